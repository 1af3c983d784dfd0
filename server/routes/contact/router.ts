/**
 * POST /api/contact (open to visitors, rate limited per address), and the staff
 * inbox: GET /api/contact-messages, POST /api/contact-messages/:id/read.
 */
import { Router } from "express";
import { contactInputSchema } from "@shared/validation";
import { currentUser, requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { forbidden, notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { RATE_LIMITS, rateLimit } from "../../http/rate-limit";
import { parse } from "../../http/validate";
import { canReadContactMessages, canSendContactMessage } from "../../policies/contact";
import { presentContactMessage } from "../../presenters/contact";
import { countContactMessages, insertContactMessage, listContactMessages, markContactMessageRead } from "./queries";

export function contactRouter(ctx: AppContext): Router {
  const router = Router();
  // One limiter per app, so each app (and each test) counts on its own.
  const contactLimit = rateLimit(RATE_LIMITS.contact);

  router.post("/contact", contactLimit, async (req, res) => {
    if (!canSendContactMessage(currentUser(req))) throw forbidden();
    const input = parse(contactInputSchema, req.body);
    await insertContactMessage(ctx.db, input);
    res.status(201).json({ message: "Message sent" });
  });

  router.get("/contact-messages", async (req, res) => {
    const viewer = requireUser(req);
    if (!canReadContactMessages(viewer)) throw forbidden("Staff only");
    const page = parse(pageQuerySchema, req.query);
    const messages = await listContactMessages(ctx.db, page);
    res.json(messages.map(presentContactMessage));
  });

  router.get("/contact-messages/summary", async (req, res) => {
    const viewer = requireUser(req);
    if (!canReadContactMessages(viewer)) throw forbidden("Staff only");
    res.json(await countContactMessages(ctx.db));
  });

  router.post("/contact-messages/:id/read", async (req, res) => {
    const viewer = requireUser(req);
    if (!canReadContactMessages(viewer)) throw forbidden("Staff only");
    const message = await markContactMessageRead(ctx.db, req.params.id);
    if (!message) throw notFound("Message not found");
    res.json(presentContactMessage(message));
  });

  return router;
}
