/**
 * One stage of an uploaded video's transcode (the transcode-video job).
 *
 * The source is streamed from storage to a local temporary file, and ffmpeg
 * writes its renditions to a temporary folder that is then streamed to storage
 * file by file: the app holds chunks, never a file, so its memory stays flat
 * (ffmpeg's own memory is its process's). Why a file rather than a pipe into
 * ffmpeg: a phone's MP4 keeps its index (moov) at the end, which ffmpeg can
 * only reach on a seekable input, and the later 4K stage reads the source again.
 *
 * Idempotent: outputs have fixed object paths, a rerun after a crash (the child
 * killed, the instance gone) makes them again and overwrites whatever the first
 * run left; the master playlist is written after every file it names, and the
 * record last. A file that is not a decodable video ends the job with the asset
 * failed and the reason; anything else throws, and the job is retried.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq, sql } from "drizzle-orm";
import { mediaObjects, videoAssets, type VideoAsset, type VideoRendition } from "../db/schema";
import type { Db } from "../db";
import type { JobQueue } from "../jobs/queue";
import type { ObjectStorage } from "../storage/types";
import { UHD_PRIORITY, videoFolder, videoObjectPaths } from "./assets";
import type { VideoBinaries } from "./binaries";
import { ChildProcessFailed, runChecked } from "./child-process";
import {
  bandwidthOf,
  buildMasterPlaylist,
  codecsOf,
  planLadder,
  posterMoment,
  stageCommand,
  WATCHABLE_MAX_QUALITY,
  type PlannedRendition,
} from "./ladder";
import { makePostsWatchable } from "./posts";
import { DAMAGED_VIDEO, probe, VideoRefused, type VideoProbe } from "./probe";

export type TranscodeStage = "watchable" | "2160";

export interface TranscodeDeps {
  db: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
  binaries: VideoBinaries;
}

export interface TranscodeOptions {
  /** Sees ffmpeg once spawned (tests kill it to play a crash). */
  onSpawn?: (child: ChildProcess) => void;
  /** Where temporary folders go (default: the system's). */
  tempRoot?: string;
  /** How often progress is written at most (default PROGRESS_INTERVAL_MS; tests of a clip done in a second write every report). */
  progressIntervalMs?: number;
}

export type TranscodeOutcome = "done" | "refused" | "skipped";

const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
const SEGMENT_TYPE = "video/mp2t";
/** ffmpeg's words, when it stops with an error, for a source it could not read (not its HLS muxer's "temporary partial files" warning). */
const DECODE_ERROR = /: partial file|Invalid data found when processing|corrupt (?:decoded )?frame|error while decoding/i;
/** Progress is written at most this often (each write is a statement). */
const PROGRESS_INTERVAL_MS = 1000;

export async function transcodeStage(
  deps: TranscodeDeps,
  assetId: string,
  stage: TranscodeStage,
  options: TranscodeOptions = {},
): Promise<TranscodeOutcome> {
  const { db, storage } = deps;
  const asset = await loadAsset(db, assetId);
  // Deleted with its file, refused before, or this stage already stored: nothing to do.
  if (!asset || asset.status === "failed") return "skipped";
  if (stage === "watchable" && asset.status === "ready") return "skipped";
  if (stage === "2160" && (asset.status !== "ready" || asset.renditions.some((r) => r.quality === 2160))) return "skipped";

  const work = path.join(options.tempRoot ?? os.tmpdir(), "pawfans-transcode", `${assetId}-${stage}`);
  // A crashed run's leftovers on this machine go first.
  await fsp.rm(work, { recursive: true, force: true });
  await fsp.mkdir(path.join(work, "out"), { recursive: true });
  try {
    if (!(await storage.stat(asset.sourceObjectPath))) {
      await refuse(db, asset, stage, "The uploaded file is missing. Please upload the video again.");
      return "refused";
    }
    // Read where it is when the store is this machine's disk; else copied here first (ffmpeg seeks in it).
    let sourceFile = storage.localFile?.(asset.sourceObjectPath);
    if (!sourceFile) {
      sourceFile = path.join(work, "source");
      await pipeline(await storage.openRead(asset.sourceObjectPath), fs.createWriteStream(sourceFile));
    }

    let facts: VideoProbe;
    if (stage === "watchable") {
      try {
        facts = await probe(deps.binaries.ffprobe.path, sourceFile);
      } catch (error) {
        if (!(error instanceof VideoRefused)) throw error;
        await fail(db, assetId, error.reason);
        return "refused";
      }
      await db
        .update(videoAssets)
        .set({
          durationSeconds: facts.durationSeconds,
          width: facts.width,
          height: facts.height,
          rotation: facts.rotation,
          hasAudio: facts.hasAudio,
          plannedQualities: planLadder(facts.width, facts.height).map((r) => r.quality),
          progress: 0,
          updatedAt: sql`now()`,
        })
        .where(eq(videoAssets.id, assetId));
    } else {
      facts = recordedFacts(asset);
    }

    const planned = planLadder(facts.width, facts.height).filter((r) =>
      stage === "watchable" ? r.quality <= WATCHABLE_MAX_QUALITY : r.quality === 2160,
    );
    if (planned.length === 0) return "skipped";
    const outputDir = path.join(work, "out");
    const command = stageCommand({
      sourceFile,
      outputDir,
      renditions: planned,
      hasAudio: facts.hasAudio,
      posterAtSeconds: stage === "watchable" ? posterMoment(facts.durationSeconds) : null,
    });

    let lastOutTime = 0;
    let lastWrite = Date.now();
    let writing: Promise<unknown> = Promise.resolve();
    try {
      const result = await runChecked(deps.binaries.ffmpeg.path, command.args, {
        onSpawn: options.onSpawn,
        onProgress: (seconds) => {
          lastOutTime = Math.max(lastOutTime, seconds);
          if (stage !== "watchable" || Date.now() - lastWrite < (options.progressIntervalMs ?? PROGRESS_INTERVAL_MS)) return;
          lastWrite = Date.now();
          const percent = Math.min(99, Math.floor((100 * seconds) / facts.durationSeconds));
          writing = writing.then(() => setProgress(db, assetId, percent)).catch(() => {});
        },
      });
      await writing;
      // A cut-off file whose index survived decodes without an error, just short (a stray bad frame is no reason to refuse).
      if (/: partial file/.test(result.stderrTail) || lastOutTime < facts.durationSeconds * 0.9 - 0.25) {
        await refuse(db, asset, stage, DAMAGED_VIDEO);
        return "refused";
      }
    } catch (error) {
      await writing;
      if (error instanceof ChildProcessFailed && !error.result.signal && DECODE_ERROR.test(error.result.stderrTail)) {
        await refuse(db, asset, stage, DAMAGED_VIDEO);
        return "refused";
      }
      throw error;
    }

    const folder = videoFolder(assetId);
    const stored: VideoRendition[] = [];
    for (const [i, rendition] of planned.entries()) {
      stored.push(await uploadRendition(storage, folder, command.outputFolders[i]!, rendition, facts.hasAudio));
    }
    const posterPath = command.posterFile ? await storePoster(deps, asset, `${folder}/poster.jpg`, command.posterFile) : asset.posterPath;

    const renditions = [...asset.renditions.filter((r) => !stored.some((s) => s.quality === r.quality)), ...stored].toSorted(
      (a, b) => a.quality - b.quality,
    );
    const masterPath = `${folder}/master.m3u8`;
    await storage.writeObject(masterPath, Buffer.from(buildMasterPlaylist(renditions)), PLAYLIST_TYPE);

    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(videoAssets)
        .set({ status: "ready", progress: 100, renditions, masterPath, posterPath, failureReason: null, updatedAt: sql`now()` })
        .where(eq(videoAssets.id, assetId))
        .returning({ id: videoAssets.id });
      if (!updated) {
        // Its post was deleted while it ran (the asset went with the upload's record): what it stored goes too.
        if (posterPath) await tx.delete(mediaObjects).where(eq(mediaObjects.objectPath, posterPath));
        await deps.jobs.send(tx, "delete-stored-objects", { objectPaths: videoObjectPaths({ masterPath, posterPath, renditions }) });
        return "skipped";
      }
      // The poster's WebP variants and placeholder, as an uploaded image's: after the video is watchable, not before.
      if (command.posterFile && posterPath) await deps.jobs.send(tx, "make-image-variants", { objectPaths: [posterPath] });
      // Watchable: its posts reach their fans now (duration, poster, the fans' notification).
      if (stage === "watchable") {
        await makePostsWatchable(tx, deps.jobs, { sourceObjectPath: asset.sourceObjectPath, durationSeconds: facts.durationSeconds, posterPath });
      }
      const fourK = planLadder(facts.width, facts.height).some((r) => r.quality === 2160);
      if (stage === "watchable" && fourK) {
        await deps.jobs.send(tx, "transcode-video", { assetId, stage: "2160" }, { priority: UHD_PRIORITY });
      }
      return "done";
    });
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

async function loadAsset(db: Db, assetId: string): Promise<VideoAsset | null> {
  const [row] = await db.select().from(videoAssets).where(eq(videoAssets.id, assetId)).limit(1);
  return row ?? null;
}

function recordedFacts(asset: VideoAsset): VideoProbe {
  if (asset.durationSeconds === null || asset.width === null || asset.height === null || asset.hasAudio === null) {
    throw new Error(`Video asset ${asset.id} has no probe facts for its 4K stage`);
  }
  return {
    durationSeconds: asset.durationSeconds,
    width: asset.width,
    height: asset.height,
    rotation: asset.rotation ?? 0,
    hasAudio: asset.hasAudio,
    frameRate: 0,
  };
}

/**
 * The watchable stage's refusal fails the asset. The 4K stage's (its source
 * passed the watchable one) leaves the video watchable without 4K.
 */
async function refuse(db: Db, asset: VideoAsset, stage: TranscodeStage, reason: string) {
  if (stage === "watchable") return fail(db, asset.id, reason);
  console.warn(`video ${asset.id}: no 2160 rendition (${reason})`);
  await db
    .update(videoAssets)
    .set({ plannedQualities: asset.renditions.map((r) => r.quality), updatedAt: sql`now()` })
    .where(eq(videoAssets.id, asset.id));
}

/** Shown to the creator when every attempt at the watchable stage ended in an error that was not the file's. */
export const TRANSCODE_GAVE_UP = "We could not process this video. Please upload it again, or try another file.";

/**
 * A stage out of retries (thrown, expired or its worker gone each time): a
 * video still processing fails with a reason for its creator instead of
 * staying "processing" for ever; a watchable video left without its 4K
 * rendition stays watchable without it.
 */
export async function giveUpTranscode(db: Db, assetId: string, stage: TranscodeStage): Promise<void> {
  if (stage === "watchable") {
    await db
      .update(videoAssets)
      .set({ status: "failed", failureReason: TRANSCODE_GAVE_UP, updatedAt: sql`now()` })
      .where(sql`${videoAssets.id} = ${assetId} and ${videoAssets.status} = 'processing'`);
    return;
  }
  const asset = await loadAsset(db, assetId);
  if (asset?.status === "ready" && !asset.renditions.some((r) => r.quality === 2160)) await refuse(db, asset, stage, TRANSCODE_GAVE_UP);
}

async function fail(db: Db, assetId: string, reason: string) {
  await db.update(videoAssets).set({ status: "failed", failureReason: reason, updatedAt: sql`now()` }).where(eq(videoAssets.id, assetId));
}

async function setProgress(db: Db, assetId: string, percent: number) {
  await db
    .update(videoAssets)
    .set({ progress: percent, updatedAt: sql`now()` })
    .where(sql`${videoAssets.id} = ${assetId} and ${videoAssets.status} = 'processing'`);
}

/** Streams a rendition's segments, then its playlist (which names them), to storage. */
/**
 * Segments stored at once: each write to a bucket waits a round trip, and a ladder is a
 * few hundred segments; a few at a time keep the disk and the network busy without
 * opening a file for every segment.
 */
const STORE_CONCURRENCY = 4;

/** `work` on every item, at most `limit` at a time; the answers in the items' order. */
async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function uploadRendition(
  storage: ObjectStorage,
  folder: string,
  localFolder: string,
  rendition: PlannedRendition,
  hasAudio: boolean,
): Promise<VideoRendition> {
  const playlist = await fsp.readFile(path.join(localFolder, "index.m3u8"), "utf8");
  const segments = playlist.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
  const prefix = `${folder}/${rendition.quality}`;
  const segmentPaths = await mapWithConcurrency(segments, STORE_CONCURRENCY, async (segment) => {
    const name = path.basename(segment.trim());
    await storage.writeObjectStream(`${prefix}/${name}`, fs.createReadStream(path.join(localFolder, name)), SEGMENT_TYPE);
    return `${prefix}/${name}`;
  });
  const playlistPath = `${prefix}/index.m3u8`;
  await storage.writeObject(playlistPath, Buffer.from(playlist), PLAYLIST_TYPE);
  return {
    quality: rendition.quality,
    width: rendition.width,
    height: rendition.height,
    bandwidth: bandwidthOf(rendition, hasAudio),
    codecs: codecsOf(rendition, hasAudio),
    playlistPath,
    segmentPaths,
  };
}

/**
 * The poster is an image like any other: a media record with the video's own
 * owner and reading rule; its WebP variants and placeholder come from the image
 * job, sent when the stage ends (a rerun makes them again).
 */
async function storePoster(deps: TranscodeDeps, asset: VideoAsset, posterPath: string, posterFile: string): Promise<string> {
  const { db, storage } = deps;
  const info = await storage.writeObjectStream(posterPath, fs.createReadStream(posterFile), "image/jpeg");
  const [source] = await db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, asset.sourceObjectPath)).limit(1);
  // Its post was deleted while it ran (the asset goes with the upload's record): the stage's end deletes what it stored.
  if (!source) return posterPath;
  const rule = {
    ownerId: source.ownerId,
    visibility: source.visibility,
    creatorProfileId: source.creatorProfileId,
    postId: source.postId,
    contentType: "image/jpeg",
    size: info.size,
    etag: info.etag,
    width: null,
    height: null,
    placeholder: null,
    variantWidths: null,
  };
  await db
    .insert(mediaObjects)
    .values({ objectPath: posterPath, ...rule })
    .onConflictDoUpdate({ target: mediaObjects.objectPath, set: rule });
  return posterPath;
}
