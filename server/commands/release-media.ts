/**
 * Letting go of uploaded files once what used them is deleted (a post, a
 * listing, an account), inside the caller's transaction and after its rows are
 * gone: each media record nothing refers to any more is deleted, and one job,
 * sent in the same transaction, deletes the stored files (and image variants)
 * after it commits. No storage call runs inside the transaction, and a rolled
 * back deletion leaves every file in place.
 *
 * A released video takes its whole HLS ladder and poster with it (server/video).
 *
 * A record still named by a post, a profile, a person's picture, a listing, a
 * tip or an article is kept: the same upload may serve two posts of the same
 * rule (commands/media.ts), and a staff member's article images outlive their
 * account.
 */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db";
import type { JobQueue } from "../jobs/queue";
import type { VideoRendition } from "../db/schema";
import { isValidObjectPath, objectUrlPath } from "../storage/object-path";
import { videoObjectPaths } from "../video/assets";

/** Paths per deletion job, so a large account's files make several small jobs. */
const PATHS_PER_JOB = 200;
const UPLOADS_URL_PREFIX = objectUrlPath("");

/** The object path a stored reference names ("/objects/<path>"), or null for an address elsewhere. */
export function storedObjectPath(reference: string | null | undefined): string | null {
  if (!reference?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const objectPath = reference.slice(UPLOADS_URL_PREFIX.length);
  return isValidObjectPath(objectPath) ? objectPath : null;
}

/** Releases the uploads these references name (others are ignored); answers the object paths let go of. */
export async function releaseMedia(tx: DbOrTx, jobs: JobQueue, references: (string | null | undefined)[]): Promise<string[]> {
  const objectPaths = [...new Set(references.map(storedObjectPath).filter((path): path is string => path !== null))];
  if (objectPaths.length === 0) return [];
  return releaseWhere(
    tx,
    jobs,
    sql`m.object_path in (${sql.join(
      objectPaths.map((path) => sql`${path}`),
      sql`, `,
    )})`,
  );
}

/**
 * Releases every upload of a person (a deleted account), recorded or not: their
 * media records nothing refers to any more, and the upload tickets of files
 * never put to use. Answers the object paths let go of.
 */
export async function releaseMediaOf(tx: DbOrTx, jobs: JobQueue, ownerId: string): Promise<string[]> {
  const recorded = await deleteUnreferencedRecords(tx, sql`m.owner_id = ${ownerId}`);
  const neverUsed = await tx.execute<{ object_path: string }>(sql`
    delete from upload_tickets t
    where t.owner_id = ${ownerId}
      and not exists (select 1 from media_objects m where m.object_path = t.object_path)
    returning t.object_path`);
  const objectPaths = [...new Set([...recorded, ...neverUsed.rows.map((row) => row.object_path)])];
  await sendDeletionJobs(tx, jobs, objectPaths);
  return objectPaths;
}

async function releaseWhere(tx: DbOrTx, jobs: JobQueue, which: SQL): Promise<string[]> {
  const objectPaths = await deleteUnreferencedRecords(tx, which);
  await sendDeletionJobs(tx, jobs, objectPaths);
  return objectPaths;
}

/**
 * Deletes the records nothing refers to any more; answers their object paths,
 * with, for an uploaded video, every file of its ladder and its poster (whose
 * record goes too): its asset goes with the video's record (ON DELETE CASCADE).
 */
async function deleteUnreferencedRecords(tx: DbOrTx, which: SQL): Promise<string[]> {
  const assets = await tx.execute<{ source_object_path: string; master_path: string | null; poster_path: string | null; renditions: VideoRendition[] }>(sql`
    select v.source_object_path, v.master_path, v.poster_path, v.renditions from video_assets v
    where v.source_object_path in (select m.object_path from media_objects m where ${which})`);
  const released = await deleteRecords(tx, which);
  const videos = assets.rows.filter((asset) => released.includes(asset.source_object_path));
  if (videos.length === 0) return released;
  const posters = videos.flatMap((asset) => (asset.poster_path ? [asset.poster_path] : []));
  if (posters.length > 0) await deleteRecords(tx, sql`m.object_path in (${sql.join(posters.map((path) => sql`${path}`), sql`, `)})`);
  const ladders = videos.flatMap((asset) =>
    videoObjectPaths({ masterPath: asset.master_path, posterPath: asset.poster_path, renditions: asset.renditions }),
  );
  return [...new Set([...released, ...ladders])];
}

async function deleteRecords(tx: DbOrTx, which: SQL): Promise<string[]> {
  const deleted = await tx.execute<{ object_path: string }>(sql`
    delete from media_objects m
    where ${which}
      and not exists (select 1 from posts p where p.media_url = '/objects/' || m.object_path or p.thumbnail_url = '/objects/' || m.object_path)
      and not exists (select 1 from creator_profiles c where c.cover_image_url = '/objects/' || m.object_path or c.avatar_image_url = '/objects/' || m.object_path)
      and not exists (select 1 from users u where u.profile_image_url = '/objects/' || m.object_path)
      and not exists (select 1 from marketplace_items i where i.image_url = '/objects/' || m.object_path)
      and not exists (select 1 from articles a where a.image_url = '/objects/' || m.object_path)
    returning m.object_path`);
  return deleted.rows.map((row) => row.object_path);
}

async function sendDeletionJobs(tx: DbOrTx, jobs: JobQueue, objectPaths: string[]): Promise<void> {
  for (let start = 0; start < objectPaths.length; start += PATHS_PER_JOB) {
    await jobs.send(tx, "delete-stored-objects", { objectPaths: objectPaths.slice(start, start + PATHS_PER_JOB) });
  }
}
