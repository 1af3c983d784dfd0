/**
 * The per-person upload quota (UPLOAD_QUOTA and UPLOAD_QUOTA_GB), checked when
 * an upload URL is asked for:
 *
 * - open upload URLs (unexpired, file not registered);
 * - the bytes of every upload URL handed out in the last 24 hours, used or not,
 *   each at its ticket's size (declared, then real once written), so a file
 *   that is never attached still costs its place in the day;
 * - the bytes a person keeps: their recorded media (posts, pictures, listings)
 *   and the files of uploads never attached that the clean-up job has not yet
 *   deleted.
 *
 * Checked under a per-person transaction lock, in the transaction that records
 * the new ticket, so two requests at once cannot both take the last room.
 */
import { sql } from "drizzle-orm";
import { DAILY_UPLOAD_LIMIT, TOO_MANY_OPEN_UPLOADS, UPLOAD_QUOTA, uploadStorageFull } from "@shared/constants/uploads";
import type { DbOrTx } from "../../db";
import { HttpError } from "../../http/errors";

export async function assertUploadQuota(
  tx: DbOrTx,
  ownerId: string,
  requestedBytes: number,
  storageQuotaBytes: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('upload-quota'), hashtext(${ownerId}))`);
  const result = await tx.execute<{ open_tickets: number; bytes_today: string; bytes_stored: string }>(sql`
    select
      (select count(*)::int from upload_tickets t
        where t.owner_id = ${ownerId} and t.expires_at > now()
          and not exists (select 1 from media_objects m where m.object_path = t.object_path)) as open_tickets,
      (select coalesce(sum(t.size), 0)::bigint from upload_tickets t
        where t.owner_id = ${ownerId} and t.created_at > now() - interval '1 day') as bytes_today,
      (select coalesce(sum(m.size), 0)::bigint from media_objects m where m.owner_id = ${ownerId})
        + (select coalesce(sum(t.size), 0)::bigint from upload_tickets t
            where t.owner_id = ${ownerId} and t.files_deleted_at is null
              and not exists (select 1 from media_objects m where m.object_path = t.object_path)) as bytes_stored`);
  const usage = result.rows[0]!;
  if (usage.open_tickets >= UPLOAD_QUOTA.openTickets) throw new HttpError(429, TOO_MANY_OPEN_UPLOADS);
  if (Number(usage.bytes_today) + requestedBytes > UPLOAD_QUOTA.bytesPerDay) throw new HttpError(429, DAILY_UPLOAD_LIMIT);
  if (Number(usage.bytes_stored) + requestedBytes > storageQuotaBytes) {
    throw new HttpError(429, uploadStorageFull(storageQuotaBytes));
  }
}
