import { and, eq } from "drizzle-orm";
import { notifications, type Notification } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import { aboutVisiblePost } from "../../loaders/unread-counts";
import type { Actor } from "../../policies";

export function listUserNotifications(db: DbOrTx, viewer: Actor, page: PageQuery): Promise<Notification[]> {
  const { where, orderBy } = keyset(notifications, "notifications", page.before);
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), where, aboutVisiblePost(viewer)))
    .orderBy(...orderBy)
    .limit(page.limit);
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
