/** The signed-in user's own notifications (GET /api/notifications…, POST /api/notifications/…/read). */
import { Router } from "express";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { countUnreadNotifications, publishUnreadChanged } from "../../loaders/unread-counts";
import { authorize } from "../../policies";
import { presentNotification } from "../../presenters/notification";
import { findNotification, listUserNotifications, markAllRead, markRead } from "./queries";

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
    res.json({ count: await countUnreadNotifications(db, user) });
  });

  router.post("/notifications/read-all", async (req, res) => {
    const user = requireUser(req);
    const updated = await db.transaction(async (tx) => {
      const changed = await markAllRead(tx, user.id);
      if (changed > 0) await publishUnreadChanged(tx, [user]);
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
      if (!notification.read) await publishUnreadChanged(tx, [user]);
      return marked;
    });
    res.json(presentNotification(read));
  });

  return router;
}
