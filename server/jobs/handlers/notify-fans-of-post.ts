/**
 * Tells every fan of a creator who receives a new post about it, a thousand
 * fans per statement, walking the fans by subscriber id so each batch starts
 * where the last ended. A fan receives it when their tier (or the profile's own
 * price) is in its audience and has what it needs (behind-the-scenes, video):
 * the same terms as the one rule (policies/post-access.ts) for a post just
 * published, so nobody is told of a post that is locked to them. A rerun (the
 * job may run twice) writes nothing twice: notifications are unique per person,
 * post and kind. The words name the creator and the kind of post only. A
 * video or reel post's job is sent once its video is watchable.
 */
import { sql, type SQL } from "drizzle-orm";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { Db } from "../../db";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import { notificationsCreated, publish, type NotificationCreated } from "../../realtime/publish";

const FAN_OUT_BATCH_SIZE = 1000;

export async function notifyFansOfPost(db: Db, postId: string, batchSize = FAN_OUT_BATCH_SIZE): Promise<number> {
  const found = await db.execute<{
    creator_profile_id: string;
    pet_name: string;
    media_type: string;
    audience_kind: string;
    min_tier_price: string | null;
    behind_the_scenes: boolean;
    video_ready: boolean;
  }>(sql`
    select p.creator_profile_id, c.pet_name, p.media_type, p.audience_kind, mt.price as min_tier_price, p.behind_the_scenes, p.video_ready
    from posts p join creator_profiles c on c.id = p.creator_profile_id
    left join subscription_tiers mt on mt.id = p.audience_min_tier_id
    where p.id = ${postId}`);
  const post = found.rows[0];
  // The post was deleted before the job ran: nobody to tell. A video not watchable (again: its file
  // replaced) is told of by the transcode that makes it watchable (server/video/posts.ts).
  if (!post || !post.video_ready) return 0;

  const title = `New post from ${post.pet_name}`;
  const message = `${post.pet_name} shared a new ${post.media_type}.`;
  const statuses = sql.join(
    FAN_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  // What the fan's subscription gives: its tier's, or the profile's own price's.
  const benefits = sql`coalesce(t.benefits, cp.benefits)`;
  const receives: SQL[] = [];
  if (post.audience_kind === "tier") receives.push(sql`coalesce(t.price, cp.subscription_price) >= ${post.min_tier_price}::numeric`);
  if (post.behind_the_scenes) receives.push(sql`(${benefits}->>'behindTheScenes')::boolean`);
  if (post.media_type === "video" || post.media_type === "reel") receives.push(sql`${benefits}->>'video' <> 'none'`);
  const received = receives.length ? sql` and ${sql.join(receives, sql` and `)}` : sql``;
  let after = "00000000-0000-0000-0000-000000000000";
  let written = 0;
  for (;;) {
    // Each batch's notifications and their live events commit together (../../realtime/publish.ts).
    const result = await db.transaction(async (tx) => {
      const batch = await tx.execute<{ last: string | null; fans: number; written: number; created: NotificationCreated[] | null }>(sql`
      with batch as (
        select s.subscriber_id from subscriptions s
        join creator_profiles cp on cp.id = s.creator_profile_id
        left join subscription_tiers t on t.id = s.tier_id
        where s.creator_profile_id = ${post.creator_profile_id}
          and s.status in (${statuses})
          and s.subscriber_id > ${after}::uuid${received}
        order by s.subscriber_id
        limit ${batchSize}
      ), inserted as (
        insert into notifications (user_id, creator_profile_id, type, title, message, post_id)
        select subscriber_id, ${post.creator_profile_id}::uuid, ${NOTIFICATION_TYPES.newPost}, ${title}, ${message}, ${postId}::uuid
        from batch
        on conflict (user_id, post_id, type) where post_id is not null do nothing
        returning id, user_id
      )
      select (select max(subscriber_id::text) from batch) as last,
             (select count(*) from batch)::int as fans,
             (select count(*) from inserted)::int as written,
             (select json_agg(json_build_object('id', id, 'userId', user_id)) from inserted) as created`);
      await publish(tx, notificationsCreated(batch.rows[0]!.created ?? [], NOTIFICATION_TYPES.newPost));
      return batch;
    });
    const row = result.rows[0]!;
    written += row.written;
    if (!row.last || row.fans < batchSize) return written;
    after = row.last;
  }
}
