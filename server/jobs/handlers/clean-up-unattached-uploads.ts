/**
 * Deletes uploads that were never attached to anything: an upload URL was handed
 * out, but no media object was ever registered for its path, and the URL expired
 * more than a day ago. The bytes go first (from local disk or the bucket, outside
 * any transaction, with any image variants of the path), then the ticket; a rerun
 * finds the ticket again and retries.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db";
import type { ObjectStorage } from "../../storage";
import { deleteWithVariants } from "../../storage/image-variants";

const UNATTACHED_UPLOAD_GRACE = "1 day";
const BATCH = 200;

export async function cleanUpUnattachedUploads(db: Db, storage: ObjectStorage, now = new Date()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const stale = await db.execute<{ object_path: string; attached: boolean }>(sql`
      select t.object_path, exists (select 1 from media_objects m where m.object_path = t.object_path) as attached
      from upload_tickets t
      where t.expires_at < ${now.toISOString()}::timestamptz - ${UNATTACHED_UPLOAD_GRACE}::interval
      order by t.expires_at
      limit ${BATCH}`);
    if (stale.rows.length === 0) return deleted;
    for (const ticket of stale.rows) {
      if (!ticket.attached) {
        await deleteWithVariants(storage, ticket.object_path);
        deleted++;
      }
      await db.execute(sql`delete from upload_tickets where object_path = ${ticket.object_path}`);
    }
    if (stale.rows.length < BATCH) return deleted;
  }
}
