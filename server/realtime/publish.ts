/**
 * Writing events to the channel. `publish` runs inside the transaction of the
 * write the events announce: the events exist exactly when that write commits,
 * and the wake-up goes out with the commit (never for one rolled back).
 *
 * One statement for any number of events and recipients:
 * - each recipient's counter (realtime_cursors) is raised by the number of their
 *   events; the row stays locked until the transaction ends, so a recipient's
 *   events are numbered in commit order, and two writers never take one number.
 *   The rows are locked in recipient order, so two fan-outs over the same people
 *   cannot deadlock. (An update re-reads the row it waited for, so this is right
 *   within a single statement, which max(seq)+1 under a lock would not be: the
 *   statement's snapshot predates the wait. The counter also outlives pruning.)
 * - the events are inserted with their numbers;
 * - `pg_notify('realtime', …)` names each recipient and their last number, in
 *   chunks well under PostgreSQL's 8000-byte payload limit: ids only, never words.
 * On the embedded database the instances of this process are woken at once as
 * well: their read waits for the one connection, so it runs after the commit.
 */
import { sql } from "drizzle-orm";
import type { RealtimeEventData, RealtimeEventType } from "@shared/realtime";
import type { DbOrTx } from "../db";
import { REALTIME_CHANNEL, wakeInProcess } from "./bus";

/** Recipients named per notice: 150 × ("u." + uuid + ":" + number + ",") stays under 7 KB. */
export const RECIPIENTS_PER_NOTICE = 150;

export type RealtimeEvent = {
  [T in RealtimeEventType]: { userId: string; type: T; data: RealtimeEventData[T] };
}[RealtimeEventType];

/** The topic of a person's own events (later: a chat room's). */
export const userTopic = (userId: string) => `u.${userId}`;

export async function publish(tx: DbOrTx, events: readonly RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const input = JSON.stringify(events.map((e, i) => ({ i, user_id: e.userId, type: e.type, data: e.data })));
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(i int, user_id uuid, type text, data jsonb)
    ), counts as (
      select user_id, count(*)::bigint as n from input group by user_id
    ), bumped as (
      insert into realtime_cursors (user_id, seq)
      select user_id, n from counts order by user_id
      on conflict (user_id) do update set seq = realtime_cursors.seq + excluded.seq
      returning user_id, seq
    ), inserted as (
      insert into realtime_events (user_id, seq, type, data)
      select i.user_id, b.seq - c.n + row_number() over (partition by i.user_id order by i.i), i.type, i.data
      from input i join bumped b on b.user_id = i.user_id join counts c on c.user_id = i.user_id
      returning user_id, seq
    ), latest as (
      select user_id, max(seq) as seq, (row_number() over (order by user_id) - 1) / ${RECIPIENTS_PER_NOTICE} as chunk
      from inserted group by user_id
    )
    select pg_notify(${REALTIME_CHANNEL}, string_agg('u.' || user_id || ':' || seq, ',')) from latest group by chunk`);
  wakeInProcess([...new Set(events.map((e) => userTopic(e.userId)))]);
}

/** A notification just written: its id and its recipient. */
export type NotificationCreated = {
  id: string;
  userId: string;
};

/** The `notification.created` events of notifications just written (of one kind). */
export function notificationsCreated(rows: readonly NotificationCreated[], type: string): RealtimeEvent[] {
  return rows.map(({ id, userId }) => ({ userId, type: "notification.created", data: { id, type } }));
}
