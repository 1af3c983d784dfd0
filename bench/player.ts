/**
 * First frame after play on a throttled phone (e2e/support/throttled-phone.ts:
 * Lighthouse's mobile preset, CPU ×4 and Slow 4G): a signed-out visitor opens a
 * creator's profile with a public video post, waits until the page is taken over
 * and its network quiet, taps play, and the bench notes how long after the tap
 * the video presented its first frame (requestVideoFrameCallback; the 'playing'
 * event with currentTime > 0 where that comes first) and which rendition played
 * first (the quality button's "Quality: Auto · 360p"). Each run is a fresh
 * context (empty cache, as a first visit). The page's resource timing splits the
 * time: the playback answer, the player's code (its chunk and hls.js), the master
 * and variant playlists and the first segment, each as "started → done" after the tap.
 *
 * The clip is made by ffmpeg here: 20 s of 1080p with a tone and a little noise
 * (so the encoder cannot squeeze it far below the ladder's caps, as a real
 * pet's video), published through the API as the create-post page does; the
 * built server transcodes it with its own workers.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import type { Browser } from "playwright-core";
import type { CreatorProfileView, PostView, UploadTicket } from "@shared/api-types";
import { postAs, signedInApi } from "../e2e/support/api-people";
import { launchBrowser } from "../e2e/support/browser";
import { waitForQuietNetwork } from "../e2e/support/network";
import { firstPressAt, openThrottled, seenAt, tapAt } from "../e2e/support/throttled-phone";
import { testBinaries } from "../server/video/test-clips";
import type { BenchDatabase } from "./support/databases";
import { startServer } from "./support/server";
import { median } from "./support/stats";

const CLIP_SECONDS = 20;
const FIRST_FRAME_TIMEOUT_MS = 60_000;
const TARGET_MS = 3_000;

/** A 1080p clip with a tone and light noise (a test pattern alone compresses to almost nothing). */
function makeNoisyClip(file: string): Promise<void> {
  const args = [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", `testsrc2=size=1920x1080:rate=30:duration=${CLIP_SECONDS}`,
    "-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${CLIP_SECONDS}`,
    "-vf", "noise=alls=8:allf=t",
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-b:v", "8M",
    "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", "-shortest", file,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(testBinaries.ffmpeg.path, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
    child.once("error", reject);
    child.once("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr}`))));
  });
}

/**
 * Notes, on the page's clock, the first frame any <video> presents and the quality
 * label shown then. (Text, not a function: see NOTE_PRESSES in throttled-phone.ts.)
 */
const NOTE_FIRST_FRAME = `(() => {
  const noteFrame = (at) => {
    if (window.__firstFrameAt !== undefined) return;
    window.__firstFrameAt = at;
    const button = document.querySelector('[aria-label^="Quality:"]');
    window.__firstQuality = button ? button.getAttribute("aria-label") : null;
  };
  document.addEventListener("loadstart", (event) => {
    const video = event.target;
    if (!(video instanceof HTMLVideoElement) || !video.requestVideoFrameCallback) return;
    video.requestVideoFrameCallback((now) => noteFrame(now));
  }, true);
  document.addEventListener("playing", (event) => {
    const video = event.target;
    if (video instanceof HTMLVideoElement && video.currentTime > 0) noteFrame(performance.now());
  }, true);
  document.addEventListener("timeupdate", (event) => {
    const video = event.target;
    if (video instanceof HTMLVideoElement && video.currentTime > 0 && !video.requestVideoFrameCallback) noteFrame(performance.now());
  }, true);
})();`;

interface Phase {
  started: number;
  done: number;
  bytes: number;
}

interface PlayRun {
  firstFrameMs?: number;
  /** The rendition shown at the first frame ("360p"), and the highest reached by the end of the run. */
  firstQuality?: string;
  phases: Record<string, Phase | undefined>;
}

const PHASES = ["playback answer", "player code", "master playlist", "variant playlist", "first segment"] as const;

async function playRun(browser: Browser, baseUrl: string, profilePath: string, playName: RegExp): Promise<PlayRun> {
  const opened = await openThrottled(browser, baseUrl, profilePath);
  const { page } = opened;
  try {
    await page.addInitScript(NOTE_FIRST_FRAME);
    await page.evaluate(NOTE_FIRST_FRAME);
    const play = page.getByRole("button", { name: playName });
    await play.waitFor();
    await play.evaluate((button) => button.scrollIntoView({ block: "center" }));
    await opened.takenOverAt;
    await waitForQuietNetwork(page, 1_000, 60_000);
    // Whatever the page asked for so far is not the player's.
    const before = await page.evaluate(() => performance.getEntriesByType("resource").length);
    await tapAt(play, 0);
    const tappedAt = await firstPressAt(page);
    const shownAt = await seenAt(page, () => (window as { __firstFrameAt?: number }).__firstFrameAt !== undefined, FIRST_FRAME_TIMEOUT_MS);
    const noted = await page.evaluate(() => {
      const w = window as { __firstFrameAt?: number; __firstQuality?: string | null };
      return { at: w.__firstFrameAt, quality: w.__firstQuality ?? undefined };
    });
    const entries = await page.evaluate(
      (skip) =>
        performance
          .getEntriesByType("resource")
          .slice(skip)
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return { name: r.name, started: r.startTime, done: r.responseEnd, bytes: r.encodedBodySize || r.transferSize };
          }),
      before,
    );
    // BENCH_PLAYER_TRACE=1: every request after the tap, in order.
    if (process.env.BENCH_PLAYER_TRACE) {
      for (const e of entries) console.log(`    ${Math.round(e.started - tappedAt)} → ${Math.round(e.done - tappedAt)} ms  ${bytesOf(e.bytes)}  ${new URL(e.name).pathname.slice(-60)}`);
    }
    const after = (entry: { started: number; done: number; bytes: number } | undefined): Phase | undefined =>
      entry && { started: entry.started - tappedAt, done: entry.done - tappedAt, bytes: entry.bytes };
    const scripts = entries.filter((e) => /\/assets\/.*\.js(\?|$)/.test(e.name));
    const code: Phase | undefined = scripts.length
      ? {
          started: Math.min(...scripts.map((s) => s.started)) - tappedAt,
          done: Math.max(...scripts.map((s) => s.done)) - tappedAt,
          bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
        }
      : undefined;
    return {
      firstFrameMs: shownAt === undefined || noted.at === undefined ? undefined : noted.at - tappedAt,
      // The first segment's rung, from its address (…/<quality>/segment_000.ts); the label where it said one.
      firstQuality:
        entries.find((e) => /\.ts(\?|$)/.test(e.name))?.name.match(/\/(\d+)\/[^/]+\.ts/)?.[1]?.concat("p") ?? noted.quality?.match(/(\d+p|4K)$/)?.[1],
      phases: {
        "playback answer": after(entries.find((e) => e.name.includes("/playback"))),
        "player code": code,
        "master playlist": after(entries.find((e) => e.name.includes("/master.m3u8"))),
        "variant playlist": after(entries.find((e) => e.name.includes("/index.m3u8"))),
        "first segment": after(entries.find((e) => /\.ts(\?|$)/.test(e.name))),
      },
    };
  } finally {
    await opened.close();
  }
}

/** Small answers of no-store addresses report no body size in resource timing. */
const bytesOf = (bytes: number) => (bytes >= 1024 ? `${Math.round(bytes / 1024)} kB` : bytes > 0 ? `${Math.round(bytes)} B` : "–");

const ms = (values: number[]) => `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

export async function benchPlayer(database: BenchDatabase, runs: number): Promise<string> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-bench-player-"));
  const server = await startServer({ ...database.env, DATA_DIR: path.join(work, "data") });
  let browser: Browser | undefined;
  const api = await signedInApi(server.baseUrl, { email: "ivy.player@bench.test", firstName: "Ivy", lastName: "Player" });
  try {
    console.log("player: making and publishing the clip");
    const clip = path.join(work, "zoomies.mp4");
    await makeNoisyClip(clip);
    const bytes = fs.readFileSync(clip);
    const profile = await postAs<CreatorProfileView>(api, "/api/creator-profile", { petName: "Zoomie", petType: "Dog", bio: "A dog who films himself." });
    const ticket = await postAs<UploadTicket>(api, "/api/objects/upload", { contentType: "video/mp4", size: bytes.length, purpose: "video" });
    const put = await api.put(ticket.uploadURL, { headers: ticket.uploadHeaders, data: bytes });
    if (!put.ok()) throw new Error(`The upload answered ${put.status()}`);
    const caption = "Zoomies on the lawn";
    const post = await postAs<PostView>(api, "/api/posts", {
      creatorProfileId: profile.id,
      caption,
      mediaUrl: ticket.objectPath,
      mediaType: "video",
      isPremium: false,
    });
    const published = performance.now();
    for (;;) {
      const res = await fetch(`${server.baseUrl}/api/posts/${post.id}/playback`);
      if (res.ok) break;
      if (performance.now() - published > 600_000) throw new Error(`The video is not watchable after 10 minutes (${res.status})`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
    console.log(`player: watchable ${((performance.now() - published) / 1000).toFixed(0)} s after publishing`);
    const me = (await (await api.get("/api/auth/user")).json()) as { id: string };
    const profilePath = `/profile/${me.id}`;

    browser = await launchBrowser();
    const results: PlayRun[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await playRun(browser, server.baseUrl, profilePath, /^Play video: /);
      console.log(
        `  run ${run + 1}: first frame ${result.firstFrameMs === undefined ? "lost" : `${Math.round(result.firstFrameMs)} ms`} at ${result.firstQuality ?? "?"}; ` +
          PHASES.map((p) => {
            const phase = result.phases[p];
            return `${p} ${phase ? `${Math.round(phase.started)}→${Math.round(phase.done)} ms` : "-"}`;
          }).join(", "),
      );
      results.push(result);
    }

    const framed = results.map((r) => r.firstFrameMs).filter((v): v is number => v !== undefined);
    const lost = results.length - framed.length;
    const lines = [
      `### First frame after play on a throttled phone (CPU ×4, Slow 4G; signed-out visitor, ${CLIP_SECONDS} s 1080p clip; median (min–max) of ${runs} fresh contexts)`,
      "",
      `First frame after the tap: **${framed.length ? ms(framed) : "lost"}**${lost ? `, lost ${lost}/${runs}` : ""} (target ≤ ${TARGET_MS} ms); first rendition: ${[...new Set(results.map((r) => r.firstQuality ?? "?"))].join(", ")}.`,
      "",
      "| after the tap | started | done | bytes |",
      "|---|---|---|---|",
    ];
    for (const p of PHASES) {
      const phases = results.map((r) => r.phases[p]).filter((v): v is Phase => v !== undefined);
      if (!phases.length) {
        lines.push(`| ${p} | – | – | – |`);
        continue;
      }
      lines.push(`| ${p} | ${ms(phases.map((x) => x.started))} | ${ms(phases.map((x) => x.done))} | ${bytesOf(median(phases.map((x) => x.bytes)))} |`);
    }
    return lines.join("\n");
  } finally {
    await api.dispose();
    await browser?.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
