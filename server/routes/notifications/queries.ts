import { and, eq, sql, type SQL } from "drizzle-orm";
import { creatorProfiles, notifications, posts, type Notification } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import type { Actor } from "../../policies";

/**
 * Notifications about a post hidden by moderation (a fan's "new post") are left
 * out while it is hidden, except for its creator and staff. A scalar subquery,
 * so each listed row costs one lookup by the post's key, never a scan of posts.
 */
function aboutVisiblePost(viewer: Actor): SQL | undefined {
  if (viewer.isStaff) return undefined;
  return sql`coalesce((
    select ${posts.hiddenAt} is not null and ${creatorProfiles.userId} <> ${viewer.id}
    from ${posts} join ${creatorProfiles} on ${creatorProfiles.id} = ${posts.creatorProfileId}
    where ${posts.id} = ${notifications.postId}), false) = false`;
}

export function listUserNotifications(db: DbOrTx, viewer: Actor, page: PageQuery): Promise<Notification[]> {
  const { where, orderBy } = keyset(notifications, "notifications", page.before);
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), where, aboutVisiblePost(viewer)))
    .orderBy(...orderBy)
    .limit(page.limit);
}

export async function countUnread(db: DbOrTx, viewer: Actor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), eq(notifications.read, false), aboutVisiblePost(viewer)));
  return row.count;
}

export async function findNotification(db: DbOrTx, id: string): Promise<Notification | undefined> {
  const [notification] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return notification;
}

export async function markRead(db: DbOrTx, id: string): Promise<Notification> {
  const [notification] = await db
    .update(notifications)
    .set({ read: true })
    .where(eq(notifications.id, id))
    .returning();
  return notification;
}

/** Marks all of the user's unread notifications read; answers how many changed. */
export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return updated.length;
}
