/**
 * Trust and safety: a fan reports a post for animal cruelty; with a second
 * cruelty report the case is urgent, but the post stays up: both reporters'
 * accounts are minutes old, so their reports only reach the moderators. A
 * moderator (appointed by an admin) finds the urgent case first in
 * /admin/moderation, hides the post (its creator sees a notice, visitors no
 * longer see it), removes it and suspends its author, each with a note in the
 * audit log; the reporter is told. Screenshots
 * of the report dialog and the queue, phone and desktop, light and dark, go to
 * test-results/screenshots/moderation-<state>-<width>-<theme>.png.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import type { CreatorProfileView, PostView, UploadTicket } from "@shared/api-types";
import { postAs, signedInApi } from "./support/api-people";
import { RESULTS_DIR } from "./support/app-server";
import { signIn } from "./support/auth";
import { DESKTOP, launchBrowser, newContext, PHONE } from "./support/browser";
import { expectHidden, expectToast, expectVisible } from "./support/expectations";
import { makePng } from "./support/media";
import { waitForQuietNetwork } from "./support/network";
import { person, STAFF } from "./support/people";

const baseUrl = inject("freshBaseUrl");
const SCREENSHOTS_DIR = path.join(RESULTS_DIR, "screenshots");

const creator = person("moderation", "Carl", "Kicker");
const firstReporter = person("moderation", "Fiona", "First");
const fan = person("moderation", "Rita", "Reporter");
const moderator = person("moderation", "Mona", "Moderator");
const caption = "Teaching him who is boss";
const details = "The dog is kicked and dragged by the collar in the photo.";

let browser: Browser;
let fanPage: Page;
let creatorPage: Page;
let moderatorPage: Page;
let creatorApi: APIRequestContext;
let profile: CreatorProfileView;
let post: PostView;

/** The creator's photo post, made through the API as the create-post page would: upload, then publish. */
async function publishPhotoPost(context: BrowserContext): Promise<PostView> {
  const png = await makePng(context, "kick.png", "Reported");
  const ticket = await postAs<UploadTicket>(creatorApi, "/api/objects/upload", {
    contentType: png.mimeType,
    size: png.buffer.length,
    purpose: "image",
  });
  const put = await creatorApi.put(ticket.uploadURL, { headers: ticket.uploadHeaders, data: png.buffer });
  if (!put.ok()) throw new Error(`The upload answered ${put.status()}`);
  return postAs<PostView>(creatorApi, "/api/posts", {
    creatorProfileId: profile.id,
    caption,
    mediaUrl: ticket.objectPath,
    mediaType: "image",
    isPremium: false,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const fanContext = await newContext(browser, baseUrl);
  fanPage = await fanContext.newPage();
  creatorPage = await (await newContext(browser, baseUrl)).newPage();
  moderatorPage = await (await newContext(browser, baseUrl)).newPage();

  creatorApi = await signedInApi(baseUrl, creator);
  profile = await postAs<CreatorProfileView>(creatorApi, "/api/creator-profile", {
    petName: "Brutus",
    petType: "Dog",
    bio: "A big dog with a strict owner.",
  });
  post = await publishPhotoPost(fanContext);

  // Another fan reported it first; the journey's fan makes the second cruelty report.
  const first = await signedInApi(baseUrl, firstReporter);
  await postAs(first, "/api/reports", { targetType: "post", targetId: post.id, reason: "animal_cruelty", details });
  await first.dispose();

  // An admin (ADMIN_EMAILS) appoints the moderator, who has signed in once.
  await (await signedInApi(baseUrl, moderator)).dispose();
  const admin = await signedInApi(baseUrl, STAFF);
  await postAs(admin, "/api/admin/moderators", { user: moderator.email });
  await admin.dispose();
}, 120_000);

afterAll(async () => {
  await creatorApi?.dispose();
  await browser?.close();
});

/** How wide the page scrolls: no wider than the window, or it scrolls sideways on a phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const postCard = (page: Page) => page.getByRole("article").filter({ hasText: caption });

describe("a fan reports a post for cruelty", () => {
  it("finds 'Report' in the post's menu and must describe what they saw", async () => {
    await signIn(fanPage, fan, `/profile/${profile.userId}`);
    await expectVisible(postCard(fanPage));
    await postCard(fanPage).getByRole("button", { name: "More actions for post" }).click();
    await fanPage.getByRole("menuitem", { name: "Report" }).click();

    const dialog = fanPage.getByRole("dialog", { name: "Report this post" });
    await expectVisible(dialog);
    await dialog.getByRole("radio", { name: /Animal cruelty/ }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expectVisible(dialog.getByText("Please describe what you saw"));
  });

  it("sends the report and is thanked", async () => {
    const dialog = fanPage.getByRole("dialog", { name: "Report this post" });
    await dialog.getByLabel(/What did you see\?/).fill(details);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expectToast(fanPage, "Thanks — our team will review this report");
    await expectHidden(dialog);
  });

  it("the post stays up: reports from accounts made minutes ago hide nothing by themselves", async () => {
    await fanPage.reload();
    await expectVisible(fanPage.getByRole("heading", { name: "Brutus" }).first());
    await waitForQuietNetwork(fanPage);
    await expectVisible(postCard(fanPage));
    expect(await postIdsForVisitors()).toContain(post.id);
  });
});

/** The creator's posts as a signed-out visitor gets them. */
async function postIdsForVisitors(): Promise<string[]> {
  const visitor = await (await newContext(browser, baseUrl)).newPage();
  const visible = (await (await visitor.request.get(`/api/posts/creator/${profile.id}`)).json()) as PostView[];
  await visitor.context().close();
  return visible.map((p) => p.id);
}

describe("a moderator acts on the urgent case", () => {
  it("sees the case first in the queue, urgent, with both reports", async () => {
    await signIn(moderatorPage, moderator, "/admin/moderation");
    await expectVisible(moderatorPage.getByRole("heading", { level: 1, name: "Moderation" }));
    const queue = moderatorPage.getByRole("list", { name: "Open cases" });
    const first = queue.getByRole("listitem").first();
    await expectVisible(first.getByText("Urgent"));
    await expectVisible(first.getByText("2 reports"));
    await expectVisible(first.getByText(caption));
    await first.getByRole("button").click();

    const kase = moderatorPage.getByRole("region", { name: "Case" });
    await expectVisible(kase.getByText(caption));
    await expectVisible(kase.getByRole("heading", { name: "Reports (2)" }));
    await expectVisible(kase.getByText(details).first());
    await expect.poll(() => kase.getByText("Not counted").count()).toBe(2);
  });

  it("hides the post with a note: gone for others, a notice for its creator", async () => {
    const kase = moderatorPage.getByRole("region", { name: "Case" });
    await kase.getByRole("button", { name: "Hide", exact: true }).click();
    const dialog = moderatorPage.getByRole("dialog", { name: "Hide" });
    await dialog.getByLabel(/Note for the audit log/).fill("Cruelty in the photo: hidden while we look closer.");
    await dialog.getByRole("button", { name: "Hide", exact: true }).click();
    await expectToast(moderatorPage, "Hide: done");

    await fanPage.reload();
    await expectVisible(fanPage.getByRole("heading", { name: "Brutus" }).first());
    await waitForQuietNetwork(fanPage);
    await expectHidden(postCard(fanPage));
    expect(await postIdsForVisitors()).not.toContain(post.id);

    await signIn(creatorPage, creator, `/profile/${profile.userId}`);
    await expectVisible(postCard(creatorPage).getByText("Hidden by moderation."));
    await postCard(creatorPage).scrollIntoViewIfNeeded();
    await creatorPage.screenshot({ path: path.join(SCREENSHOTS_DIR, "moderation-hidden-post-1280-light.png") });
  });

  it("removes the post with a note", async () => {
    const kase = moderatorPage.getByRole("region", { name: "Case" });
    await kase.getByRole("button", { name: "Remove", exact: true }).click();
    const dialog = moderatorPage.getByRole("dialog", { name: "Remove" });
    await dialog.getByRole("button", { name: "Remove now" }).click();
    await expectVisible(dialog.getByText("Please add a note for the audit log"));
    await dialog.getByLabel(/Note for the audit log/).fill("Clear cruelty in the photo.");
    await dialog.getByRole("button", { name: "Remove now" }).click();
    await expectToast(moderatorPage, "Remove: done");
    await expectVisible(kase.getByText("This post was removed."));
  });

  it("suspends the author, and the audit log lists both actions", async () => {
    const kase = moderatorPage.getByRole("region", { name: "Case" });
    await kase.getByRole("button", { name: "Suspend the author" }).click();
    const dialog = moderatorPage.getByRole("dialog", { name: "Suspend the author" });
    await dialog.getByLabel(/Note for the audit log/).fill("Repeated cruelty: no further posts.");
    await dialog.getByRole("button", { name: "Suspend the author now" }).click();
    await expectToast(moderatorPage, "Suspend the author: done");
    await expectVisible(kase.getByText("Suspended"));
    await expectVisible(kase.getByText("Repeated cruelty: no further posts."));
    await expectVisible(kase.getByText("Clear cruelty in the photo."));
    await expectVisible(kase.getByText("Cruelty in the photo: hidden while we look closer."));
  });

  it("the author can no longer act as themselves", async () => {
    const me = await creatorApi.get("/api/auth/user");
    expect(me.status()).toBe(401);
  });
});

describe("the reporter", () => {
  it("is told the outcome in their notifications", async () => {
    await fanPage.reload();
    await fanPage.getByRole("button", { name: /^Notifications/ }).click();
    await expectVisible(fanPage.getByText("Your report was reviewed").first());
    await expectVisible(fanPage.getByText("Thank you for reporting a post. Our moderators removed it.").first());
  });
});

describe("screenshots of the report dialog and the queue", () => {
  beforeAll(async () => {
    // A few more open cases, urgent and not, so the queue shows its order.
    const author = await signedInApi(baseUrl, person("moderation", "Tess", "Threads"));
    const reporter = await signedInApi(baseUrl, person("moderation", "Rob", "Reports"));
    const reports = [
      { title: "Selling puppies, eight weeks, no papers", reason: "illegal_animal_sale" },
      { title: "My dog has not eaten for a week, it is fine", reason: "animal_neglect" },
      { title: "Cheap vet pills, message me", reason: "spam_scam" },
    ];
    for (const { title, reason } of reports) {
      const thread = await postAs<{ id: string }>(author, "/api/community-threads", { title, content: `${title}.`, category: "General" });
      await postAs(reporter, "/api/reports", { targetType: "thread", targetId: thread.id, reason, details: "Seen in the community." });
    }
    await author.dispose();
    await reporter.dispose();
  });

  describe.each(["light", "dark"] as const)("in the %s theme", (theme) => {
    let page: Page;
    let staffPage: Page;

    beforeAll(async () => {
      const themed = async () => {
        const context = await newContext(browser, baseUrl);
        await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
        return context.newPage();
      };
      page = await themed();
      staffPage = await themed();
      await signIn(page, person("moderation", `Shot${theme}`, "Fan"), `/profile/${profile.userId}`);
      await signIn(staffPage, moderator, "/admin/moderation");
    });
    afterAll(async () => {
      await page?.context().close();
      await staffPage?.context().close();
    });

    it.each([DESKTOP, PHONE])("the report dialog with its details rule, at %o", async (viewport) => {
      await page.setViewportSize(viewport);
      await page.goto(`/profile/${profile.userId}`);
      await waitForQuietNetwork(page);
      await page.getByRole("button", { name: "More actions for Brutus's profile" }).click();
      await page.getByRole("menuitem", { name: "Report" }).click();
      const dialog = page.getByRole("dialog", { name: "Report this creator profile" });
      await dialog.getByRole("radio", { name: /Illegal animal sale/ }).check();
      await dialog.getByRole("button", { name: "Send report" }).click();
      await expectVisible(dialog.getByText("Please describe what you saw"));
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `moderation-report-dialog-${viewport.width}-${theme}.png`) });
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await page.keyboard.press("Escape");
      await expectHidden(dialog);
    });

    it.each([DESKTOP, PHONE])("the queue and an open case, at %o", async (viewport) => {
      await staffPage.setViewportSize(viewport);
      await staffPage.goto("/admin/moderation");
      const queue = staffPage.getByRole("list", { name: "Open cases" });
      await expectVisible(queue);
      await waitForQuietNetwork(staffPage);
      await staffPage.screenshot({ path: path.join(SCREENSHOTS_DIR, `moderation-queue-${viewport.width}-${theme}.png`), fullPage: true });
      expect(await pageWidth(staffPage)).toBeLessThanOrEqual(viewport.width);
      await queue.getByRole("button").first().click();
      await expectVisible(staffPage.getByRole("heading", { name: "Audit log" }));
      await waitForQuietNetwork(staffPage);
      await staffPage.screenshot({ path: path.join(SCREENSHOTS_DIR, `moderation-case-${viewport.width}-${theme}.png`), fullPage: true });
      expect(await pageWidth(staffPage)).toBeLessThanOrEqual(viewport.width);

      // The actioned case of the journey: its audit log with three moderator actions.
      // (On a phone the open case covers the queue: back to it first.)
      await staffPage.goto("/admin/moderation");
      await staffPage.getByRole("tab", { name: "Actioned" }).click();
      // Until the actioned cases arrive the list still shows the open ones (busy): wait for a resolved one.
      const actioned = staffPage.getByRole("list", { name: "Actioned cases" });
      await expectVisible(actioned.getByText(/^Resolved/).first());
      await actioned.getByRole("button").first().click();
      await expectVisible(staffPage.getByText("Cruelty in the photo: hidden while we look closer."));
      await waitForQuietNetwork(staffPage);
      await staffPage.screenshot({ path: path.join(SCREENSHOTS_DIR, `moderation-actioned-case-${viewport.width}-${theme}.png`), fullPage: true });
      expect(await pageWidth(staffPage)).toBeLessThanOrEqual(viewport.width);
    });
  });
});
