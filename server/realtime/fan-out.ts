/**
 * Tells every fan of a creator who receives something (a post, a live) about it: a
 * thousand fans per statement, walking the fans by subscriber id so each batch starts
 * where the last ended, each batch's notifications and live events committed together
 * (./publish.ts). A fan counts while their subscription does (FAN_SUBSCRIPTION_STATUSES)
 * and `receives` holds for it (SQL over the subscription `s`, its tier `t` and the
 * creator's profile `cp`). A rerun writes nothing twice: notifications are unique per
 * person, subject and kind.
 */
import { sql, type SQL } from "drizzle-orm";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { Db, DbOrTx } from "../db";
import { notificationsCreated, publish, type NotificationCreated, type RealtimeEvent } from "./publish";

const FAN_OUT_BATCH_SIZE = 1000;

/** What fans are told of: the notification's column naming it (each has its unique index with user and type). */
type FanOutSubject = { postId: string } | { liveSessionId: string };

export interface FanOut {
  creatorProfileId: string;
  subject: FanOutSubject;
  type: string;
  title: string;
  message: string;
  /** Conditions on `s`, `t` and `cp` a fan must meet, beyond a subscription that counts. */
  receives: SQL[];
  /** More live events for the fans just told. */
  alsoSend?: (created: NotificationCreated[]) => RealtimeEvent[];
  /** More writes for the fans just told, in their batch's transaction (their emails: mail/notification-mail.ts). */
  alsoWrite?: (tx: DbOrTx, created: NotificationCreated[]) => Promise<void>;
  batchSize?: number;
}

/** The benefits a fan's subscription gives: its tier's, or the profile's own price's. */
export const FAN_BENEFITS = sql`coalesce(t.benefits, cp.benefits)`;
/** The price a fan's subscription is at: its tier's, or the profile's own. */
export const FAN_PRICE = sql`coalesce(t.price, cp.subscription_price)`;

/** Answers how many notifications were written. */
export async function notifyFans(db: Db, fanOut: FanOut): Promise<number> {
  const { creatorProfileId, subject, type, title, message, receives, alsoSend, alsoWrite, batchSize = FAN_OUT_BATCH_SIZE } = fanOut;
  const statuses = sql.join(
    FAN_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const received = receives.length ? sql` and ${sql.join(receives, sql` and `)}` : sql``;
  const [column, id] = "postId" in subject ? [sql`post_id`, subject.postId] : [sql`live_session_id`, subject.liveSessionId];
  let after = "00000000-0000-0000-0000-000000000000";
  let written = 0;
  for (;;) {
    const row = await db.transaction(async (tx) => {
      const batch = await tx.execute<{ last: string | null; fans: number; written: number; created: NotificationCreated[] | null }>(sql`
      with batch as (
        select s.subscriber_id from subscriptions s
        join creator_profiles cp on cp.id = s.creator_profile_id
        left join subscription_tiers t on t.id = s.tier_id
        where s.creator_profile_id = ${creatorProfileId}
          and s.status in (${statuses})
          and s.subscriber_id > ${after}::uuid${received}
        order by s.subscriber_id
        limit ${batchSize}
      ), inserted as (
        insert into notifications (user_id, creator_profile_id, type, title, message, ${column})
        select subscriber_id, ${creatorProfileId}::uuid, ${type}, ${title}, ${message}, ${id}::uuid
        from batch
        on conflict (user_id, ${column}, type) where ${column} is not null do nothing
        returning id, user_id
      )
      select (select max(subscriber_id::text) from batch) as last,
             (select count(*) from batch)::int as fans,
             (select count(*) from inserted)::int as written,
             (select json_agg(json_build_object('id', id, 'userId', user_id)) from inserted) as created`);
      const created = batch.rows[0]!.created ?? [];
      await alsoWrite?.(tx, created);
      await publish(tx, [...notificationsCreated(created, type), ...(alsoSend?.(created) ?? [])]);
      return batch.rows[0]!;
    });
    written += row.written;
    if (!row.last || row.fans < batchSize) return written;
    after = row.last;
  }
}
