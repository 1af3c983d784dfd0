/**
 * The per-person upload quota (UPLOAD_QUOTA): open upload URLs, and bytes
 * registered in the last 24 hours. Checked when an upload URL is asked for,
 * under a per-person transaction lock so two requests at once cannot both take
 * the last place.
 */
import { sql } from "drizzle-orm";
import { MB, UPLOAD_QUOTA } from "@shared/constants/uploads";
import type { DbOrTx } from "../../db";
import { HttpError } from "../../http/errors";

export const TOO_MANY_OPEN_UPLOADS = `You have ${UPLOAD_QUOTA.openTickets} uploads in progress. Finish or wait a few minutes for them to expire before starting more.`;
export const DAILY_UPLOAD_LIMIT = `You have reached the upload limit of ${UPLOAD_QUOTA.bytesPerDay / (1024 * MB)} GB a day. Please try again tomorrow.`;

/** Inside the transaction that records the new upload ticket. */
export async function assertUploadQuota(tx: DbOrTx, ownerId: string, requestedBytes: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('upload-quota'), hashtext(${ownerId}))`);
  const result = await tx.execute<{ open_tickets: number; bytes_today: string }>(sql`
    select
      (select count(*)::int from upload_tickets t
        where t.owner_id = ${ownerId} and t.expires_at > now()
          and not exists (select 1 from media_objects m where m.object_path = t.object_path)) as open_tickets,
      (select coalesce(sum(m.size), 0)::bigint from media_objects m
        where m.owner_id = ${ownerId} and m.created_at > now() - interval '1 day') as bytes_today`);
  const usage = result.rows[0]!;
  if (usage.open_tickets >= UPLOAD_QUOTA.openTickets) throw new HttpError(429, TOO_MANY_OPEN_UPLOADS);
  if (Number(usage.bytes_today) + requestedBytes > UPLOAD_QUOTA.bytesPerDay) throw new HttpError(429, DAILY_UPLOAD_LIMIT);
}
