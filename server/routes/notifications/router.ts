/** The signed-in user's own notifications (GET /api/notifications…, POST /api/notifications/…/read). */
import { Router } from "express";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
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
    res.json({ updated: await markAllRead(db, user.id) });
  });

  router.post("/notifications/:id/read", async (req, res) => {
    const user = requireUser(req);
    const notification = await findNotification(db, req.params.id);
    if (!notification) throw notFound("Notification not found");
    authorize(user, "markNotificationRead", notification);
    res.json(presentNotification(await markRead(db, notification.id)));
  });

  return router;
}
