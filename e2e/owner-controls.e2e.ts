/**
 * Owners control their content: a PawPal edits a post's caption, deletes their
 * own comment, marks a listing sold, archives a tier, downloads their data and
 * finally deletes their account; they are signed out everywhere, their profile
 * is gone and their paying fan is told. Screenshots of the "⋯" menu and the
 * account settings, phone and desktop, light and dark, go to
 * test-results/screenshots/owner-controls-<state>-<width>-<theme>.png.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import type {
  CommentView,
  CreatorProfileView,
  MarketplaceItemView,
  NotificationView,
  PostView,
  ThreadView,
  TierView,
  UploadTicket,
} from "@shared/api-types";
import { postAs, signedInApi } from "./support/api-people";
import { RESULTS_DIR } from "./support/app-server";
import { signIn } from "./support/auth";
import { DESKTOP, launchBrowser, newContext, PHONE } from "./support/browser";
import { expectHidden, expectPath, expectToast, expectVisible } from "./support/expectations";
import { makePng } from "./support/media";
import { waitForQuietNetwork } from "./support/network";
import { subscribeAndPay } from "./support/payments";
import { person } from "./support/people";

const baseUrl = inject("freshBaseUrl");
const SCREENSHOTS_DIR = path.join(RESULTS_DIR, "screenshots");

const owner = person("owner-controls", "Olive", "Owens");
const fan = person("owner-controls", "Fred", "Fanning");
const newCaption = "Sunset zoomies on the dunes";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let ownerApi: APIRequestContext;
let fanApi: APIRequestContext;
let profile: CreatorProfileView;
let post: PostView;
let tier: TierView;
let thread: ThreadView;
let comment: CommentView;
let item: MarketplaceItemView;

/** A photo post made through the API as the create-post page makes it: upload, then publish. */
async function publishPhotoPost(): Promise<PostView> {
  const png = await makePng(context, "dunes.png", "Dunes");
  const ticket = await postAs<UploadTicket>(ownerApi, "/api/objects/upload", { contentType: png.mimeType, size: png.buffer.length, purpose: "image" });
  const put = await ownerApi.put(ticket.uploadURL, { headers: ticket.uploadHeaders, data: png.buffer });
  if (!put.ok()) throw new Error(`The upload answered ${put.status()}`);
  return postAs<PostView>(ownerApi, "/api/posts", {
    creatorProfileId: profile.id,
    caption: "Beach day",
    mediaUrl: ticket.objectPath,
    mediaType: "image",
    isPremium: false,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl);
  page = await context.newPage();

  ownerApi = await signedInApi(baseUrl, owner);
  profile = await postAs<CreatorProfileView>(ownerApi, "/api/creator-profile", { petName: "Sandy", petType: "Dog", bio: "A beach dog." });
  tier = await postAs<TierView>(ownerApi, "/api/subscription-tiers", { creatorProfileId: profile.id, name: "Beach Club", price: "4.99", features: ["Weekly beach photos"] });
  post = await publishPhotoPost();
  thread = await postAs<ThreadView>(ownerApi, "/api/community-threads", { title: "Best dog beaches?", content: "Where do your dogs love to run?", category: "General" });
  comment = await postAs<CommentView>(ownerApi, "/api/thread-comments", { threadId: thread.id, content: "Sandy votes for Cannon Beach." });
  item = await postAs<MarketplaceItemView>(ownerApi, "/api/marketplace-items", {
    title: "Sandy's old life vest",
    description: "Size M, bright orange, barely used.",
    price: 18,
    category: "Accessories",
    condition: "Good",
  });

  fanApi = await signedInApi(baseUrl, fan);
  await subscribeAndPay(fanApi, profile.id);

  await signIn(page, owner, "/profile");
});
afterAll(async () => {
  await ownerApi?.dispose();
  await fanApi?.dispose();
  await browser?.close();
});

describe("a PawPal controls what they published", () => {
  it("edits a post's caption from its ⋯ menu", async () => {
    await page.goto("/profile");
    const card = page.getByRole("article").filter({ hasText: "Beach day" });
    await card.getByRole("button", { name: "More actions for post" }).click();
    await page.getByRole("menuitem", { name: "Edit post" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit post" });
    await dialog.getByLabel("Caption").fill(newCaption);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Post updated");
    await expectHidden(dialog);
    await expectVisible(page.getByText(newCaption));
    const feed = await (await fanApi.get(`/api/posts/creator/${profile.id}`)).json();
    expect(feed).toEqual([expect.objectContaining({ id: post.id, caption: newCaption })]);
  });

  it("deletes their own comment, and the thread's count follows", async () => {
    await page.goto(`/community?thread=${thread.id}`);
    await expectVisible(page.getByText("1 comment", { exact: true }));
    const commentItem = page.getByRole("listitem").filter({ hasText: comment.content });
    await commentItem.getByRole("button", { name: "More actions for comment" }).click();
    await page.getByRole("menuitem", { name: "Delete comment" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this comment?" });
    await confirm.getByRole("button", { name: "Delete comment" }).click();
    await expectToast(page, "Comment deleted");
    await expectHidden(page.getByText(comment.content));
    await expectVisible(page.getByText("0 comments", { exact: true }));
  });

  it("withdraws a listing from the item's ⋯ menu", async () => {
    await page.goto(`/marketplace?item=${item.id}`);
    const dialog = page.getByRole("dialog", { name: item.title });
    await dialog.getByRole("button", { name: `More actions for ${item.title}` }).click();
    await page.getByRole("menuitem", { name: "Withdraw" }).click();
    await expectToast(page, "Item withdrawn");
    const listed = await (await fanApi.get(`/api/marketplace-items/${item.id}`)).json();
    expect(listed.status).toBe("withdrawn");
  });

  it("archives a tier: new fans are no longer offered it", async () => {
    await page.goto("/manage-subscription-tiers");
    await page.getByRole("button", { name: "More actions for the Beach Club tier" }).click();
    await page.getByRole("menuitem", { name: "Archive tier" }).click();
    await page.getByRole("dialog", { name: "Archive Beach Club?" }).getByRole("button", { name: "Archive tier" }).click();
    await expectToast(page, "Tier archived");
    await expectVisible(page.getByText("Archived", { exact: true }));
    const offered = await (await fanApi.get(`/api/subscription-tiers/creator/${profile.id}`)).json();
    expect(offered.map((t: TierView) => t.id)).not.toContain(tier.id);
  });

  it("downloads their data as one JSON file", async () => {
    await page.goto("/profile");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pawfans-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(data.account.email).toBe(owner.email);
    expect(data.posts).toEqual([expect.objectContaining({ caption: newCaption })]);
    expect(data.marketplaceItems).toEqual([expect.objectContaining({ status: "withdrawn" })]);
    expect(data.subscriptionTiers).toEqual([expect.objectContaining({ name: "Beach Club", archivedAt: expect.any(String) })]);
    expect(data.subscribers).toEqual([expect.objectContaining({ fan: "Fred Fanning", status: "active" })]);
    expect(JSON.stringify(data)).not.toContain(fan.email);
  });
});

describe("screenshots of the owner's controls", () => {
  describe.each(["light", "dark"] as const)("in the %s theme", (theme) => {
    let themed: Page;
    beforeAll(async () => {
      const themedContext = await newContext(browser, baseUrl);
      await themedContext.addInitScript((value) => localStorage.setItem("theme", value), theme);
      themed = await themedContext.newPage();
      await signIn(themed, owner, "/profile");
    });
    afterAll(() => themed?.context().close());

    it.each([DESKTOP, PHONE])("a post's ⋯ menu and the account settings, at %o", async (viewport) => {
      await themed.setViewportSize(viewport);
      await themed.goto("/profile");
      await waitForQuietNetwork(themed);
      await themed.getByRole("button", { name: "More actions for post" }).click();
      await expectVisible(themed.getByRole("menuitem", { name: "Edit post" }));
      expect(await themed.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      await themed.screenshot({ path: path.join(SCREENSHOTS_DIR, `owner-controls-post-menu-${viewport.width}-${theme}.png`) });
      await themed.keyboard.press("Escape");
      await themed.getByRole("heading", { name: "Account settings" }).scrollIntoViewIfNeeded();
      await themed.getByRole("button", { name: "Delete my account" }).click();
      await expectVisible(themed.getByRole("dialog", { name: "Delete your account?" }));
      await themed.screenshot({ path: path.join(SCREENSHOTS_DIR, `owner-controls-delete-account-${viewport.width}-${theme}.png`) });
      await themed.keyboard.press("Escape");
    });
  });
});

describe("deleting the account", () => {
  it("needs the typed confirmation, then signs out everywhere", async () => {
    await page.goto("/profile");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("textbox").fill("delete");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("textbox").fill("DELETE");
    await confirm.click();

    await expectToast(page, "Your account was deleted");
    await expectPath(page, "/");
    await expectVisible(page.getByRole("link", { name: "Sign In with Replit" }));
    expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);
    // The API session signed in elsewhere ended too.
    expect((await ownerApi.get("/api/auth/user")).status()).toBe(401);
  });

  it("leaves the creator's profile gone and tells the paying fan", async () => {
    await page.goto(`/profile/${profile.userId}`);
    await expectVisible(page.getByText("Creator profile not found.", { exact: true }));
    expect((await fanApi.get(`/api/creator-profile/${profile.id}`)).status()).toBe(404);
    expect((await fanApi.get(`/api/posts/creator/${profile.id}`)).status()).toBe(404);
    const notifications = (await (await fanApi.get("/api/notifications")).json()) as NotificationView[];
    expect(notifications).toContainEqual(expect.objectContaining({ type: "creator_left", title: "Sandy has left PawFans" }));
    const mine = await (await fanApi.get("/api/subscriptions/mine")).json();
    expect(mine).toEqual([expect.objectContaining({ status: "canceled" })]);
  });
});
