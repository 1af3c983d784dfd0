/**
 * The pipeline on real clips made by ffmpeg in the test: the ladder for each
 * source size, portrait and rotated sources, sound or none, the 4K stage after
 * the watchable one, refusals with a reason, and a crash then a rerun.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaObjects, videoAssets, type User, type VideoAsset } from "../db/schema";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { enqueueTranscode, UHD_PRIORITY, videoAsset, videoAssetOfSource, videoObjectPaths } from "./assets";
import { DAMAGED_VIDEO, NOT_A_VIDEO } from "./probe";
import { makeClip, streamsOf, testBinaries, testBinariesEnv, type ClipOptions } from "./test-clips";
import { transcodeStage, type TranscodeOptions } from "./transcode";

let app: TestApp;
let owner: User;
let clips: string;
let tempRoot: string;

beforeAll(async () => {
  app = await startTestApp(testBinariesEnv);
  owner = await buildUser(app.ctx.db);
  clips = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-clips-"));
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-transcode-root-"));
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(clips, { recursive: true, force: true });
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

const deps = () => ({ db: app.ctx.db, storage: app.ctx.storage, jobs: app.ctx.jobs, binaries: testBinaries });

/** Stores a file as the owner's uploaded video, as publishing records it, and makes its asset (and job). */
async function uploaded(file: string): Promise<VideoAsset> {
  const objectPath = `uploads/${owner.id}/${crypto.randomUUID()}`;
  const info = await app.ctx.storage.writeObject(objectPath, await fsp.readFile(file), "video/mp4");
  await app.ctx.db.insert(mediaObjects).values({ objectPath, ownerId: owner.id, contentType: "video/mp4", size: info.size, etag: info.etag });
  return enqueueTranscode(app.ctx.db, app.ctx.jobs, objectPath);
}

async function clip(name: string, options: ClipOptions) {
  return makeClip(clips, name, options);
}

async function read(objectPath: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await app.ctx.storage.openRead(objectPath)) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function text(objectPath: string) {
  return (await read(objectPath)).toString("utf8");
}

/** A stored segment, copied out for ffprobe. */
async function segmentStreams(objectPath: string) {
  const file = path.join(clips, `${crypto.randomUUID()}.ts`);
  await fsp.writeFile(file, await read(objectPath));
  return streamsOf(file);
}

async function transcode(asset: VideoAsset, stage: "watchable" | "2160" = "watchable", options: TranscodeOptions = {}) {
  return transcodeStage(deps(), asset.id, stage, { tempRoot, ...options });
}

async function current(asset: VideoAsset): Promise<VideoAsset> {
  return (await videoAsset(app.ctx.db, asset.id))!;
}

describe("a landscape clip with a tone", () => {
  it("becomes watchable: one 360 rendition with H.264 and AAC, the master, its duration and a poster made like any image", async () => {
    const asset = await uploaded(await clip("landscape.mp4", { width: 640, height: 360, seconds: 2, audio: true }));
    expect(asset.status).toBe("processing");
    expect(await app.drainJobs()).toBeGreaterThanOrEqual(1);

    const done = await current(asset);
    expect(done).toMatchObject({ status: "ready", progress: 100, width: 640, height: 360, rotation: 0, hasAudio: true, failureReason: null });
    expect(done.durationSeconds).toBeCloseTo(2, 0);
    expect(done.plannedQualities).toEqual([360]);
    expect(done.renditions.map((r) => [r.quality, r.width, r.height])).toEqual([[360, 640, 360]]);
    expect(done.renditions[0]!.codecs).toBe("avc1.64001f,mp4a.40.2");

    const master = await text(done.masterPath!);
    expect(master).toContain("RESOLUTION=640x360");
    expect(master).toMatch(/^360\/index\.m3u8$/m);
    const playlist = await text(done.renditions[0]!.playlistPath);
    expect(playlist).toContain("#EXT-X-ENDLIST");
    const streams = await segmentStreams(done.renditions[0]!.segmentPaths[0]!);
    expect(streams.map((s) => [s.codec_type, s.codec_name]).sort()).toEqual([
      ["audio", "aac"],
      ["video", "h264"],
    ]);

    const [poster] = await app.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, done.posterPath!));
    expect(poster).toMatchObject({ ownerId: owner.id, visibility: "public", contentType: "image/jpeg", width: 640, height: 360 });
    expect(poster!.variantWidths).toEqual([320, 640]);
    expect(poster!.placeholder).toMatch(/^data:image\//);
    expect((await app.ctx.storage.stat(`${done.posterPath}.w320.webp`))?.contentType).toBe("image/webp");
  });
});

describe("portrait and rotated sources keep their shape", () => {
  it("a 720×1280 reel without sound: 360 and 720 by the short side, no audio track, segments cut at the same marks (1 s, then every 4 s)", async () => {
    const asset = await uploaded(await clip("portrait.mp4", { width: 720, height: 1280, seconds: 9 }));
    expect(await transcode(asset)).toBe("done");

    const done = await current(asset);
    expect(done).toMatchObject({ status: "ready", width: 720, height: 1280, hasAudio: false });
    expect(done.renditions.map((r) => [r.quality, r.width, r.height])).toEqual([
      [360, 360, 640],
      [720, 720, 1280],
    ]);
    expect(done.renditions.map((r) => r.codecs)).toEqual(["avc1.64001f", "avc1.640020"]);
    expect((await segmentStreams(done.renditions[1]!.segmentPaths[0]!)).map((s) => s.codec_type)).toEqual(["video"]);

    // Aligned keyframes: every rendition has the same segments with the same lengths.
    const durations = await Promise.all(done.renditions.map(async (r) => (await text(r.playlistPath)).match(/#EXTINF:[\d.]+/g)));
    // 9 s: 1 s first (all a player waits for before its first frame), then 4 and 4.
    expect(durations[0]!.map((d) => Math.round(Number(d.slice("#EXTINF:".length))))).toEqual([1, 4, 4]);
    expect(durations[1]).toEqual(durations[0]);
    expect(done.renditions.map((r) => r.segmentPaths.length)).toEqual([3, 3]);
  });

  it("a phone clip stored 640×360 with a 90° rotation is upright: 360×640", async () => {
    const asset = await uploaded(await clip("rotated.mp4", { width: 640, height: 360, seconds: 1, audio: true, rotate: 90 }));
    expect(await transcode(asset)).toBe("done");
    const done = await current(asset);
    expect(done).toMatchObject({ status: "ready", width: 360, height: 640, rotation: 90 });
    expect(done.renditions.map((r) => [r.width, r.height])).toEqual([[360, 640]]);
    const video = (await segmentStreams(done.renditions[0]!.segmentPaths[0]!)).find((s) => s.codec_type === "video");
    expect([video?.width, video?.height]).toEqual([360, 640]);
    // The poster is measured by the image job the stage sends, as any uploaded image is.
    await app.drainJobs();
    const [poster] = await app.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, done.posterPath!));
    expect([poster!.width, poster!.height]).toEqual([360, 640]);
  });
});

describe("a 2160p clip", () => {
  it("is watchable with 360, 720 and 1080 first; a later, lower-priority job adds 2160 to the master", async () => {
    const asset = await uploaded(await clip("uhd.mp4", { width: 3840, height: 2160, seconds: 1, fps: 5, audio: true }));
    expect(await transcode(asset)).toBe("done");
    const watchable = await current(asset);
    expect(watchable.status).toBe("ready");
    expect(watchable.plannedQualities).toEqual([360, 720, 1080, 2160]);
    expect(watchable.renditions.map((r) => r.quality)).toEqual([360, 720, 1080]);
    expect((await text(watchable.masterPath!)).match(/^\d+\/index\.m3u8$/gm)).toEqual(["360/index.m3u8", "720/index.m3u8", "1080/index.m3u8"]);

    // The queue holds the watchable job (already done: skipped) and the 2160 job it sent.
    await app.drainJobs();
    const full = await current(asset);
    expect(full.renditions.map((r) => [r.quality, r.width, r.height])).toEqual([
      [360, 640, 360],
      [720, 1280, 720],
      [1080, 1920, 1080],
      [2160, 3840, 2160],
    ]);
    expect(full.renditions[3]!.codecs).toBe("avc1.640034,mp4a.40.2");
    const master = await text(full.masterPath!);
    expect(master.match(/^\d+\/index\.m3u8$/gm)).toEqual(["360/index.m3u8", "720/index.m3u8", "1080/index.m3u8", "2160/index.m3u8"]);
    expect(master).toContain("RESOLUTION=3840x2160");
    expect(full.posterPath).toBe(watchable.posterPath);
    // Done twice is done once.
    expect(await transcode(asset, "2160")).toBe("skipped");

    // Every file it stored is listed for deletion: segments, playlists, master and poster.
    const paths = videoObjectPaths(full);
    expect(paths).toHaveLength(full.renditions.reduce((n, r) => n + r.segmentPaths.length + 1, 0) + 2);
    for (const objectPath of paths) expect(await app.ctx.storage.stat(objectPath)).not.toBeNull();
  });
});

describe("the asset record and the queue", () => {
  it("a file is made an asset once: publishing it again answers the same asset and sends no second job", async () => {
    const asset = await uploaded(await clip("twice.mp4", { width: 640, height: 360, seconds: 1 }));
    const again = await enqueueTranscode(app.ctx.db, app.ctx.jobs, asset.sourceObjectPath);
    expect(again.id).toBe(asset.id);
    expect((await videoAssetOfSource(app.ctx.db, asset.sourceObjectPath))?.id).toBe(asset.id);
    const ran: string[] = [];
    await app.ctx.jobs.drain({ "transcode-video": async ({ assetId }) => void ran.push(assetId) });
    expect(ran.filter((id) => id === asset.id)).toHaveLength(1);
  });

  it("a video's watchable stage runs before another's waiting 4K stage", async () => {
    const waiting = await uploaded(await clip("waiting-4k.mp4", { width: 640, height: 360, seconds: 1 }));
    await app.ctx.jobs.drain({ "transcode-video": async () => {} });
    await app.ctx.jobs.send(app.ctx.db, "transcode-video", { assetId: waiting.id, stage: "2160" }, { priority: UHD_PRIORITY });
    const next = await uploaded(await clip("next.mp4", { width: 640, height: 360, seconds: 1 }));
    const ran: string[] = [];
    await app.ctx.jobs.drain({ "transcode-video": async ({ assetId, stage }) => void ran.push(`${assetId === next.id ? "next" : "waiting"} ${stage}`) });
    expect(ran).toEqual(["next watchable", "waiting 2160"]);
  });
});

describe("files that are not a decodable video are refused with a reason the creator reads", () => {
  it("a text file renamed .mp4", async () => {
    const file = path.join(clips, "notes.mp4");
    await fsp.writeFile(file, "Biscuit's vet appointment is on Tuesday.\n".repeat(100));
    const asset = await uploaded(file);
    await app.drainJobs(); // the job ends: no retry for a file that will never decode
    expect(await current(asset)).toMatchObject({ status: "failed", failureReason: NOT_A_VIDEO, renditions: [], masterPath: null });
  });

  it("a video cut off before its index", async () => {
    const whole = await fsp.readFile(await clip("whole.mp4", { width: 640, height: 360, seconds: 2, audio: true }));
    const file = path.join(clips, "cut.mp4");
    await fsp.writeFile(file, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const asset = await uploaded(file);
    expect(await transcode(asset)).toBe("refused");
    expect(await current(asset)).toMatchObject({ status: "failed", failureReason: DAMAGED_VIDEO });
  });

  it("a streaming-friendly video cut off midway (its index intact)", async () => {
    const whole = await fsp.readFile(await clip("faststart.mp4", { width: 640, height: 360, seconds: 4, audio: true, faststart: true }));
    const file = path.join(clips, "cut-faststart.mp4");
    await fsp.writeFile(file, whole.subarray(0, Math.floor(whole.length * 0.5)));
    const asset = await uploaded(file);
    expect(await transcode(asset)).toBe("refused");
    expect(await current(asset)).toMatchObject({ status: "failed", failureReason: DAMAGED_VIDEO });
  });
});

describe("a crash mid-transcode, then a rerun", () => {
  it("ends with one complete ladder replacing what the first run left, progress recorded on the way", async () => {
    const asset = await uploaded(await clip("crash.mp4", { width: 1280, height: 720, seconds: 4, fps: 20, audio: true }));
    // What a run that died while storing its files would leave: a broken segment and a broken master.
    await app.ctx.storage.writeObject(`videos/${asset.id}/720/segment_000.ts`, Buffer.from("partial"), "video/mp2t");
    await app.ctx.storage.writeObject(`videos/${asset.id}/master.m3u8`, Buffer.from("#EXTM3U\n"), "application/vnd.apple.mpegurl");

    // The child killed once it has reported progress.
    await expect(
      transcode(asset, "watchable", { onSpawn: (child) => child.stdout?.once("data", () => child.kill("SIGKILL")) }),
    ).rejects.toThrow(/killed by SIGKILL/);
    expect((await current(asset)).status).toBe("processing");
    expect(fs.existsSync(path.join(tempRoot, "pawfans-transcode", `${asset.id}-watchable`))).toBe(false);

    const seen = new Set<number>();
    const watching = setInterval(() => {
      void app.ctx.db
        .select({ progress: videoAssets.progress })
        .from(videoAssets)
        .where(eq(videoAssets.id, asset.id))
        .then(([row]) => row && seen.add(row.progress));
    }, 100);
    try {
      expect(await transcode(asset, "watchable", { progressIntervalMs: 0 })).toBe("done");
    } finally {
      clearInterval(watching);
    }
    const done = await current(asset);
    expect(done).toMatchObject({ status: "ready", progress: 100 });
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true);

    expect(done.renditions.map((r) => r.quality)).toEqual([360, 720]);
    expect((await text(done.masterPath!)).match(/^\d+\/index\.m3u8$/gm)).toEqual(["360/index.m3u8", "720/index.m3u8"]);
    for (const rendition of done.renditions) {
      const playlist = await text(rendition.playlistPath);
      expect(playlist.match(/^segment_\d+\.ts$/gm)).toEqual(rendition.segmentPaths.map((p) => path.basename(p)));
      for (const segment of rendition.segmentPaths) expect((await app.ctx.storage.stat(segment))!.size).toBeGreaterThan(1000);
    }
    expect((await segmentStreams(`videos/${asset.id}/720/segment_000.ts`)).map((s) => s.codec_name).sort()).toEqual(["aac", "h264"]);
  });
});
