/**
 * A live's replay (the save-live-replay job, sent when a live with "Save replay"
 * on ends): its highest rendition's recording, as stored during the live, is
 * joined into one MP4 (no re-encoding) and stored as an upload of its creator;
 * then a video post with the live's title and audience is made from it, linked
 * from the live (replayPostId), and the upload goes through the video pipeline
 * like any other (server/video: the transcode job makes its ladder and tells the
 * fans once it is watchable).
 *
 * Idempotent: a live that has its replay post is skipped; the post and the link
 * are written in one transaction.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, isNull } from "drizzle-orm";
import { creatorProfiles, liveSessions, mediaObjects, posts } from "../db/schema";
import { resolveBinaries } from "../video/binaries";
import { runChecked } from "../video/child-process";
import { attachPostVideo } from "../video/posts";
import { completePlaylist, liveFolder } from "./hls";
import type { LiveIngestDeps } from "./ingest";

export async function saveLiveReplay(deps: LiveIngestDeps, liveSessionId: string): Promise<string | null> {
  const { db, storage, jobs } = deps;
  const [found] = await db
    .select({ live: liveSessions, ownerId: creatorProfiles.userId })
    .from(liveSessions)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, liveSessions.creatorProfileId))
    .where(eq(liveSessions.id, liveSessionId))
    .limit(1);
  if (!found || found.live.status !== "ended" || !found.live.saveReplay || found.live.replayPostId) return found?.live.replayPostId ?? null;
  const { live, ownerId } = found;

  const work = path.join(os.tmpdir(), "pawfans-replay", liveSessionId);
  await fsp.rm(work, { recursive: true, force: true });
  await fsp.mkdir(work, { recursive: true });
  try {
    const recording = await downloadRecording(deps, liveSessionId, work);
    if (!recording) return null;
    const output = path.join(work, "replay.mp4");
    const { ffmpeg } = await resolveBinaries(deps.config.video);
    await runChecked(ffmpeg.path, ["-v", "error", "-y", "-i", recording, "-c", "copy", "-bsf:a", "aac_adtstoasc", "-movflags", "+faststart", output]);
    const objectPath = `uploads/${ownerId}/${crypto.randomUUID()}`;
    const stored = await storage.writeObjectStream(objectPath, fs.createReadStream(output), "video/mp4");

    return await db.transaction(async (tx) => {
      const [post] = await tx
        .insert(posts)
        .values({
          creatorProfileId: live.creatorProfileId,
          caption: live.title,
          mediaUrl: `/objects/${objectPath}`,
          mediaType: "video",
          thumbnailUrl: live.thumbnailUrl,
          audienceKind: live.audienceKind,
          audienceMinTierId: live.audienceMinTierId,
          isPremium: live.audienceKind !== "public",
          videoReady: false,
        })
        .returning({ id: posts.id });
      const premium = live.audienceKind !== "public";
      await tx.insert(mediaObjects).values({
        objectPath,
        ownerId,
        visibility: premium ? "subscribers" : "public",
        creatorProfileId: premium ? live.creatorProfileId : null,
        postId: premium ? post!.id : null,
        contentType: "video/mp4",
        size: stored.size,
        etag: stored.etag,
      });
      const [linked] = await tx
        .update(liveSessions)
        .set({ replayPostId: post!.id })
        .where(and(eq(liveSessions.id, liveSessionId), isNull(liveSessions.replayPostId)))
        .returning({ id: liveSessions.id });
      // Another run linked one first: this one's post is not made (its file goes with the clean-up of unattached uploads).
      if (!linked) tx.rollback();
      await attachPostVideo(tx, jobs, post!.id, objectPath);
      return post!.id;
    });
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** The highest rendition's stored playlist and segments, copied into `work`; null when nothing was recorded. */
async function downloadRecording(deps: LiveIngestDeps, liveSessionId: string, work: string): Promise<string | null> {
  const { storage } = deps;
  for (const quality of [720, 360]) {
    const prefix = `${liveFolder(liveSessionId)}/${quality}`;
    if (!(await storage.stat(`${prefix}/index.m3u8`))) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.openRead(`${prefix}/index.m3u8`)) as AsyncIterable<Buffer>) chunks.push(chunk);
    const { playlist, segments } = completePlaylist(Buffer.concat(chunks).toString("utf8"));
    if (segments.length === 0) return null;
    for (const name of segments) await pipeline(await storage.openRead(`${prefix}/${name}`), fs.createWriteStream(path.join(work, name)));
    const file = path.join(work, "index.m3u8");
    await fsp.writeFile(file, playlist.includes("#EXT-X-ENDLIST") ? playlist : `${playlist}#EXT-X-ENDLIST\n`);
    return file;
  }
  return null;
}
