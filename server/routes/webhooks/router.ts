/**
 * The payment provider's webhook (POST /api/webhooks/payments): Stripe's events,
 * or the built-in test provider's, which are shaped and signed the same way. The
 * signature is checked over the raw bytes (app.ts leaves this path's body
 * unparsed, and exempts it from the same-origin check and the rate limits: it is
 * the provider's server calling). A missing or bad signature is a 400 and
 * nothing is stored; a verified event is stored once and processed by a job
 * (../../payments/receive-event.ts), so the answer comes quickly.
 */
import express, { Router } from "express";
import type { AppContext } from "../../context";
import { badRequest } from "../../http/errors";
import { PAYMENT_WEBHOOK_PATH } from "../../payments/provider";
import { receivePaymentEvent } from "../../payments/receive-event";
import { WebhookSignatureError } from "../../payments/signature";

export function webhooksRouter(ctx: Pick<AppContext, "db" | "jobs" | "payments">): Router {
  const router = Router({ caseSensitive: true });

  router.post(PAYMENT_WEBHOOK_PATH.replace(/^\/api/, ""), express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event;
    try {
      event = ctx.payments.verifyEvent(rawBody, req.get("stripe-signature"));
    } catch (error) {
      throw badRequest(error instanceof WebhookSignatureError ? error.message : "Invalid Stripe-Signature header");
    }
    await receivePaymentEvent(ctx, event);
    res.json({ received: true });
  });

  return router;
}
