/**
 * The video asset records: making one for an uploaded video and sending its
 * transcode job (inside the caller's transaction), and reading one back.
 */
import { eq } from "drizzle-orm";
import { videoAssets, type VideoAsset } from "../db/schema";
import type { DbOrTx } from "../db";
import type { JobQueue } from "../jobs/queue";

/** The watchable stage runs before any waiting 4K stage (pg-boss fetches the higher priority first). */
const WATCHABLE_PRIORITY = 10;
export const UHD_PRIORITY = 0;

/** Where an asset's files live in object storage. */
export function videoFolder(assetId: string): string {
  return `videos/${assetId}`;
}

/**
 * Makes the asset of an uploaded video (its media record must exist: it says
 * who may see it) and sends its transcode job, inside the caller's transaction
 * so the job exists exactly when the write does. A file already made an asset
 * keeps it and sends nothing (a replaced file is a new object path). Answers the asset.
 */
export async function enqueueTranscode(tx: DbOrTx, jobs: JobQueue, sourceObjectPath: string): Promise<VideoAsset> {
  const [created] = await tx.insert(videoAssets).values({ sourceObjectPath }).onConflictDoNothing().returning();
  if (!created) return (await videoAssetOfSource(tx, sourceObjectPath))!;
  await jobs.send(tx, "transcode-video", { assetId: created.id, stage: "watchable" }, { priority: WATCHABLE_PRIORITY });
  return created;
}

export async function videoAsset(db: DbOrTx, assetId: string): Promise<VideoAsset | null> {
  const [row] = await db.select().from(videoAssets).where(eq(videoAssets.id, assetId)).limit(1);
  return row ?? null;
}

/** The asset of an uploaded file ("uploads/<ownerId>/<uuid>", a post's media), or null before it has one. */
export async function videoAssetOfSource(db: DbOrTx, sourceObjectPath: string): Promise<VideoAsset | null> {
  const [row] = await db.select().from(videoAssets).where(eq(videoAssets.sourceObjectPath, sourceObjectPath)).limit(1);
  return row ?? null;
}

/**
 * Every object an asset stored (master, variant playlists, segments, poster),
 * for the delete-stored-objects job: the poster's WebP variants go with it there.
 */
export function videoObjectPaths(asset: Pick<VideoAsset, "masterPath" | "posterPath" | "renditions">): string[] {
  const paths = asset.renditions.flatMap((r) => [...r.segmentPaths, r.playlistPath]);
  if (asset.masterPath) paths.push(asset.masterPath);
  if (asset.posterPath) paths.push(asset.posterPath);
  return paths;
}
