/**
 * Tells the fans a live is for that it was scheduled, starts soon, is live now
 * or was canceled: a thousand fans per statement, walking them by subscriber id
 * (as the post fan-out does, jobs/handlers/notify-fans-of-post.ts), each batch's
 * notifications and live events committed together. A fan is told when their
 * subscription counts (FAN_SUBSCRIPTION_STATUSES), what it gives includes live
 * streams, and their tier is in the live's audience: the terms of the watch rule
 * (policies/live-session.ts), so nobody is told of a live they could not watch.
 * A rerun writes nothing twice: notifications are unique per person, live and kind.
 */
import { sql, type SQL } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import type { RealtimeEventData } from "@shared/realtime";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { Db } from "../db";
import { notificationsCreated, publish, type NotificationCreated, type RealtimeEvent } from "../realtime/publish";

export type LiveNotice = "scheduled" | "reminder" | "started" | "canceled";

const FAN_OUT_BATCH_SIZE = 1000;

const NOTIFICATION_TYPE: Record<LiveNotice, string> = {
  scheduled: NOTIFICATION_TYPES.liveScheduled,
  reminder: NOTIFICATION_TYPES.liveReminder,
  started: NOTIFICATION_TYPES.liveStarted,
  canceled: NOTIFICATION_TYPES.liveCanceled,
};

/** The live's status each notice announces on the live channel (a reminder changes nothing). */
const STATUS_OF: Record<LiveNotice, RealtimeEventData["live.status"]["status"] | null> = {
  scheduled: "scheduled",
  reminder: null,
  started: "live",
  canceled: "canceled",
};

function words(notice: LiveNotice, petName: string, title: string): { title: string; message: string } {
  switch (notice) {
    case "scheduled":
      return { title: `${petName} scheduled a live`, message: `${petName} will go live: ${title}` };
    case "reminder":
      return { title: `${petName} goes live soon`, message: `${title} starts in 15 minutes.` };
    case "started":
      return { title: `${petName} is live now`, message: title };
    case "canceled":
      return { title: `${petName} canceled a live`, message: `${title} will not take place.` };
  }
}

export async function notifyFansOfLive(db: Db, liveSessionId: string, notice: LiveNotice, batchSize = FAN_OUT_BATCH_SIZE): Promise<number> {
  const found = await db.execute<{
    creator_profile_id: string;
    pet_name: string;
    title: string;
    audience_kind: string;
    min_tier_price: string | null;
  }>(sql`
    select l.creator_profile_id, c.pet_name, l.title, l.audience_kind, mt.price as min_tier_price
    from live_sessions l join creator_profiles c on c.id = l.creator_profile_id
    left join subscription_tiers mt on mt.id = l.audience_min_tier_id
    where l.id = ${liveSessionId}`);
  const live = found.rows[0];
  if (!live) return 0;

  const type = NOTIFICATION_TYPE[notice];
  const text = words(notice, live.pet_name, live.title);
  const status = STATUS_OF[notice];
  const statuses = sql.join(
    FAN_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const receives: SQL[] = [sql`(coalesce(t.benefits, cp.benefits)->>'liveStreams')::boolean`];
  if (live.audience_kind === "tier") receives.push(sql`coalesce(t.price, cp.subscription_price) >= ${live.min_tier_price}::numeric`);
  let after = "00000000-0000-0000-0000-000000000000";
  let written = 0;
  for (;;) {
    const row = await db.transaction(async (tx) => {
      const batch = await tx.execute<{ last: string | null; fans: number; written: number; created: NotificationCreated[] | null }>(sql`
      with batch as (
        select s.subscriber_id from subscriptions s
        join creator_profiles cp on cp.id = s.creator_profile_id
        left join subscription_tiers t on t.id = s.tier_id
        where s.creator_profile_id = ${live.creator_profile_id}
          and s.status in (${statuses})
          and s.subscriber_id > ${after}::uuid
          and ${sql.join(receives, sql` and `)}
        order by s.subscriber_id
        limit ${batchSize}
      ), inserted as (
        insert into notifications (user_id, creator_profile_id, type, title, message, live_session_id)
        select subscriber_id, ${live.creator_profile_id}::uuid, ${type}, ${text.title}, ${text.message}, ${liveSessionId}::uuid
        from batch
        on conflict (user_id, live_session_id, type) where live_session_id is not null do nothing
        returning id, user_id
      )
      select (select max(subscriber_id::text) from batch) as last,
             (select count(*) from batch)::int as fans,
             (select count(*) from inserted)::int as written,
             (select json_agg(json_build_object('id', id, 'userId', user_id)) from inserted) as created`);
      const created = batch.rows[0]!.created ?? [];
      const events: RealtimeEvent[] = notificationsCreated(created, type);
      if (status) {
        const data = { liveSessionId, creatorProfileId: live.creator_profile_id, status };
        for (const { userId } of created) events.push({ userId, type: "live.status", data });
      }
      await publish(tx, events);
      return batch.rows[0]!;
    });
    written += row.written;
    if (!row.last || row.fans < batchSize) return written;
    after = row.last;
  }
}
