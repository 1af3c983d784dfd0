/**
 * The end of an order's reservation (the expire-order job, sent with the order
 * for its reservedUntil): a pending order not paid by then expires and its item
 * is available again. Its PaymentIntent is canceled at the provider first, so
 * it can no longer be paid; if the buyer paid just before, the provider says
 * so and the order waits for that payment's event instead. Idempotent: an
 * order no longer pending is left alone.
 */
import type { Db } from "../db";
import type { PaymentProvider } from "../payments/provider";
import { releaseItem } from "./item-status";
import { findOrder } from "./queries";
import { lockOrder, transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

export type ExpireOutcome = "expired" | "paid meanwhile" | "not pending" | "not due";

export async function expireOrder(
  ctx: { db: Db; payments: Pick<PaymentProvider, "cancelOrderPayment"> } & MailContext,
  orderId: string,
  now = new Date(),
): Promise<ExpireOutcome> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.status !== "pending_payment") return "not pending";
  if (order.reservedUntil > now) return "not due";
  if (order.paymentIntentId && (await ctx.payments.cancelOrderPayment(order.paymentIntentId)) === "succeeded") {
    return "paid meanwhile";
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    // Paid (or canceled) while the provider was asked.
    if (!locked || locked.status !== "pending_payment") return "not pending";
    await transitionOrder(tx, { orderId, to: "expired", actorId: null, at: now, mail: ctx });
    await releaseItem(tx, locked.itemId);
    return "expired";
  });
}
