/**
 * The fans' side of a live on a fresh database. A creator offers Basic and VIP;
 * Vic subscribes to VIP, Bea to Basic. The creator goes live with a camera made
 * by ffmpeg (a test pattern and a tone encoded as WebM in real time, as
 * MediaRecorder sends it, pushed over the ingest WebSocket). Vic sees LIVE on the
 * creator's card in Explore, opens the watch page and the video plays on (its
 * currentTime advances); Vic's chat message reaches the creator, who takes down
 * another one; the profile shows "Watch now" and the Lives tab (live now, upcoming
 * with Remind me's calendar file). Bea gets "Live streams are a VIP benefit."
 * with Upgrade. The creator ends the live: Vic reads "This live has ended", and
 * then plays its replay.
 *
 * Screens: `live-watch-<state>-<width>-<theme>.png` (1280 and 375 px, light and dark).
 * The tests run in order and build on each other.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import type { TierView } from "@shared/api-types";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import type { LiveIngestView, LivePlaybackView, LiveSessionView } from "@shared/live";
import { testBinaries } from "../server/video/test-clips";
import { signIn } from "./support/auth";
import { postAs } from "./support/api-people";
import { launchBrowser, newContext } from "./support/browser";
import { becomePawPal } from "./support/creators";
import { expectHidden, expectPath, expectVisible } from "./support/expectations";
import { subscribeAndPay } from "./support/payments";
import { person } from "./support/people";
import { shootScreens } from "./support/screens";

const owner = person("live-watch", "Wren", "Abara");
const vic = person("live-watch", "Vic", "Moreau");
const bea = person("live-watch", "Bea", "Lindqvist");
const pet = { name: "Nimbus", type: "Samoyed", bio: "Nimbus is a fluffy cloud of a dog who sings along to the kettle." };
const title = "Nimbus sings with the kettle";

const baseUrl = inject("freshBaseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];
let ownerPage: Page;
let vicPage: Page;
let beaPage: Page;
let profilePath: string;
let creatorProfileId: string;
let live: LiveSessionView;
let camera: { ffmpeg: ChildProcess; socket: WebSocket } | undefined;
const tiers: Record<"basic" | "vip", string> = { basic: "", vip: "" };

beforeAll(async () => {
  browser = await launchBrowser();
  for (let i = 0; i < 3; i++) {
    const context = await newContext(browser, baseUrl);
    contexts.push(context);
  }
  [ownerPage, vicPage, beaPage] = await Promise.all(contexts.map((context) => context.newPage()));
});
afterAll(async () => {
  stopCamera();
  await browser?.close();
});

const shoot = (page: Page, state: string) => shootScreens(page, `live-watch-${state}`, { settleMs: 400 });

/**
 * The creator's "camera": ffmpeg encodes a test pattern and a tone as WebM (VP8 and
 * Opus, as Chromium's MediaRecorder does) at the pace of real time, and each piece
 * it writes goes over the ingest WebSocket as a binary message, with the creator's
 * session and the site's origin, as the studio page sends it.
 */
async function startCamera(ingest: LiveIngestView["ingest"], seconds: number): Promise<void> {
  const cookies = await contexts[0]!.cookies(baseUrl);
  const socket = new WebSocket(ingest.webSocketUrl.replace(/^wss?:\/\/[^/]+/, baseUrl.replace(/^http/, "ws")), {
    headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "), Origin: baseUrl },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_req, res) => reject(new Error(`ingest refused: HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
  // prettier-ignore
  const ffmpeg = spawn(testBinaries.ffmpeg.path, [
    "-v", "error", "-re",
    "-f", "lavfi", "-i", `testsrc=size=320x240:rate=15:duration=${seconds}`,
    "-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    "-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "300k", "-g", "15",
    "-c:a", "libopus", "-shortest", "-f", "webm", "pipe:1",
  ], { stdio: ["ignore", "pipe", "inherit"] });
  ffmpeg.stdout!.on("data", (chunk: Buffer) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(chunk, { binary: true });
  });
  camera = { ffmpeg, socket };
}

function stopCamera(): void {
  if (!camera) return;
  if (camera.ffmpeg.exitCode === null) camera.ffmpeg.kill("SIGKILL");
  camera.socket.close();
  camera = undefined;
}

/** The segments the live's playlist lists now, read as the creator's player would. */
async function liveSegments(api: APIRequestContext): Promise<number> {
  const playback = await api.get(`/api/live-sessions/${live.id}/playback`);
  if (playback.status() !== 200) return 0;
  const { masterUrl } = (await playback.json()) as LivePlaybackView;
  const master = await (await api.get(masterUrl)).text();
  const variant = master.split("\n").find((line) => line.endsWith(".m3u8"));
  if (!variant) return 0;
  const playlist = await api.get(masterUrl.replace("master.m3u8", variant));
  return playlist.ok() ? ((await playlist.text()).match(/\.ts/g) ?? []).length : 0;
}

const chat = (page: Page) => page.getByRole("region", { name: "Live chat" });
const chatBox = (page: Page) => chat(page).getByRole("textbox", { name: "Chat message" });
const videoTime = (page: Page) => page.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime);

describe("watching a live", () => {
  it("a creator with Basic and VIP tiers goes live; Vic is on VIP, Bea on Basic", async () => {
    await signIn(ownerPage, owner);
    ({ profilePath, creatorProfileId } = await becomePawPal(ownerPage, pet));
    for (const key of ["basic", "vip"] as const) {
      const tier = await postAs<TierView>(ownerPage.request, "/api/subscription-tiers", {
        creatorProfileId,
        name: key === "vip" ? "VIP" : "Basic",
        price: key === "vip" ? "19.99" : "4.99",
        benefits: BENEFIT_TEMPLATES[key],
      });
      tiers[key] = tier.id;
    }
    await signIn(vicPage, vic);
    await subscribeAndPay(vicPage.request, creatorProfileId, tiers.vip);
    await signIn(beaPage, bea);
    await subscribeAndPay(beaPage.request, creatorProfileId, tiers.basic);

    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    live = await postAs<LiveSessionView>(ownerPage.request, "/api/live-sessions", { title, scheduledFor: inHours(1), audience: { kind: "fans" } });
    // Another one later, for the Lives tab's upcoming list.
    await postAs(ownerPage.request, "/api/live-sessions", { title: "Bath time (he hates it)", scheduledFor: inHours(50), audience: { kind: "fans" } });
    const started = await postAs<LiveIngestView>(ownerPage.request, `/api/live-sessions/${live.id}/start`, {});
    await startCamera(started.ingest, 75);
    await expect.poll(() => liveSegments(ownerPage.request), { timeout: 45_000, interval: 1000 }).toBeGreaterThanOrEqual(2);
  });

  it("Vic sees LIVE on the creator's card in Explore and opens the watch page, where the video plays on", async () => {
    await vicPage.goto("/explore");
    const badge = vicPage.getByRole("link", { name: `${pet.name} is live now: watch` });
    await expectVisible(badge);
    await badge.scrollIntoViewIfNeeded();
    await shoot(vicPage, "card");
    await badge.click();
    await expectPath(vicPage, `/live/${live.id}`);
    await expectVisible(vicPage.getByRole("heading", { name: title }));
    await expectVisible(vicPage.getByText("LIVE", { exact: true }));
    await expect.poll(() => videoTime(vicPage), { timeout: 45_000 }).toBeGreaterThan(0.5);
    const before = await videoTime(vicPage);
    await expect.poll(() => videoTime(vicPage), { timeout: 15_000 }).toBeGreaterThan(before + 1);
    // The playlist's reads count Vic as watching.
    await expectVisible(vicPage.getByText(/^[1-9]\d* watching$/), 30_000);
  });

  it("Vic's chat message reaches the creator; the creator takes down another", async () => {
    await ownerPage.goto(`/live/${live.id}`);
    await expectVisible(chat(ownerPage));
    await chatBox(vicPage).fill("Sing it, Nimbus!");
    await chatBox(vicPage).press("Enter");
    const sent = chat(ownerPage).getByRole("listitem").filter({ hasText: "Sing it, Nimbus!" });
    await expectVisible(sent);
    await expectVisible(sent.getByText("VIP", { exact: true }));
    await expectHidden(chat(vicPage).getByText("Sending…"));

    await chatBox(vicPage).fill("first!!!");
    await chatBox(vicPage).press("Enter");
    const unwanted = chat(ownerPage).getByRole("listitem").filter({ hasText: "first!!!" });
    await expectVisible(unwanted);
    await unwanted.hover();
    await unwanted.getByRole("button", { name: "More actions for message by Vic Moreau" }).click();
    await ownerPage.getByRole("menuitem", { name: "Delete message" }).click();
    await expectHidden(chat(vicPage).getByText("first!!!"));
    await expectHidden(unwanted);

    await chatBox(ownerPage).fill("Thanks for watching!");
    await chatBox(ownerPage).press("Enter");
    await expectVisible(chat(vicPage).getByRole("listitem").filter({ hasText: "Thanks for watching!" }).getByText("Creator", { exact: true }));
    await shoot(vicPage, "playing");
  });

  it("the profile says Watch now, and its Lives tab lists the live and the upcoming one with Remind me", async () => {
    await vicPage.goto(profilePath);
    await expectVisible(vicPage.getByRole("link", { name: /Watch now/ }));
    await shoot(vicPage, "profile");
    await vicPage.getByRole("tab", { name: "Lives" }).click();
    await expectVisible(vicPage.getByRole("heading", { name: "Live now" }));
    await expectVisible(vicPage.getByRole("link", { name: "Watch", exact: true }));
    await expectVisible(vicPage.getByText("Bath time (he hates it)"));
    const download = vicPage.waitForEvent("download");
    await vicPage.getByRole("button", { name: "Remind me" }).click();
    const file = await download;
    const text = fs.readFileSync((await file.path())!, "utf8");
    expect(text).toContain("TRIGGER:-PT15M");
    expect(text).toContain("SUMMARY:Nimbus live: Bath time (he hates it)");
    await shoot(vicPage, "lives-tab");
  });

  it("Bea, on Basic, gets the lock with Upgrade", async () => {
    await beaPage.goto(`/live/${live.id}`);
    await expectVisible(beaPage.getByRole("heading", { name: "Live streams are a VIP benefit." }));
    await expectVisible(beaPage.getByRole("button", { name: "Upgrade to VIP" }));
    expect(await beaPage.locator("video").count()).toBe(0);
    expect(await chat(beaPage).count()).toBe(0);
    await shoot(beaPage, "locked");
  });

  it("the creator ends the live: Vic reads that it has ended", async () => {
    await vicPage.goto(`/live/${live.id}`);
    await expectVisible(vicPage.locator("video"));
    await postAs(ownerPage.request, `/api/live-sessions/${live.id}/end`, {});
    stopCamera();
    await expectVisible(vicPage.getByRole("heading", { name: "This live has ended" }), 30_000);
    await expectVisible(chat(vicPage).getByText("The chat has closed."));
    await shoot(vicPage, "ended");
  });

  it("once the replay is a post, the ended live's page plays it", async () => {
    const replay = vicPage.getByRole("button", { name: "Watch the replay" });
    await expectVisible(replay, 120_000);
    // The replay post plays once its transcode has made it watchable.
    const { replayPostId } = (await (await vicPage.request.get(`/api/live-sessions/${live.id}`)).json()) as LiveSessionView;
    await expect.poll(async () => (await vicPage.request.get(`/api/posts/${replayPostId}/playback`)).status(), { timeout: 120_000, interval: 2000 }).toBe(200);
    await replay.click();
    await expect.poll(() => videoTime(vicPage), { timeout: 30_000 }).toBeGreaterThan(0.5);
  }, 300_000);
});
