/**
 * A video or reel post's side of its video asset.
 *
 * A new video post is published with `video_ready` false (only its author and
 * staff receive it) and its upload's transcode job sent in the same
 * transaction. When the watchable stage stores the renditions up to 1080, the
 * same transaction that makes the asset ready makes every post showing that
 * upload watchable: the duration from the probe (whole seconds), the poster as
 * thumbnail when the creator chose none, the poster's media record given the
 * video's own reading rule (so a locked post's teaser is the blurred poster and
 * hiding the post hides it), and the job that tells the fans. A failed asset
 * leaves its posts hidden from fans, with the reason for their creator.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { VideoProcessingView } from "@shared/video";
import { mediaObjects, posts, videoAssets, type VideoAsset } from "../db/schema";
import type { DbOrTx } from "../db";
import type { JobQueue } from "../jobs/queue";
import { objectUrlPath } from "../storage/object-path";
import { enqueueTranscode } from "./assets";

/**
 * Inside publishing's (or an edit's) transaction, once the post and its media
 * record are written: sends the upload's transcode (once per file), and when the
 * file is already watchable (an upload reused in a second post) makes the post
 * watchable at once. The asset's row is locked until the caller commits, so a
 * transcode finishing meanwhile waits and then sees this post.
 */
export async function attachPostVideo(tx: DbOrTx, jobs: JobQueue, postId: string, sourceObjectPath: string): Promise<VideoAsset> {
  const { id } = await enqueueTranscode(tx, jobs, sourceObjectPath);
  const [asset] = await tx.select().from(videoAssets).where(eq(videoAssets.id, id)).for("update");
  if (asset!.status === "ready") await makePostsWatchable(tx, jobs, asset!, postId);
  return asset!;
}

/**
 * In the transaction that makes the asset ready: every post still waiting for
 * this upload (or only `postId`) becomes watchable. Answers the posts' ids.
 */
export async function makePostsWatchable(
  tx: DbOrTx,
  jobs: JobQueue,
  asset: Pick<VideoAsset, "sourceObjectPath" | "durationSeconds" | "posterPath">,
  postId?: string,
): Promise<string[]> {
  const posterUrl = asset.posterPath ? objectUrlPath(asset.posterPath) : null;
  const made = await tx
    .update(posts)
    .set({
      videoReady: true,
      duration: asset.durationSeconds === null ? sql`${posts.duration}` : Math.round(asset.durationSeconds),
      thumbnailUrl: sql`coalesce(${posts.thumbnailUrl}, ${posterUrl})`,
    })
    .where(
      and(
        eq(posts.mediaUrl, objectUrlPath(asset.sourceObjectPath)),
        eq(posts.videoReady, false),
        postId ? eq(posts.id, postId) : undefined,
      ),
    )
    .returning({ id: posts.id });
  if (made.length === 0) return [];
  if (asset.posterPath) await givePosterTheVideosRule(tx, asset.sourceObjectPath, asset.posterPath);
  for (const { id } of made) await jobs.send(tx, "notify-fans-of-post", { postId: id });
  return made.map(({ id }) => id);
}

/**
 * The poster is read exactly as the video is: the video's media record follows
 * its post (an audience edit, moderation hiding it), and the poster takes the
 * record's rule as it stands now.
 */
async function givePosterTheVideosRule(tx: DbOrTx, sourceObjectPath: string, posterPath: string): Promise<void> {
  const [source] = await tx
    .select({ visibility: mediaObjects.visibility, creatorProfileId: mediaObjects.creatorProfileId, postId: mediaObjects.postId })
    .from(mediaObjects)
    .where(eq(mediaObjects.objectPath, sourceObjectPath))
    .limit(1);
  if (!source) return;
  await tx.update(mediaObjects).set(source).where(eq(mediaObjects.objectPath, posterPath));
}

/** The poster paths of the assets of these uploads (for rules that move with a post). */
export async function posterPathsOf(tx: DbOrTx, sourceObjectPaths: string[]): Promise<string[]> {
  if (sourceObjectPaths.length === 0) return [];
  const rows = await tx
    .select({ posterPath: videoAssets.posterPath })
    .from(videoAssets)
    .where(inArray(videoAssets.sourceObjectPath, sourceObjectPaths));
  return rows.flatMap((row) => (row.posterPath ? [row.posterPath] : []));
}

/**
 * Where the videos of these posts stand, for their creator and staff: one query
 * for a page of posts. Posts whose upload has no asset (yet) read as processing.
 */
export async function videoProcessingOf(
  db: DbOrTx,
  waiting: ReadonlyArray<{ id: string; mediaUrl: string | null }>,
): Promise<Map<string, VideoProcessingView>> {
  const views = new Map<string, VideoProcessingView>();
  if (waiting.length === 0) return views;
  const prefix = objectUrlPath("");
  const sources = [
    ...new Set(waiting.flatMap((post) => (post.mediaUrl?.startsWith(prefix) ? [post.mediaUrl.slice(prefix.length)] : []))),
  ];
  const rows =
    sources.length === 0
      ? []
      : await db
          .select({
            sourceObjectPath: videoAssets.sourceObjectPath,
            status: videoAssets.status,
            progress: videoAssets.progress,
            failureReason: videoAssets.failureReason,
          })
          .from(videoAssets)
          .where(inArray(videoAssets.sourceObjectPath, sources));
  const byUrl = new Map(rows.map((row) => [objectUrlPath(row.sourceObjectPath), row]));
  for (const post of waiting) {
    const asset = post.mediaUrl ? byUrl.get(post.mediaUrl) : undefined;
    views.set(post.id, {
      status: asset?.status === "failed" ? "failed" : "processing",
      // A ready asset whose post is still waiting is being made watchable in this very moment.
      progress: asset ? (asset.status === "ready" ? 100 : asset.progress) : 0,
      failureReason: asset?.status === "failed" ? asset.failureReason : null,
    });
  }
  return views;
}
