/**
 * POST /api/contact (open to visitors, rate limited per address), and the staff
 * inbox: GET /api/contact-messages, GET /api/contact-messages/summary,
 * POST /api/contact-messages/:id/read.
 */
import { Router } from "express";
import { contactInputSchema } from "@shared/validation";
import { currentUser, requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { RATE_LIMITS, rateLimit } from "../../http/rate-limit";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentContactMessage } from "../../presenters/contact";
import { countContactMessages, insertContactMessage, listContactMessages, markContactMessageRead } from "./queries";

export function contactRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  // Counted per address, across every instance of the app.
  const contactLimit = rateLimit(ctx.limiterStore, RATE_LIMITS.contact);

  // Anyone may write to the team: no rule to ask. The message is validated
  // first, so an invalid one always gets its 400 and only accepted messages
  // count towards the address's limit.
  router.post("/contact", async (req, res) => {
    const input = parse(contactInputSchema, req.body);
    await contactLimit.consume(req, res);
    await insertContactMessage(ctx.db, input, currentUser(req)?.id ?? null);
    res.status(201).json({ message: "Message sent" });
  });

  router.get("/contact-messages", async (req, res) => {
    const viewer = requireUser(req);
    authorize(viewer, "readContactMessages");
    const page = parse(pageQuerySchema, req.query);
    const messages = await listContactMessages(ctx.db, page);
    res.json(messages.map(presentContactMessage));
  });

  router.get("/contact-messages/summary", async (req, res) => {
    authorize(requireUser(req), "readContactMessages");
    res.json(await countContactMessages(ctx.db));
  });

  router.post("/contact-messages/:id/read", async (req, res) => {
    authorize(requireUser(req), "readContactMessages");
    const message = await markContactMessageRead(ctx.db, req.params.id);
    if (!message) throw notFound("Message not found");
    res.json(presentContactMessage(message));
  });

  return router;
}
