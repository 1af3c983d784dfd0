/**
 * What the header's badges count, for one person: unread notifications and
 * unread direct messages. Both are sent together as `unread.changed` whenever
 * either changes, so every tab and device shows the same numbers.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { creatorProfiles, notifications, posts } from "../db/schema";
import type { DbOrTx } from "../db";
import type { Actor } from "../policies";
import type { JobQueue } from "../jobs/queue";
import { publish } from "../realtime/publish";

/**
 * Notifications about a post hidden by moderation (a fan's "new post") are left
 * out while it is hidden, except for its creator and staff. A scalar subquery,
 * so each listed row costs one lookup by the post's key, never a scan of posts.
 */
export function aboutVisiblePost(viewer: Actor): SQL | undefined {
  if (viewer.isStaff) return undefined;
  return sql`coalesce((
    select ${posts.hiddenAt} is not null and ${creatorProfiles.userId} <> ${viewer.id}
    from ${posts} join ${creatorProfiles} on ${creatorProfiles.id} = ${posts.creatorProfileId}
    where ${posts.id} = ${notifications.postId}), false) = false`;
}

export async function countUnreadNotifications(db: DbOrTx, viewer: Actor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), eq(notifications.read, false), aboutVisiblePost(viewer)));
  return row.count;
}

/**
 * Messages from the other side, not deleted, newer than the person's read marker
 * in each of their conversations (on either side): each conversation's messages
 * are read from messages_conversation_created_idx above the marker.
 */
export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select (
      (select count(*) from conversations c join messages m on m.conversation_id = c.id
        where c.creator_user_id = ${userId} and m.sender_id <> ${userId} and m.deleted_at is null
          and (c.creator_read_at is null or (m.created_at, m.id) > (c.creator_read_at, c.creator_read_message_id)))
      + (select count(*) from conversations c join messages m on m.conversation_id = c.id
        where c.fan_user_id = ${userId} and m.sender_id <> ${userId} and m.deleted_at is null
          and (c.fan_read_at is null or (m.created_at, m.id) > (c.fan_read_at, c.fan_read_message_id)))
    )::int as count`);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * The person's other tabs and devices show the new counts at once (../realtime/).
 * Counted under a lock of theirs held to the commit: of two changes at once, the
 * later event carries the counts that include both.
 */
export async function publishUnreadChanged(tx: DbOrTx, people: readonly Actor[]): Promise<void> {
  const events = [];
  for (const person of [...people].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`realtime-unread:${person.id}`}))`);
    const [notificationsCount, messagesCount] = [await countUnreadNotifications(tx, person), await countUnreadMessages(tx, person.id)];
    events.push({ userId: person.id, type: "unread.changed" as const, data: { notifications: notificationsCount, messages: messagesCount } });
  }
  await publish(tx, events);
}

/**
 * `publishUnreadChanged` for many people at once (a batch of a broadcast's fans):
 * their locks in one statement (in id order, as above), their counts in one more,
 * by the same rules as countUnreadNotifications (a staff member sees
 * notifications of hidden posts) and countUnreadMessages.
 */
export async function publishUnreadChangedForMany(tx: DbOrTx, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort();
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('realtime-unread:' || id::text)) from unnest(${list}) as id order by id`);
  // Each count is grouped over "= any(list)", never a subquery per person: a creator's conversations all share
  // its id, and a per-person subquery on it was planned as a scan of every conversation for each person.
  const counts = await tx.execute<{ id: string; notifications: number; messages: number }>(sql`
    with people as (select id, role from users where id = any(${list})),
    unread_notifications as (
      select n.user_id, count(*) as n from notifications n join people u on u.id = n.user_id
      where n.user_id = any(${list}) and n.read = false
        and (u.role in ('moderator', 'admin') or coalesce((
          select p.hidden_at is not null and cp.user_id <> n.user_id
          from posts p join creator_profiles cp on cp.id = p.creator_profile_id
          where p.id = n.post_id), false) = false)
      group by n.user_id
    ), as_creator as (
      select c.creator_user_id as user_id, count(*) as n from conversations c join messages m on m.conversation_id = c.id
      where c.creator_user_id = any(${list}) and m.sender_id <> c.creator_user_id and m.deleted_at is null
        and (c.creator_read_at is null or (m.created_at, m.id) > (c.creator_read_at, c.creator_read_message_id))
      group by c.creator_user_id
    ), as_fan as (
      select c.fan_user_id as user_id, count(*) as n from conversations c join messages m on m.conversation_id = c.id
      where c.fan_user_id = any(${list}) and m.sender_id <> c.fan_user_id and m.deleted_at is null
        and (c.fan_read_at is null or (m.created_at, m.id) > (c.fan_read_at, c.fan_read_message_id))
      group by c.fan_user_id
    )
    select p.id, coalesce(un.n, 0)::int as notifications, (coalesce(ac.n, 0) + coalesce(af.n, 0))::int as messages
    from people p
    left join unread_notifications un on un.user_id = p.id
    left join as_creator ac on ac.user_id = p.id
    left join as_fan af on af.user_id = p.id`);
  await publish(
    tx,
    counts.rows.map((row) => ({
      userId: row.id,
      type: "unread.changed" as const,
      data: { notifications: Number(row.notifications), messages: Number(row.messages) },
    })),
  );
}

/** People per "announce-unread-counts" job: one batch of publishUnreadChangedForMany. */
const UNREAD_ANNOUNCE_BATCH = 1000;

/**
 * Before notifications about a post stop or start counting (the post deleted
 * with them, or hidden or shown again by moderation: aboutVisiblePost): those
 * who have unread ones are told their new counts once it commits, by jobs of
 * 1,000 people sent in the changing transaction (the change itself stays one
 * statement however many fans were told of the post).
 */
export async function announceUnreadCountsOfPost(tx: DbOrTx, jobs: JobQueue, postId: string): Promise<void> {
  const result = await tx.execute<{ user_id: string }>(
    sql`select distinct ${notifications.userId} as user_id from ${notifications} where ${notifications.postId} = ${postId} and ${notifications.read} = false`,
  );
  const userIds = result.rows.map((row) => row.user_id);
  for (let i = 0; i < userIds.length; i += UNREAD_ANNOUNCE_BATCH) {
    await jobs.send(tx, "announce-unread-counts", { userIds: userIds.slice(i, i + UNREAD_ANNOUNCE_BATCH) });
  }
}
