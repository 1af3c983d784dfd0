/** The signed-in user's own notifications (GET /api/notifications…, POST /api/notifications/…/read). */
import { sql } from "drizzle-orm";
import { Router } from "express";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import type { DbOrTx } from "../../db";
import { authorize, type Actor } from "../../policies";
import { publish } from "../../realtime/publish";
import { presentNotification } from "../../presenters/notification";
import { countUnread, findNotification, listUserNotifications, markAllRead, markRead } from "./queries";

export function notificationsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  router.get("/notifications", async (req, res) => {
    const user = requireUser(req);
    const page = parse(pageQuerySchema, req.query);
    const rows = await listUserNotifications(db, user, page);
    res.json(rows.map(presentNotification));
  });

  router.get("/notifications/unread-count", async (req, res) => {
    const user = requireUser(req);
    res.json({ count: await countUnread(db, user) });
  });

  router.post("/notifications/read-all", async (req, res) => {
    const user = requireUser(req);
    const updated = await db.transaction(async (tx) => {
      const changed = await markAllRead(tx, user.id);
      if (changed > 0) await unreadChanged(tx, user);
      return changed;
    });
    res.json({ updated });
  });

  router.post("/notifications/:id/read", async (req, res) => {
    const user = requireUser(req);
    const notification = await findNotification(db, req.params.id);
    if (!notification) throw notFound("Notification not found");
    authorize(user, "markNotificationRead", notification);
    const read = await db.transaction(async (tx) => {
      const marked = await markRead(tx, notification.id);
      if (!notification.read) await unreadChanged(tx, user);
      return marked;
    });
    res.json(presentNotification(read));
  });

  return router;
}

/**
 * The person's other tabs and devices show the new count at once (../../realtime/).
 * Counted under a lock of theirs held to the commit: of two reads at once, the
 * later event carries the count that includes both.
 */
async function unreadChanged(tx: DbOrTx, user: Actor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`realtime-unread:${user.id}`}))`);
  await publish(tx, [{ userId: user.id, type: "unread.changed", data: { notifications: await countUnread(tx, user), messages: 0 } }]);
}
