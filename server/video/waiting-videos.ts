/**
 * The sweep for video posts waiting for a transcode that was never sent: posts
 * published before videos were transcoded (migration 0024 made them wait), and
 * any whose job was lost. Each upload gets its asset and job once
 * (enqueueTranscode); the transcode then makes its posts watchable.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { mediaObjects, posts, videoAssets } from "../db/schema";
import type { Db } from "../db";
import type { JobQueue } from "../jobs/queue";
import { enqueueTranscode } from "./assets";

/** Uploads sent per transaction. */
const BATCH = 100;

/** Sends every waiting video post's upload to be transcoded; answers how many were sent. */
export async function transcodeWaitingVideos(db: Db, jobs: JobQueue): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const waiting = await tx
        .selectDistinct({ objectPath: mediaObjects.objectPath })
        .from(posts)
        .innerJoin(mediaObjects, eq(posts.mediaUrl, sql`'/objects/' || ${mediaObjects.objectPath}`))
        .leftJoin(videoAssets, eq(videoAssets.sourceObjectPath, mediaObjects.objectPath))
        .where(and(eq(posts.videoReady, false), isNull(videoAssets.id)))
        .limit(BATCH);
      for (const { objectPath } of waiting) await enqueueTranscode(tx, jobs, objectPath);
      return waiting.length;
    });
    sent += batch;
    if (batch < BATCH) return sent;
  }
}
