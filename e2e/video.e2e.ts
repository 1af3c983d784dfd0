/**
 * The video journey on a fresh database: a creator with Premium (HD) and VIP (4K)
 * tiers uploads a 2160p clip ffmpeg makes here and sees "Processing video…" with
 * its progress on the post, then the poster, its duration and a play button once
 * it is watchable. A VIP fan plays it (hls.js from the viewer's tokened master; the
 * video's currentTime advances) and finds 4K in the quality menu; a Premium fan
 * plays it up to 1080p and finds 4K greyed as a VIP benefit with an Upgrade that
 * opens the change of tier on VIP. Each screen is kept as
 * `video-<state>-<width>-<theme>.png` (1280 and 375 px, light and dark).
 *
 * The tests run in order and build on each other.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { TierView } from "@shared/api-types";
import { VIDEO_PROCESSING_TEXT } from "@shared/video";
import { makeClip } from "../server/video/test-clips";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectHidden, expectPath, expectToast, expectVisible } from "./support/expectations";
import { becomePawPal } from "./support/creators";
import { choose } from "./support/forms";
import { subscribeAndPay } from "./support/payments";
import { person } from "./support/people";
import { shootScreens } from "./support/screens";

const owner = person("video", "Vera", "Lindqvist");
const vipFan = person("video", "Victor", "Adeyemi");
const premiumFan = person("video", "Priya", "Raman");

const pet = { name: "Pixel", type: "Cat", bio: "Pixel is a tabby who chases laser dots and films her own zoomies." };
const caption = "Pixel's laser-dot zoomies, in 4K";

const baseUrl = inject("freshBaseUrl");
let browser: Browser;
let ownerContext: BrowserContext;
let vipContext: BrowserContext;
let premiumContext: BrowserContext;
let ownerPage: Page;
let vipPage: Page;
let premiumPage: Page;
let clipDir: string;
let clip: string;
let reelClips: string[];
let profilePath: string;
let creatorProfileId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ownerContext = await newContext(browser, baseUrl);
  vipContext = await newContext(browser, baseUrl);
  premiumContext = await newContext(browser, baseUrl);
  ownerPage = await ownerContext.newPage();
  vipPage = await vipContext.newPage();
  premiumPage = await premiumContext.newPage();
  // Five seconds of 2160p with a tone: the ladder's 360–1080 first, then its 4K rung.
  clipDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-e2e-video-"));
  clip = await makeClip(clipDir, "pixel-zoomies.mp4", { width: 3840, height: 2160, seconds: 5, audio: true, faststart: true });
  // Two portrait reels, as a phone films them.
  reelClips = [];
  for (const name of ["pixel-reel-1.mp4", "pixel-reel-2.mp4"]) reelClips.push(await makeClip(clipDir, name, { width: 720, height: 1280, seconds: 4, audio: true }));
});
afterAll(async () => {
  await browser?.close();
  if (clipDir) fs.rmSync(clipDir, { recursive: true, force: true });
});

/** The screen with the post in view, as its viewer sees it (an open menu stays open: it is not scrolled). */
const shoot = (page: Page, state: string, { fullPage = false, scrollToPost = true, scrollTo = caption } = {}) =>
  shootScreens(page, `video-${state}`, {
    fullPage,
    settleMs: 600,
    prepare: async (page) => {
      if (scrollToPost && (await page.getByRole("menu").count()) === 0) await videoCard(page, scrollTo).evaluate((card) => card.scrollIntoView({ block: "center" }));
    },
  });

/** The video post's card in a feed (or another post's, by its caption). */
function videoCard(page: Page, text = caption): Locator {
  return page.getByRole("main").getByRole("article").filter({ hasText: text });
}

const reelCaptions = ["Pixel's reel: the laser wins", "Pixel's reel: the rematch"] as const;

/** The qualities a menu lists, without their hints ("1080p HD" → "1080p", "Auto 720p" → "Auto"). */
const qualityNames = (texts: string[]) => texts.map((text) => text.match(/^(Auto|4K|\d+p)/)?.[1] ?? text);

/** Presses play on the card and waits until the video has played a second and is still advancing. */
async function playAndWatch(page: Page): Promise<void> {
  const card = videoCard(page);
  await card.getByRole("button", { name: /^Play video: / }).click();
  const video = card.locator("video");
  await expectVisible(video);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).not.toBe(before);
}

describe("a creator publishes a 4K video", () => {
  it("becomes a PawPal with Premium and VIP tiers", async () => {
    await signIn(ownerPage, owner);
    ({ profilePath, creatorProfileId } = await becomePawPal(ownerPage, pet));

    await ownerPage.goto("/manage-subscription-tiers");
    for (const template of ["Premium", "VIP"] as const) {
      await ownerPage.getByRole("button", { name: `Start from ${template}` }).click();
      await ownerPage.getByRole("button", { name: "Create Tier" }).click();
      await expectToast(ownerPage, "Tier created!");
    }
  });

  it("uploads the clip for Premium and up, and sees it processing, then ready with its poster and duration", async () => {
    await ownerPage.goto("/create-post");
    await choose(ownerPage, ownerPage, "Media type", "Video");
    await ownerPage.getByLabel("Caption").fill(caption);
    await ownerPage.getByLabel("Video upload").setInputFiles(clip);
    await expectToast(ownerPage, "Upload successful");
    await ownerPage.getByRole("radio", { name: "Premium and up" }).check();
    await ownerPage.getByRole("button", { name: "Publish Post" }).click();
    await expectToast(ownerPage, "Post created!");
    await expectPath(ownerPage, "/creator-dashboard");

    const card = videoCard(ownerPage);
    await expectVisible(card.getByText(VIDEO_PROCESSING_TEXT));
    const progress = card.getByRole("progressbar", { name: "Video processing" });
    await expectVisible(progress);
    const percent = Number(await progress.getAttribute("aria-valuenow"));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    await shoot(ownerPage, "processing");

    // The dashboard reads the feed again every few seconds while the video is processing: no reload.
    const play = card.getByRole("button", { name: /^Play video: .*\(0:05\)$/ });
    await expectVisible(play, 120_000);
    await expectHidden(card.getByText(VIDEO_PROCESSING_TEXT));
    await expectVisible(card.getByText("0:05", { exact: true }));
    // The poster is the pipeline's frame.
    await expect.poll(() => card.locator("img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(ownerPage, "ready");
  }, 180_000);

  it("publishes two reels for everyone", async () => {
    for (const [i, reelCaption] of reelCaptions.entries()) {
      await ownerPage.goto("/create-post");
      await choose(ownerPage, ownerPage, "Media type", "Reel");
      await ownerPage.getByLabel("Caption").fill(reelCaption);
      await ownerPage.getByLabel("Reel upload").setInputFiles(reelClips[i]!);
      await expectToast(ownerPage, "Upload successful");
      await ownerPage.getByRole("button", { name: "Publish Post" }).click();
      await expectToast(ownerPage, "Post created!");
      await expectPath(ownerPage, "/creator-dashboard");
    }
    for (const reelCaption of reelCaptions) {
      await expectVisible(videoCard(ownerPage, reelCaption).getByRole("button", { name: /^Play reel: .*\(0:04\)$/ }), 120_000);
    }
  }, 180_000);
});

describe("fans play it at the qualities their tier pays for", () => {
  let tiers: TierView[];

  beforeAll(async () => {
    tiers = (await (await ownerContext.request.get(`/api/subscription-tiers/creator/${creatorProfileId}`)).json()) as TierView[];
  });
  const tierId = (name: string) => tiers.find((tier) => tier.name === name)!.id;

  it("a VIP fan plays it, and has 4K in the quality menu", async () => {
    await signIn(vipPage, vipFan);
    await subscribeAndPay(vipContext.request, creatorProfileId, tierId("VIP"));
    await vipPage.goto(profilePath);
    await playAndWatch(vipPage);

    // The 4K rung follows the watchable ones in a later job: once made, the fan's menu lists it.
    const card = videoCard(vipPage);
    await expect
      .poll(
        async () => {
          await card.getByRole("button", { name: /^Quality: / }).click();
          const has4k = await vipPage.getByRole("menuitemradio", { name: /^4K/ }).isVisible();
          if (!has4k) {
            await vipPage.keyboard.press("Escape");
            await vipPage.reload();
            await playAndWatch(vipPage);
          }
          return has4k;
        },
        { timeout: 150_000, interval: 3_000 },
      )
      .toBe(true);
    const menu = vipPage.getByRole("menu");
    expect(qualityNames(await menu.getByRole("menuitemradio").allInnerTexts())).toEqual(["Auto", "4K", "1080p", "720p", "360p"]);
    expect(await menu.getByRole("menuitemradio", { name: /^4K/ }).getAttribute("aria-disabled")).toBeNull();
    await expectHidden(menu.getByText(/is a VIP benefit$/));
    await shoot(vipPage, "vip-quality-menu");

    // Choosing 4K keeps it playing.
    await menu.getByRole("menuitemradio", { name: /^4K/ }).click();
    await expectVisible(card.getByRole("button", { name: "Quality: 4K" }));
    const video = card.locator("video");
    const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended || v.currentTime > at), { timeout: 20_000 }).toBe(true);
  }, 240_000);

  it("a Premium fan plays it up to 1080p, with 4K greyed as a VIP benefit and an Upgrade", async () => {
    await signIn(premiumPage, premiumFan);
    await subscribeAndPay(premiumContext.request, creatorProfileId, tierId("Premium"));
    await premiumPage.goto(profilePath);
    await playAndWatch(premiumPage);

    const card = videoCard(premiumPage);
    await card.getByRole("button", { name: /^Quality: / }).click();
    const menu = premiumPage.getByRole("menu");
    expect(qualityNames(await menu.getByRole("menuitemradio").allInnerTexts())).toEqual(["Auto", "1080p", "720p", "360p"]);
    const locked4k = menu.getByRole("menuitem", { name: /^4K/ });
    await expectVisible(locked4k.getByText("4K is a VIP benefit"));
    expect(await locked4k.getAttribute("aria-disabled")).toBe("true");
    await shoot(premiumPage, "premium-quality-menu");

    await menu.getByRole("menuitem", { name: "Upgrade to VIP" }).click();
    const dialog = premiumPage.getByRole("dialog", { name: "Change your tier" });
    await expectVisible(dialog);
    // VIP is the one tier above Premium: offered as it is, with what it adds.
    await expectVisible(dialog.getByRole("region", { name: "What VIP includes" }).getByText("4K video content"));
    await expectVisible(dialog.getByRole("button", { name: "Upgrade to VIP" }));
  }, 120_000);
});

describe("a fan watches reels", () => {
  it("opens a reel in the vertical viewer, where it plays muted, and the arrow key brings the next", async () => {
    await vipPage.goto(profilePath);
    // Newest first: the rematch, then the first reel.
    await videoCard(vipPage, reelCaptions[1]).getByRole("button", { name: /^Play reel: / }).click();
    const viewer = vipPage.getByRole("dialog", { name: "Reels" });
    await expectVisible(viewer);
    const first = viewer.getByRole("region", { name: `Reel 1 of 2: ${reelCaptions[1]}` });
    const second = viewer.getByRole("region", { name: `Reel 2 of 2: ${reelCaptions[0]}` });
    const playing = (region: Locator) => region.locator("video").evaluate((v: HTMLVideoElement) => v.muted && v.currentTime > 0.5);
    await expect.poll(() => playing(first), { timeout: 30_000 }).toBe(true);
    // Only the reel on screen streams.
    expect(await second.locator("video").count()).toBe(0);
    await shoot(vipPage, "reels", { scrollToPost: false });

    await vipPage.keyboard.press("ArrowDown");
    await expect.poll(() => second.locator("video").count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => playing(second), { timeout: 30_000 }).toBe(true);
    expect(await first.locator("video").count()).toBe(0);

    await vipPage.keyboard.press("Escape");
    await expectHidden(viewer);
  }, 120_000);
});

describe("a creator replaces a file that could not be used", () => {
  const brokenCaption = "Pixel's lost tape";

  it("is told why the truncated clip failed, and replaces it from the post's edit dialog until it plays", async () => {
    // The first 20 KB of a clip: an MP4 nobody can decode.
    const broken = path.join(clipDir, "pixel-lost-tape.mp4");
    fs.writeFileSync(broken, fs.readFileSync(reelClips[0]!).subarray(0, 20_000));
    await ownerPage.goto("/create-post");
    await choose(ownerPage, ownerPage, "Media type", "Video");
    await ownerPage.getByLabel("Caption").fill(brokenCaption);
    await ownerPage.getByLabel("Video upload").setInputFiles(broken);
    await expectToast(ownerPage, "Upload successful");
    await ownerPage.getByRole("button", { name: "Publish Post" }).click();
    await expectToast(ownerPage, "Post created!");
    await expectPath(ownerPage, "/creator-dashboard");

    const card = videoCard(ownerPage, brokenCaption);
    await expectVisible(card.getByText("This video could not be processed"), 120_000);
    await shoot(ownerPage, "failed", { scrollTo: brokenCaption });

    await card.getByRole("button", { name: "Replace file" }).click();
    const dialog = ownerPage.getByRole("dialog", { name: "Edit post" });
    await expectVisible(dialog.getByText("Choose another file for this post, then save."));
    await dialog.getByLabel("Video upload").setInputFiles(reelClips[1]!);
    await expectToast(ownerPage, "Upload successful");
    await shoot(ownerPage, "replace-file", { scrollToPost: false });
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expectToast(ownerPage, "Post updated");
    await expectHidden(dialog);

    // The new file is processed like a new post's, then plays.
    await expectVisible(card.getByRole("button", { name: /^Play video: .*\(0:04\)$/ }), 120_000);
  }, 300_000);
});
