/**
 * Tells every fan of a creator about a new post, a thousand fans per statement,
 * walking the fans by subscriber id so each batch starts where the last ended.
 * A rerun (the job may run twice) writes nothing twice: notifications are unique
 * per person, post and kind. Only fans are written to, and fans may see the post,
 * so nothing premium reaches anyone else.
 */
import { sql } from "drizzle-orm";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { Db } from "../../db";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";

const FAN_OUT_BATCH_SIZE = 1000;

export async function notifyFansOfPost(db: Db, postId: string, batchSize = FAN_OUT_BATCH_SIZE): Promise<number> {
  const found = await db.execute<{ creator_profile_id: string; pet_name: string; media_type: string }>(sql`
    select p.creator_profile_id, c.pet_name, p.media_type
    from posts p join creator_profiles c on c.id = p.creator_profile_id
    where p.id = ${postId}`);
  const post = found.rows[0];
  // The post was deleted before the job ran: nobody to tell.
  if (!post) return 0;

  const title = `New post from ${post.pet_name}`;
  const message = `${post.pet_name} shared a new ${post.media_type}.`;
  const statuses = sql.join(
    FAN_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  let after = "00000000-0000-0000-0000-000000000000";
  let written = 0;
  for (;;) {
    const result = await db.execute<{ last: string | null; fans: number; written: number }>(sql`
      with batch as (
        select subscriber_id from subscriptions
        where creator_profile_id = ${post.creator_profile_id}
          and status in (${statuses})
          and subscriber_id > ${after}::uuid
        order by subscriber_id
        limit ${batchSize}
      ), inserted as (
        insert into notifications (user_id, creator_profile_id, type, title, message, post_id)
        select subscriber_id, ${post.creator_profile_id}::uuid, ${NOTIFICATION_TYPES.newPost}, ${title}, ${message}, ${postId}::uuid
        from batch
        on conflict (user_id, post_id, type) where post_id is not null do nothing
        returning 1
      )
      select (select max(subscriber_id::text) from batch) as last,
             (select count(*) from batch)::int as fans,
             (select count(*) from inserted)::int as written`);
    const row = result.rows[0]!;
    written += row.written;
    if (!row.last || row.fans < batchSize) return written;
    after = row.last;
  }
}
