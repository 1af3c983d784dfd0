/**
 * The creator's side of a live on a fresh database, with Chromium's fake camera
 * and microphone: a PawPal opens "Go Live" from the dashboard, schedules a live
 * (the time in their own zone), opens its studio from the upcoming list, sees the
 * camera's preview and pickers, goes live (MediaRecorder's WebM over the ingest
 * WebSocket), the server's live playlist lists segments, the timer runs and the
 * viewer count follows a viewer; they end it and the replay becomes a video post
 * on their profile. A few seconds of media, so the run stays short.
 *
 * Screens: `live-studio-<state>-<width>-<theme>.png` (1280 and 375 px, light and dark).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import type { LivePlaybackView, LiveSessionView } from "@shared/live";
import { signIn } from "./support/auth";
import { FAKE_CAMERA_ARGS, launchBrowser, newContext } from "./support/browser";
import { becomePawPal } from "./support/creators";
import { expectPath, expectToast, expectVisible } from "./support/expectations";
import { person } from "./support/people";
import { shootScreens } from "./support/screens";

const creator = person("live-studio", "Luna", "Okafor");
const pet = { name: "Comet", type: "Dog", bio: "Comet is a border collie who herds tennis balls and streams it." };
const title = "Comet herds the tennis balls";

const baseUrl = inject("freshBaseUrl");
let browser: Browser;
let context: BrowserContext;
let page: Page;
let profilePath: string;
let liveId: string;

beforeAll(async () => {
  browser = await launchBrowser(FAKE_CAMERA_ARGS);
  context = await newContext(browser, baseUrl);
  await context.grantPermissions(["camera", "microphone"], { origin: baseUrl });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (state: string, { fullPage = true } = {}) =>
  shootScreens(page, `live-studio-${state}`, { fullPage, settleMs: 300, prepare: (page) => page.evaluate(() => window.scrollTo(0, 0)) });

const readLive = async (api: APIRequestContext) => (await (await api.get(`/api/live-sessions/${liveId}`)).json()) as LiveSessionView;

/** The segments the live's first rendition lists now, read as a viewer's player reads them (the creator may watch their own live). */
async function liveSegments(api: APIRequestContext): Promise<string[]> {
  const playback = await api.get(`/api/live-sessions/${liveId}/playback`);
  if (playback.status() !== 200) return [];
  const { masterUrl } = (await playback.json()) as LivePlaybackView;
  const master = await (await api.get(masterUrl)).text();
  const variant = master.split("\n").find((line) => line.endsWith(".m3u8"));
  if (!variant) return [];
  const playlist = await api.get(masterUrl.replace("master.m3u8", variant));
  return playlist.ok() ? ((await playlist.text()).match(/segment_\d+\.ts/g) ?? []) : [];
}

describe("going live from the studio", () => {
  it("a PawPal schedules a live from the dashboard's Go Live", async () => {
    await signIn(page, creator);
    ({ profilePath } = await becomePawPal(page, pet));
    await page.getByRole("main").getByRole("link", { name: "Go Live" }).first().click();
    await expectPath(page, "/creator-dashboard/live");
    await expectVisible(page.getByRole("heading", { name: "Live Streams" }));

    // Nothing typed yet: the shared schema's word for the title.
    await page.getByRole("button", { name: "Schedule live" }).click();
    await expectVisible(page.getByText("Please add a title for your live"));

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Three balls, one collie, no mercy.");
    // The form starts at the next quarter hour an hour ahead, in the browser's own zone.
    const when = await page.getByLabel("Date and time").inputValue();
    expect(new Date(when).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    await expectVisible(page.getByText(/In your time zone \(/));
    await expectVisible(page.getByRole("radio", { name: /All fans/ }));
    await expect.poll(() => page.getByRole("radio", { name: /All fans/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole("switch", { name: "Save replay" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Schedule live" }).click();
    await expectToast(page, "Live scheduled");

    const upcoming = page.getByRole("region", { name: "Upcoming" });
    await expectVisible(upcoming.getByText(title));
    await expectVisible(upcoming.getByRole("button", { name: `Edit ${title}` }));
    await expectVisible(upcoming.getByRole("button", { name: `Cancel ${title}` }));
    // The form is blank again for the next one.
    expect(await page.getByLabel("Title").inputValue()).toBe("");
    await shoot("schedule");
  });

  it("opens the studio: the fake camera's preview and the device pickers", async () => {
    await page.getByRole("link", { name: `Open studio: ${title}` }).click();
    await page.waitForURL(/\/creator-dashboard\/live\/[\da-f-]{36}\/studio$/);
    liveId = /live\/([\da-f-]{36})\/studio/.exec(page.url())![1]!;
    await expectVisible(page.getByRole("heading", { name: title }));
    // The preview plays the camera.
    await expect
      .poll(() => page.getByLabel("Camera preview").evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => page.getByLabel("Camera", { exact: true }).locator("option").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByLabel("Microphone").locator("option").count()).toBeGreaterThan(0);
    await expectVisible(page.getByRole("region", { name: "Live chat" }));
    await shoot("studio");
  });

  it("goes live: the browser's stream becomes the live playlist's segments, the timer runs and a viewer is counted", async () => {
    await page.getByRole("button", { name: "Go live" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Streaming from this browser" }));
    expect((await readLive(page.request)).status).toBe("live");

    // The server's ffmpeg turns the WebM into 2-second segments.
    await expect.poll(async () => (await liveSegments(page.request)).length, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);

    // The timer counts up.
    const timer = page.getByRole("timer", { name: "Time live" });
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await timer.textContent()).toMatch(/^\d+:\d{2}$/);

    // Reading the playlist made the creator a viewer: the count arrives on the live channel.
    await expectVisible(page.getByText("1 watching"), 20_000);
    await shoot("live", { fullPage: false });
  });

  it("ends with a confirm; the replay becomes a video post on the profile", async () => {
    // A few seconds more of media for the replay.
    await expect.poll(async () => (await liveSegments(page.request)).length, { timeout: 20_000, interval: 500 }).toBeGreaterThan(1);
    await page.getByRole("button", { name: "End live" }).click();
    const dialog = page.getByRole("dialog", { name: "End your live?" });
    await expectVisible(dialog.getByText("Your fans stop watching and the replay becomes a video post."));
    await dialog.getByRole("button", { name: "End live" }).click();
    await expectVisible(page.getByRole("heading", { name: "Your live has ended" }));
    expect((await readLive(page.request)).status).toBe("ended");

    // The recording goes through the video pipeline, then the studio links to it.
    await expectVisible(page.getByRole("link", { name: "See the replay" }), 90_000);
    const { replayPostId } = await readLive(page.request);
    expect(replayPostId).toEqual(expect.any(String));
    await shoot("ended");

    // The replay plays on the live's own page.
    await page.getByRole("link", { name: "See the replay" }).click();
    await expectPath(page, `/live/${liveId}`);
    await expectVisible(page.getByRole("main").getByText("Watch the replay"));

    // It is a post on the profile: the feed was read on the dashboard before the replay existed, and shows it all the same.
    await page.goBack();
    await expectVisible(page.getByRole("heading", { name: "Your live has ended" }));
    await page.getByRole("link", { name: "Your lives", exact: true }).click();
    await expectPath(page, "/creator-dashboard/live");
    const past = page.getByRole("region", { name: "Past" });
    await expectVisible(past.getByText(title));
    await expectVisible(past.getByRole("link", { name: `Watch replay: ${title}` }));
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("link", { name: "View profile" }).first().click();
    await expectPath(page, profilePath);
    await expectVisible(page.getByRole("main").getByRole("article").filter({ hasText: title }));

  }, 150_000);
});
