/**
 * A creator's community chat on a fresh database: a creator offers a VIP tier;
 * Vera subscribes to it, Bo at the profile's own price (Premium's benefits).
 * Both open the Chat tab and see each other arrive ("2 here now"); Vera's
 * message appears on Bo's screen without a reload, with her VIP badge, and
 * Bo's answer on hers; the creator pins Vera's message (on top for everyone)
 * and deletes Bo's (gone from Vera's screen). Each screen is kept as
 * `chat-<state>-<width>-<theme>.png` (1280 and 375 px, light and dark).
 *
 * The tests run in order and build on each other.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TierView } from "@shared/api-types";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import type { ChatRoomsView } from "@shared/chat";
import { signIn } from "./support/auth";
import { postAs } from "./support/api-people";
import { launchBrowser, newContext } from "./support/browser";
import { becomePawPal } from "./support/creators";
import { expectHidden, expectToast, expectVisible } from "./support/expectations";
import { subscribeAndPay } from "./support/payments";
import { person } from "./support/people";
import { shootScreens } from "./support/screens";

const owner = person("chat", "Cora", "Lindqvist");
const vera = person("chat", "Vera", "Okonjo");
const bo = person("chat", "Bo", "Marsh");
const pet = { name: "Pretzel", type: "Dachshund", bio: "Pretzel is a long dog with strong opinions about squirrels." };

const baseUrl = inject("freshBaseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];
let ownerPage: Page;
let veraPage: Page;
let boPage: Page;
let profilePath: string;
let creatorProfileId: string;

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

/** The chat as the screen shows it: the profile's tabs just under the header, the chat below them. */
const shoot = (page: Page, state: string) =>
  shootScreens(page, `chat-${state}`, {
    prepare: (page) => page.getByRole("tablist", { name: `${pet.name}'s profile` }).evaluate((tabs) => window.scrollTo(0, tabs.getBoundingClientRect().top + window.scrollY - 80)),
  });

async function openChat(page: Page): Promise<void> {
  await page.goto(profilePath);
  await page.getByRole("tab", { name: "Chat" }).click();
  await expectVisible(page.getByRole("textbox", { name: "Message" }));
}

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });

describe("a creator's community chat", () => {
  it("a creator with a VIP tier; one fan on VIP, one at the profile's price", async () => {
    await signIn(ownerPage, owner);
    ({ profilePath, creatorProfileId } = await becomePawPal(ownerPage, pet));
    const tier = await postAs<TierView>(ownerPage.request, "/api/subscription-tiers", {
      creatorProfileId,
      name: "VIP",
      price: "19.99",
      benefits: BENEFIT_TEMPLATES.vip,
    });
    await signIn(veraPage, vera);
    await subscribeAndPay(veraPage.request, creatorProfileId, tier.id);
    await signIn(boPage, bo);
    await subscribeAndPay(boPage.request, creatorProfileId);
    const rooms = async (page: Page) => ((await (await page.request.get(`/api/creator-profile/${creatorProfileId}/chat`)).json()) as ChatRoomsView).rooms;
    expect(await rooms(veraPage)).toEqual(["main", "vip"]);
    expect(await rooms(boPage)).toEqual(["main"]);
  });

  it("both open the Chat tab and see each other there", async () => {
    await openChat(veraPage);
    await expectVisible(veraPage.getByText("No messages yet"));
    await openChat(boPage);
    for (const page of [veraPage, boPage]) await expectVisible(page.getByText("2 here now"));
    await shoot(boPage, "empty");
  });

  it("a message appears for the other fan live, with the VIP badge; the answer comes back the same way", async () => {
    await veraPage.getByRole("textbox", { name: "Message" }).fill("Pretzel's squirrel video was the best thing this week!");
    await veraPage.keyboard.press("Enter");
    const onBo = messages(boPage).getByRole("listitem").filter({ hasText: "squirrel video" });
    await expectVisible(onBo);
    await expectVisible(onBo.getByText("VIP", { exact: true }));
    await boPage.getByRole("textbox", { name: "Message" }).fill("Agreed! The slow-motion ear flap 🐶");
    await boPage.getByRole("button", { name: "Send message" }).click();
    await expectVisible(messages(veraPage).getByText("The slow-motion ear flap 🐶"));
    // Neither was doubled: the sent copy and the live event are one message.
    expect(await messages(veraPage).getByRole("listitem").count()).toBe(2);
    expect(await messages(boPage).getByRole("listitem").count()).toBe(2);
  });

  it("the creator pins Vera's message for everyone and deletes Bo's", async () => {
    await openChat(ownerPage);
    await expectVisible(messages(ownerPage).getByText("squirrel video", { exact: false }));
    await shoot(ownerPage, "creator");
    const veras = messages(ownerPage).getByRole("listitem").filter({ hasText: "squirrel video" });
    await veras.hover();
    await veras.getByRole("button", { name: /message by Vera/ }).click();
    await ownerPage.getByRole("menuitem", { name: "Pin to top" }).click();
    for (const page of [veraPage, boPage]) await expectVisible(page.getByLabel("Pinned"));
    const bos = messages(ownerPage).getByRole("listitem").filter({ hasText: "ear flap" });
    await bos.hover();
    await bos.getByRole("button", { name: /message by Bo/ }).click();
    await ownerPage.getByRole("menuitem", { name: "Delete message" }).click();
    await expectHidden(messages(veraPage).getByText("The slow-motion ear flap 🐶"));
    await shoot(veraPage, "pinned");
  });

  it("a fan reports a message to the moderators from its menu", async () => {
    const veras = messages(boPage).getByRole("listitem").filter({ hasText: "squirrel video" });
    await veras.hover();
    await veras.getByRole("button", { name: /message by Vera/ }).click();
    await boPage.getByRole("menuitem", { name: "Report" }).click();
    const dialog = boPage.getByRole("dialog", { name: "Report this community chat message" });
    await dialog.getByRole("radio", { name: /Spam or scam/ }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expectToast(boPage, "Thanks — our team will review this report");
  });

  it("the creator closes the VIP room with its switch: Vera keeps the main room only", async () => {
    await ownerPage.getByRole("tab", { name: /VIP room/ }).click();
    const open = ownerPage.getByRole("switch", { name: /Open to your VIP fans/ });
    await expectVisible(open);
    await shoot(ownerPage, "vip-switch");
    await open.click();
    await expectVisible(ownerPage.getByText("Closed to fans"));
    await openChat(veraPage);
    await expectVisible(veraPage.getByRole("heading", { name: "Pretzel's community" }));
    expect(await veraPage.getByRole("tab", { name: /VIP room/ }).count()).toBe(0);
  });
});
