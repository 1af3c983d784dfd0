/**
 * The player starts low and climbs: a signed-out visitor plays a public 720p
 * video on a desktop with a sharp screen (the card drawn large enough that the
 * player may show 720p); the first rendition it plays is the lowest, 360p (a first
 * frame soon on any connection), and once the first segments show the connection
 * is fast, it switches up to 720p while the video plays, with no press.
 *
 * The clip is made by ffmpeg here: 16 s of 720p with light noise (four 4-second
 * segments, large enough that hls.js measures a fast connection), published
 * through the API as the create-post page does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import type { CreatorProfileView, PostView, UploadTicket } from "@shared/api-types";
import { testBinaries } from "../server/video/test-clips";
import { postAs, signedInApi } from "./support/api-people";
import { DESKTOP, launchBrowser, newContext } from "./support/browser";
import { person } from "./support/people";

const owner = person("video-climb", "Cleo", "Hart");
const caption = "Biscuit climbs the stairs";
const baseUrl = inject("freshBaseUrl");

let browser: Browser;
let context: BrowserContext;
let page: Page;
let ownerApi: APIRequestContext;
let clipDir: string;
let profilePath: string;

/** 16 s of 720p with a tone and light noise: a test pattern alone compresses to almost nothing. */
async function makeNoisyClip(file: string): Promise<void> {
  await promisify(execFile)(testBinaries.ffmpeg.path, [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=15:duration=16",
    "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=16",
    "-vf", "noise=alls=6:allf=t",
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-b:v", "3M",
    "-c:a", "aac", "-movflags", "+faststart", "-shortest", file,
  ]);
}

/**
 * Notes every label the quality button shows, in order, from the page's first
 * script on ("Quality: Auto", then "Quality: Auto · 360p" once a rendition plays).
 */
const NOTE_QUALITY_LABELS = `(() => {
  window.__qualityLabels = [];
  new MutationObserver(() => {
    const button = document.querySelector('[aria-label^="Quality:"]');
    const label = button && button.getAttribute("aria-label");
    const labels = window.__qualityLabels;
    if (label && labels[labels.length - 1] !== label) labels.push(label);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
})();`;

/** The renditions the player has played, in order ("Quality: Auto · 360p" → 360). */
async function playedRungs(page: Page): Promise<number[]> {
  const labels = await page.evaluate(() => (window as { __qualityLabels?: string[] }).__qualityLabels ?? []);
  return labels.flatMap((label) => {
    const rung = /· (\d+)p$/.exec(label)?.[1];
    return rung ? [Number(rung)] : [];
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A sharp desktop screen: the card's player is over 1280 device pixels wide, so 720p is within its size.
  context = await newContext(browser, baseUrl, { viewport: DESKTOP, deviceScaleFactor: 2 });
  await context.addInitScript(NOTE_QUALITY_LABELS);
  page = await context.newPage();

  clipDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-e2e-video-climb-"));
  const clip = path.join(clipDir, "biscuit-stairs.mp4");
  await makeNoisyClip(clip);
  const bytes = fs.readFileSync(clip);
  ownerApi = await signedInApi(baseUrl, owner);
  const profile = await postAs<CreatorProfileView>(ownerApi, "/api/creator-profile", { petName: "Biscuit", petType: "Dog", bio: "A corgi who takes the stairs." });
  const ticket = await postAs<UploadTicket>(ownerApi, "/api/objects/upload", { contentType: "video/mp4", size: bytes.length, purpose: "video" });
  const put = await ownerApi.put(ticket.uploadURL, { headers: ticket.uploadHeaders, data: bytes });
  if (!put.ok()) throw new Error(`The upload answered ${put.status()}`);
  const post = await postAs<PostView>(ownerApi, "/api/posts", {
    creatorProfileId: profile.id,
    caption,
    mediaUrl: ticket.objectPath,
    mediaType: "video",
    isPremium: false,
  });
  // Watchable once the transcode job has made its ladder (the server's own workers).
  for (const deadline = Date.now() + 180_000; (await context.request.get(`/api/posts/${post.id}/playback`)).status() !== 200; ) {
    if (Date.now() > deadline) throw new Error("The video is not watchable 3 minutes after publishing");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  profilePath = `/profile/${profile.userId}`;
}, 240_000);

afterAll(async () => {
  await ownerApi?.dispose();
  await browser?.close();
  if (clipDir) fs.rmSync(clipDir, { recursive: true, force: true });
});

describe("the player starts at a low rendition and climbs", () => {
  it("plays 360p first, then switches up to 720p on its own while the video plays", async () => {
    await page.goto(profilePath);
    const card = page.getByRole("main").getByRole("article").filter({ hasText: caption });
    await card.getByRole("button", { name: /^Play video: / }).click();
    const video = card.locator("video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);

    // The first rendition it plays is the lowest of the ladder.
    await expect.poll(() => playedRungs(page), { timeout: 10_000 }).not.toEqual([]);
    expect((await playedRungs(page))[0]).toBe(360);
    // Then a higher one, with nobody touching the quality menu (the label still says Auto).
    await expect.poll(async () => Math.max(...(await playedRungs(page))), { timeout: 30_000 }).toBe(720);
    await expect.poll(() => card.getByRole("button", { name: /^Quality: / }).getAttribute("aria-label")).toBe("Quality: Auto · 720p");
  }, 60_000);
});
