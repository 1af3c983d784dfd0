/**
 * Deletes uploads that were never attached to anything: an upload URL was handed
 * out, but no media object was ever registered for its path, and the URL expired
 * more than UNATTACHED_UPLOAD_GRACE ago (the job runs every 15 minutes, so the
 * file is gone within an hour of the expiry). The grace leaves time to publish
 * what was uploaded just before the URL expired.
 *
 * Each ticket is marked first (files_deleted_at), with its row locked and the
 * media records read again after the lock, so a registration running at the
 * same time either is seen or finds the mark and refuses (commands/media.ts);
 * then the bytes go (from local disk or the bucket, outside any transaction,
 * with any image variants of the path). A deletion that fails takes its mark
 * back, so the job's retry or next run tries again.
 *
 * Tickets are kept a day after their URL expired, attached or not: the upload
 * quota counts every upload URL handed out in the last 24 hours.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db";
import type { ObjectStorage } from "../../storage";
import { deleteWithVariants } from "../../storage/image-variants";

/** With the job every 15 minutes, a file never attached is deleted 45 to 60 minutes after its URL expired. */
const UNATTACHED_UPLOAD_GRACE = "45 minutes";
/** How long a ticket is kept after its URL expired: longer than the upload quota's day. */
const TICKET_KEPT_FOR = "1 day";
const BATCH = 200;

export async function cleanUpUnattachedUploads(db: Db, storage: ObjectStorage, now = new Date()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const objectPaths = await markUnattached(db, now);
    for (const objectPath of objectPaths) {
      try {
        await deleteWithVariants(storage, objectPath);
      } catch (error) {
        const left = objectPaths.slice(objectPaths.indexOf(objectPath));
        await db.execute(sql`update upload_tickets set files_deleted_at = null where object_path in ${pathList(left)}`);
        throw error;
      }
    }
    deleted += objectPaths.length;
    if (objectPaths.length < BATCH) break;
  }
  await db.execute(sql`
    delete from upload_tickets t
    where t.expires_at < ${now.toISOString()}::timestamptz - ${TICKET_KEPT_FOR}::interval
      and t.created_at < ${now.toISOString()}::timestamptz - ${TICKET_KEPT_FOR}::interval
      and (t.files_deleted_at is not null or exists (select 1 from media_objects m where m.object_path = t.object_path))`);
  return deleted;
}

/** Marks a batch of expired tickets whose files were never attached; answers their object paths. */
async function markUnattached(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const candidates = await tx.execute<{ object_path: string }>(sql`
      select t.object_path from upload_tickets t
      where t.files_deleted_at is null
        and t.expires_at < ${now.toISOString()}::timestamptz - ${UNATTACHED_UPLOAD_GRACE}::interval
        and not exists (select 1 from media_objects m where m.object_path = t.object_path)
      order by t.expires_at
      limit ${BATCH}
      for update of t skip locked`);
    if (candidates.rows.length === 0) return [];
    // A statement of its own, after the locks: it sees every registration committed before them.
    const marked = await tx.execute<{ object_path: string }>(sql`
      update upload_tickets t set files_deleted_at = now()
      where t.object_path in ${pathList(candidates.rows.map((row) => row.object_path))}
        and not exists (select 1 from media_objects m where m.object_path = t.object_path)
      returning t.object_path`);
    return marked.rows.map((row) => row.object_path);
  });
}

const pathList = (objectPaths: string[]) =>
  sql`(${sql.join(
    objectPaths.map((path) => sql`${path}`),
    sql`, `,
  )})`;
