/**
 * Direct messages on a fresh database: a creator offers a Basic and a VIP tier;
 * Vera subscribes to VIP, Bo to Basic. Vera presses "Message" on the profile and
 * writes; the creator, on /messages, sees the header's badge count it and the
 * conversation appear without a reload; opening it shows Vera "Seen"; the
 * answer reaches Vera live. Bo is offered "Upgrade to VIP to message Pretzel".
 * The creator then reports a threatening message of Vera's; staff read it with
 * the message before it in /admin/moderation and remove it, and it reads
 * "Message deleted" for both without a reload.
 * Each screen is kept as `messages-<state>-<width>-<theme>.png` (1280 and 375 px,
 * light and dark).
 *
 * The tests run in order and build on each other.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TierView } from "@shared/api-types";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { signIn } from "./support/auth";
import { postAs } from "./support/api-people";
import { launchBrowser, newContext } from "./support/browser";
import { becomePawPal } from "./support/creators";
import { expectCount, expectToast, expectVisible } from "./support/expectations";
import { subscribeAndPay } from "./support/payments";
import { person, STAFF } from "./support/people";
import { shootScreens } from "./support/screens";

const owner = person("dm", "Dina", "Marlowe");
const vera = person("dm", "Vera", "Lund");
const bo = person("dm", "Bo", "Pike");
const pet = { name: "Pretzel", type: "Dachshund", bio: "Pretzel is a long dog with strong opinions about squirrels." };

const baseUrl = inject("freshBaseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];
let ownerPage: Page;
let veraPage: Page;
let boPage: Page;
let profilePath: string;
let creatorProfileId: string;
const tiers: Record<"basic" | "vip", string> = { basic: "", vip: "" };

beforeAll(async () => {
  browser = await launchBrowser();
  const pages: Page[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await newContext(browser, baseUrl);
    contexts.push(context);
    pages.push(await context.newPage());
  }
  [ownerPage, veraPage, boPage] = pages as [Page, Page, Page];
});
afterAll(() => browser?.close());

const shoot = (page: Page, state: string) => shootScreens(page, `messages-${state}`, { settleMs: 400 });

const thread = (page: Page) => page.getByRole("region", { name: /Conversation with/ });
const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });

describe("direct messages between a VIP fan and the creator", () => {
  it("a creator with Basic and VIP tiers; Vera on VIP, Bo on Basic", async () => {
    await signIn(ownerPage, owner);
    ({ profilePath, creatorProfileId } = await becomePawPal(ownerPage, pet));
    for (const [key, name, price] of [
      ["basic", "Basic", "4.99"],
      ["vip", "VIP", "19.99"],
    ] as const) {
      const tier = await postAs<TierView>(ownerPage.request, "/api/subscription-tiers", {
        creatorProfileId,
        name,
        price,
        benefits: BENEFIT_TEMPLATES[key],
      });
      tiers[key] = tier.id;
    }
    await signIn(veraPage, vera);
    await subscribeAndPay(veraPage.request, creatorProfileId, tiers.vip);
    await signIn(boPage, bo);
    await subscribeAndPay(boPage.request, creatorProfileId, tiers.basic);
    expect(Object.values(tiers).every(Boolean)).toBe(true);
  });

  it("a Basic fan is offered the upgrade instead of Message", async () => {
    await boPage.goto(profilePath);
    await expectVisible(boPage.getByRole("button", { name: "Upgrade to VIP to message Pretzel" }));
    expect(await boPage.getByRole("button", { name: "Message", exact: true }).count()).toBe(0);
    await shoot(boPage, "upgrade-prompt");
  });

  it("the VIP fan opens a conversation from the profile; the creator waits on /messages", async () => {
    await ownerPage.goto("/messages");
    await expectVisible(ownerPage.getByText("No messages yet"));
    await shoot(ownerPage, "empty");
    await veraPage.goto(profilePath);
    await expectVisible(veraPage.getByRole("button", { name: "Message", exact: true }));
    await shoot(veraPage, "profile");
    await veraPage.getByRole("button", { name: "Message", exact: true }).click();
    await veraPage.waitForURL(/\/messages\?c=/);
    await expectVisible(veraPage.getByText("Say hi to Pretzel!"));
  });

  it("her message appears for the creator without a reload, and the header's badge counts it", async () => {
    await composer(veraPage).fill("Hi Pretzel! How was the beach today?");
    await veraPage.keyboard.press("Enter");
    await expectVisible(thread(veraPage).getByText("How was the beach today?"));
    const badge = ownerPage.getByRole("link", { name: "Messages, 1 unread" });
    await expectVisible(badge);
    await expectVisible(ownerPage.getByRole("navigation", { name: "Conversations" }).getByText("How was the beach today?"));
    await shoot(ownerPage, "unread");
  });

  it("the creator opens it: Vera sees Seen; the answer reaches her live", async () => {
    await ownerPage.getByRole("navigation", { name: "Conversations" }).getByRole("link").first().click();
    await expectVisible(thread(ownerPage).getByText("How was the beach today?"));
    await expectVisible(thread(veraPage).getByText(/^Seen/));
    await expectVisible(ownerPage.getByRole("link", { name: "Messages", exact: true }));
    await composer(ownerPage).fill("Sandy and happy! Pretzel says woof 🐾");
    await ownerPage.getByRole("button", { name: "Send" }).click();
    await expectVisible(thread(veraPage).getByText("Pretzel says woof"));
    // The sent copy and its live event are one message.
    expect(await thread(ownerPage).getByRole("listitem").count()).toBe(2);
    expect(await thread(veraPage).getByRole("listitem").count()).toBe(2);
    await shoot(veraPage, "conversation");
  });

  it("the creator's subscribers list offers Message on each fan's row", async () => {
    const creatorPage = await contexts[0]!.newPage();
    await creatorPage.goto("/view-subscribers");
    await expectVisible(creatorPage.getByRole("button", { name: /^Message / }).first());
    expect(await creatorPage.getByRole("button", { name: /^Message / }).count()).toBe(2);
    await shoot(creatorPage, "subscribers");
    await creatorPage.close();
  });

  it("a deleted message shows as Message deleted on both sides", async () => {
    const mine = thread(veraPage).getByRole("listitem").filter({ hasText: "beach today" });
    await mine.hover();
    await mine.getByRole("button", { name: "Delete message" }).click();
    for (const page of [veraPage, ownerPage]) await expectVisible(thread(page).getByText("Message deleted"));
  });
});

describe("reporting a message to the moderators", () => {
  const threat = "Tell me where you live or Pretzel pays for it";

  it("the creator reports Vera's message from its menu", async () => {
    await composer(veraPage).fill(threat);
    await veraPage.keyboard.press("Enter");
    const message = thread(ownerPage).getByRole("listitem").filter({ hasText: threat });
    await expectVisible(message);
    // Her own message has no Report: only the other person's do.
    const own = thread(veraPage).getByRole("listitem").filter({ hasText: threat });
    await expectVisible(own);
    expect(await own.getByRole("button", { name: "More actions for message" }).count()).toBe(0);
    await message.hover();
    await message.getByRole("button", { name: "More actions for message" }).click();
    await ownerPage.getByRole("menuitem", { name: "Report" }).click();
    const dialog = ownerPage.getByRole("dialog", { name: "Report this direct message" });
    await expectVisible(dialog);
    await dialog.getByRole("radio", { name: /Harassment/ }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expectToast(ownerPage, "Thanks — our team will review this report");
  });

  it("staff read it with the message before it, and remove it: both sides see Message deleted live", async () => {
    const staffPage = await (await newContext(browser, baseUrl)).newPage();
    contexts.push(staffPage.context());
    await signIn(staffPage, STAFF, "/admin/moderation");
    const queue = staffPage.getByRole("list", { name: "Open cases" });
    const item = queue.getByRole("listitem").filter({ hasText: "Direct message" }).first();
    await expectVisible(item);
    await item.getByRole("button").click();
    const kase = staffPage.getByRole("region", { name: "Case" });
    const evidence = kase.getByRole("list", { name: "The reported message and the messages before it" });
    await expectVisible(kase.getByText("Conversation between Pretzel and Vera Lund"));
    await expectVisible(evidence.getByText("Pretzel says woof"));
    const reported = evidence.locator("li[aria-current=true]");
    await expectVisible(reported.getByText(threat));
    await expectVisible(reported.getByText("Reported"));
    // A message is removed, never hidden.
    expect(await kase.getByRole("button", { name: "Hide", exact: true }).isDisabled()).toBe(true);
    await shoot(staffPage, "reported-case");

    await kase.getByRole("button", { name: "Remove", exact: true }).click();
    const dialog = staffPage.getByRole("dialog", { name: "Remove" });
    await dialog.getByLabel(/Note for the audit log/).fill("A threat against the creator's pet.");
    await dialog.getByRole("button", { name: "Remove now" }).click();
    await expectToast(staffPage, "Remove: done");
    for (const page of [veraPage, ownerPage]) {
      await expectCount(thread(page).getByText("Message deleted"), 2);
      expect(await thread(page).getByText(threat).count()).toBe(0);
    }
    // The case keeps the words as they were reported.
    await expectVisible(reported.getByText(threat));
  });
});

describe("Message your fans", () => {
  it("the creator sends one message to the VIP tier: the dialog shows it reach Vera, and it appears in her conversation live", async () => {
    await ownerPage.goto("/messages");
    await ownerPage.getByRole("button", { name: "Message your fans" }).click();
    const dialog = ownerPage.getByRole("dialog", { name: "Message your fans" });
    await expectVisible(dialog.getByRole("checkbox", { name: /VIP/ }));
    await dialog.getByRole("button", { name: "Send to fans" }).click();
    await expectVisible(dialog.getByText("Write a message"));
    await dialog.getByRole("textbox", { name: "Message" }).fill("Live Q&A with Pretzel on Sunday at 5!");
    await dialog.getByRole("checkbox", { name: /VIP/ }).check();
    await shoot(ownerPage, "broadcast");
    await dialog.getByRole("button", { name: "Send to fans" }).click();
    await expectVisible(dialog.getByText("Sent to 1 fan"), 30_000);
    await expectVisible(thread(veraPage).getByText("Live Q&A with Pretzel on Sunday at 5!"), 30_000);
    await dialog.getByRole("button", { name: "Done" }).click();
  });
});
