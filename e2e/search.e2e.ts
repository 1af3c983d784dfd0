/**
 * The header search on the demo content: results grouped by kind as one types
 * (typos forgiven), the keyboard (arrows, Enter, Escape), opening a result where
 * it lives (a profile, a thread in place, a tip in place), 'See all' on a page's
 * own search box, and the empty answer.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { CreatorProfileView } from "@shared/api-types";
import { launchBrowser, newContext } from "./support/browser";
import { expectHidden, expectPath, expectVisible } from "./support/expectations";

let browser: Browser;
let page: Page;
const baseUrl = inject("demoBaseUrl");

const searchBox = () => page.getByRole("banner").getByRole("combobox", { name: "Search PawPals" });
const results = () => page.getByRole("listbox");
const param = (name: string) => new URL(page.url()).searchParams.get(name);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl)).newPage();
});
afterAll(() => browser?.close());

describe("the header search", () => {
  it("finds a demo PawPal despite typos and opens its profile with the keyboard", async () => {
    const [biscuit] = (await (await fetch(`${baseUrl}/api/creator-profiles?q=Biscuit`)).json()) as CreatorProfileView[];
    await page.goto("/");
    await searchBox().fill("goldn retrievr");

    const option = results().getByRole("group", { name: "PawPals" }).getByRole("option", { name: /^Biscuit/ });
    await expectVisible(option);
    expect(await searchBox().getAttribute("aria-expanded")).toBe("true");
    await expectVisible(option.getByText("Dog · Golden Retriever"));

    await searchBox().press("ArrowDown");
    expect(await searchBox().getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    expect(await option.getAttribute("aria-selected")).toBe("true");

    await searchBox().press("Enter");
    await expectPath(page, `/profile/${biscuit.userId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Biscuit" }));
    await expectHidden(results());
  });

  it("groups the results by kind, in order, each kind with its 'See all'", async () => {
    await page.goto("/");
    await searchBox().fill("dog");
    await expectVisible(results().getByRole("group", { name: "Tips & vet articles" }));
    const groups = await results().getByRole("group").evaluateAll((els) =>
      els.map((el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent),
    );
    expect(groups).toEqual(["PawPals", "Community threads", "Paw Bazar", "Tips & vet articles"]);

    await results().getByRole("option", { name: "See all threads" }).click();
    await expectPath(page, "/community");
    expect(param("q")).toBe("dog");
    expect(await page.getByRole("searchbox", { name: "Search threads" }).inputValue()).toBe("dog");
    await expectVisible(page.getByRole("button", { name: "From shy rescue to therapy dog in 18 months" }));
  });

  it("opens a thread in place from its result, and Back returns to the threads", async () => {
    await searchBox().fill("brumation");
    await results().getByRole("option", { name: /^Is it normal for a bearded dragon/ }).click();
    await expectPath(page, "/community");
    expect(param("thread")).toBeTruthy();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Is it normal for a bearded dragon to stop eating in winter?" }));

    await page.getByRole("button", { name: "← Back to Threads" }).click();
    await expectVisible(page.getByRole("group", { name: "Thread categories" }));
    expect(param("thread")).toBeNull();
  });

  it("opens a wellness tip in place from its result", async () => {
    await searchBox().fill("nail trims");
    await results().getByRole("option", { name: /^Nail trims without the drama/ }).click();
    await expectPath(page, "/wellness-tips");
    expect(param("open")).toBeTruthy();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Nail trims without the drama" }));
    await expectVisible(page.getByRole("button", { name: "← Back to Tips" }));
  });

  it("says so when nothing matches; Escape closes the list and Enter still searches Explore", async () => {
    await searchBox().fill("xylophonezzz");
    const noResults = page.getByRole("banner").getByText('No results for "xylophonezzz"');
    await expectVisible(noResults);
    expect(await results().count()).toBe(0);
    await searchBox().press("Escape");
    await expectHidden(noResults);
    expect(await searchBox().getAttribute("aria-expanded")).toBe("false");
    expect(await searchBox().inputValue()).toBe("xylophonezzz");

    await searchBox().press("Enter");
    await expectPath(page, "/explore");
    expect(param("q")).toBe("xylophonezzz");
    await expectVisible(page.getByText("No creators found matching your criteria"));
  });

  it("waits for two characters", async () => {
    await searchBox().fill("d");
    await page.waitForTimeout(500);
    expect(await results().count()).toBe(0);
    expect(await searchBox().getAttribute("aria-expanded")).toBe("false");
    await searchBox().fill("do");
    await expectVisible(results());
  });
});
