/**
 * Going live from OBS or any RTMP encoder: ffmpeg pushing to
 * rtmp://host:RTMP_PORT/live with the live's stream key makes a live playlist
 * whose segments decode; a wrong key, the key of a live that is not live and
 * the key of a live another instance ingests are refused before anything is
 * ingested.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveIngestView } from "@shared/live";
import type { User } from "../db/schema";
import { freePort, startTestApp, type TestApp } from "../test/harness";
import { buildLiveCreator } from "../test/live";
import { streamsOf, testBinaries, testBinariesEnv } from "../video/test-clips";
import { liveIngestsOf } from "./ingest";
import { listenRtmpIngest, RTMP_REFUSALS } from "./rtmp-ingest";

let t: TestApp;
let rtmp: Awaited<ReturnType<typeof listenRtmpIngest>>;
let dir: string;
let rtmpPort: number;

beforeAll(async () => {
  rtmpPort = await freePort();
  t = await startTestApp({ ...testBinariesEnv, RTMP_PORT: String(rtmpPort), LIVE_INGEST_TIMEOUT_SECONDS: "60" });
  rtmp = await listenRtmpIngest(t.ctx);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-rtmp-test-"));
}, 60_000);
afterAll(async () => {
  // Lives still held stop their ingest timers and counts before the database closes.
  const ingests = liveIngestsOf(t.ctx);
  for (const id of ingests.heldIds()) await ingests.release(id);
  await rtmp?.close();
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function startLive(): Promise<LiveIngestView & { creator: User }> {
  const of = await buildLiveCreator(t.ctx.db);
  const creator = await t.as(of.creator);
  const scheduled = await creator.post("/api/live-sessions").send({ title: "OBS live", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
  const started = await creator.post(`/api/live-sessions/${scheduled.body.id}/start`);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { ...(started.body as LiveIngestView), creator: of.creator };
}

/** ffmpeg publishing a few seconds of a test pattern and a tone (H.264 and AAC, as OBS sends) to the address. */
function publish(url: string, seconds = 3): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      testBinaries.ffmpeg.path,
      [
        "-v", "error", "-re",
        "-f", "lavfi", "-i", `testsrc=size=320x240:rate=15:duration=${seconds}`,
        "-f", "lavfi", "-i", `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
        "-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-pix_fmt", "yuv420p", "-g", "30",
        "-c:a", "aac", "-b:a", "64k", "-shortest",
        "-f", "flv", url,
      ],
      { timeout: 60_000 },
      (error, _stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
    );
  });
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("RTMP ingest (RTMP_PORT)", () => {
  it("ffmpeg publishing with the live's stream key makes a live playlist whose segments decode", async () => {
    const { ingest, live, creator } = await startLive();
    expect(ingest.rtmpUrl).toBe(`rtmp://localhost:${rtmpPort}/live`);
    const pushed = await publish(`rtmp://127.0.0.1:${rtmpPort}/live/${ingest.streamKey}`);
    expect(pushed.code, pushed.stderr).toBe(0);

    const stored = `live/${live.id}/720/index.m3u8`;
    const playlist = await until(
      async () => ((await t.ctx.storage.stat(stored)) ? await readStored(stored) : ""),
      (text) => (text.match(/segment_\d+\.ts/g) ?? []).length >= 1,
    );
    expect(playlist).toContain("#EXT-X-PROGRAM-DATE-TIME:");
    const segment = /segment_\d+\.ts/.exec(playlist)![0];
    const file = path.join(dir, segment);
    fs.writeFileSync(file, Buffer.from(await readStored(`live/${live.id}/720/${segment}`), "latin1"));
    const streams = await streamsOf(file);
    expect(streams.find((s) => s.codec_type === "video")).toMatchObject({ codec_name: "h264", height: 240 });
    expect(streams.find((s) => s.codec_type === "audio")).toMatchObject({ codec_name: "aac" });
    await (await t.as(creator)).post(`/api/live-sessions/${live.id}/end`);
  }, 90_000);

  it("a wrong key, the key of an ended live and the key of a live another instance ingests are refused", async () => {
    const wrong = await publish(`rtmp://127.0.0.1:${rtmpPort}/live/not-a-key`, 1);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain(RTMP_REFUSALS.unknownKey);

    const { ingest, live, creator } = await startLive();
    const wrongApp = await publish(`rtmp://127.0.0.1:${rtmpPort}/other/${ingest.streamKey}`, 1);
    expect(wrongApp.code).not.toBe(0);

    // The instance that started it no longer holds it (as if it were another instance's).
    await liveIngestsOf(t.ctx).release(live.id);
    const elsewhere = await publish(`rtmp://127.0.0.1:${rtmpPort}/live/${ingest.streamKey}`, 1);
    expect(elsewhere.code).not.toBe(0);
    expect(elsewhere.stderr).toContain(RTMP_REFUSALS.elsewhere);

    await (await t.as(creator)).post(`/api/live-sessions/${live.id}/end`);
    const ended = await publish(`rtmp://127.0.0.1:${rtmpPort}/live/${ingest.streamKey}`, 1);
    expect(ended.code).not.toBe(0);
    expect(ended.stderr).toContain(RTMP_REFUSALS.unknownKey);
    // Nothing of the refused pushes was stored after the end.
    expect(await t.ctx.storage.stat(`live/${live.id}/720/index.m3u8`)).toBeNull();
  }, 90_000);
});

async function readStored(objectPath: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await t.ctx.storage.openRead(objectPath)) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("latin1");
}
