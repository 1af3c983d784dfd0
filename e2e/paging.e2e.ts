/**
 * Long lists are read page by page (50 rows a page), and every row stays
 * reachable: a creator with 120 fans sees the server's count of 120 and pages
 * through all of them (and through the 120 notifications they caused); Explore
 * finds a creator who is 60th in the newest-first list, past the first page.
 * People and records are made through the API, each person signed in through
 * the real sign-in flow.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { CreatorProfileView } from "@shared/api-types";
import { inBatches, postAs, signedInApi } from "./support/api-people";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { creatorCard, petNamesOnCards } from "./support/creator-cards";
import { expectCount, expectHidden, expectVisible } from "./support/expectations";
import { subscribeAndPay } from "./support/payments";
import { person, type Identity } from "./support/people";

const FANS = 120;
const PAGE_SIZE = 50;
/** Creators made after the one Explore must find, so it ends up 60th, newest first. */
const NEWER_CREATORS = 59;

const baseUrl = inject("freshBaseUrl");
const creator = person("paging", "Petra", "Pages");
const fans: Identity[] = Array.from({ length: FANS }, (_, i) => person("paging", `Fan${String(i + 1).padStart(3, "0")}`, "Follower"));
const hidden = { petName: "Zephyrine", petType: "Sugar Glider", bio: "Glides from shelf to shelf at night." };

let browser: Browser;
let page: Page;

/** Signs `who` in through the API, makes them a PawPal and answers the profile. */
async function makeCreator(who: Identity, fields: { petName: string; petType: string; bio: string }): Promise<CreatorProfileView> {
  const api = await signedInApi(baseUrl, who);
  try {
    return await postAs<CreatorProfileView>(api, "/api/creator-profile", fields);
  } finally {
    await api.dispose();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl)).newPage();

  // The creator and their 120 fans, each subscribing once and paying with the test card.
  const profile = await makeCreator(creator, { petName: "Pagination Pup", petType: "Dog", bio: "Has a lot of fans." });
  await inBatches(fans, 8, async (fan) => {
    const api = await signedInApi(baseUrl, fan);
    try {
      await subscribeAndPay(api, profile.id);
    } finally {
      await api.dispose();
    }
  });

  // The creator Explore must find, then 59 newer ones.
  await makeCreator(person("paging", "Zoe", "Glider"), hidden);
  const others = Array.from({ length: NEWER_CREATORS }, (_, i) => person("paging", `Owner${String(i + 1).padStart(2, "0")}`, "Newer"));
  await inBatches(others, 8, (owner, i) =>
    makeCreator(owner, { petName: `Newer Pup ${i + 1}`, petType: "Dog", bio: "One of many." }).then(() => undefined),
  );
}, 240_000);
afterAll(() => browser?.close());

describe("a creator with 120 fans", () => {
  it("sees the server's count of 120 active subscribers on /view-subscribers", async () => {
    await signIn(page, creator, "/view-subscribers");
    await expectVisible(page.getByText("Active subscribers", { exact: true }));
    await expectVisible(page.getByText(String(FANS), { exact: true }));
  });

  it("pages through all 120 subscribers with 'Load more subscribers'", async () => {
    const rows = page.getByRole("list", { name: "Subscribers" }).getByRole("listitem");
    await expectCount(rows, PAGE_SIZE);
    const loadMore = page.getByRole("button", { name: "Load more subscribers" });
    await loadMore.click();
    await expectCount(rows, 2 * PAGE_SIZE);
    await loadMore.click();
    await expectCount(rows, FANS);
    await expectHidden(loadMore);

    // Every fan is listed exactly once, by their display name.
    const names = await rows.locator("p > span.truncate").allTextContents();
    expect(names.toSorted()).toEqual(fans.map((fan) => `${fan.firstName} ${fan.lastName}`).toSorted());
  });

  it("pages through the 120 'new subscriber' notifications in the bell", async () => {
    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    const list = page.getByRole("dialog").getByRole("list").first();
    await expectCount(list.getByRole("listitem"), PAGE_SIZE);
    const older = page.getByRole("button", { name: "Load older notifications" });
    await older.click();
    await expectCount(list.getByRole("listitem"), 2 * PAGE_SIZE);
    await older.click();
    await expectCount(list.getByRole("listitem"), FANS);
    await expectHidden(older);
    await page.keyboard.press("Escape");
  });
});

describe("Explore with more creators than one page", () => {
  it("shows the newest 50 first, without the creator made 60th", async () => {
    await page.goto("/explore");
    await expect.poll(async () => (await petNamesOnCards(page.getByRole("main"))).length).toBe(PAGE_SIZE);
    expect(await petNamesOnCards(page.getByRole("main"))).not.toContain(hidden.petName);
    await expectVisible(page.getByRole("button", { name: "Load more PawPals" }));
  });

  it("finds the creator made 60th by searching (the server searches every creator)", async () => {
    await page.getByRole("searchbox", { name: "Search by pet name, breed, or PawPal" }).fill("zephyr");
    await expectVisible(creatorCard(page, hidden.petName));
    expect(await petNamesOnCards(page.getByRole("main"))).toEqual([hidden.petName]);
  });

  it("finds it under its category tab too", async () => {
    await page.getByRole("searchbox", { name: "Search by pet name, breed, or PawPal" }).fill("");
    await page.getByRole("tab", { name: "Rare Pals" }).click();
    await expectVisible(creatorCard(page, hidden.petName));
  });

  it("reaches it without any filter by scrolling to the end of the list", async () => {
    await page.goto("/explore");
    await expect.poll(async () => (await petNamesOnCards(page.getByRole("main"))).length).toBe(PAGE_SIZE);
    // The next page loads as the end of the list comes into view; no click needed.
    await page.getByRole("button", { name: "Load more PawPals" }).scrollIntoViewIfNeeded();
    await expectVisible(creatorCard(page, hidden.petName));
    expect((await petNamesOnCards(page.getByRole("main"))).length).toBeGreaterThan(PAGE_SIZE);
  });

  it("keeps 'Load more PawPals' as a button that loads the next page", async () => {
    await page.goto("/explore");
    await expect.poll(async () => (await petNamesOnCards(page.getByRole("main"))).length).toBe(PAGE_SIZE);
    // Pressed without scrolling to it (as a keyboard or a screen reader would), so scrolling does not load first.
    await page.getByRole("button", { name: "Load more PawPals" }).dispatchEvent("click");
    await expectVisible(creatorCard(page, hidden.petName));
  });
});
