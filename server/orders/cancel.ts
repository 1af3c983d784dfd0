/**
 * Canceling an order (POST /api/orders/:id/cancel), by its buyer or its seller
 * (the route has checked it is one of them):
 *
 *   pending payment   either party; its PaymentIntent is canceled at the provider
 *                     first so it can no longer be paid (if it was paid just now,
 *                     409: the payment's event makes it paid, then it can be
 *                     canceled with a refund);
 *   paid              the seller until shipping; the buyer within
 *                     ORDER_BUYER_CANCEL_MINUTES of paying (403 after). The whole
 *                     payment goes back: the refund-order job is sent in the
 *                     cancel's transaction (./refund-payment.ts);
 *   anything later    409 naming the status (the state machine).
 *
 * Everything is decided under the order's row lock, so a cancel racing the
 * seller's shipment ends one way only. The item is for sale again.
 */
import { ORDER_BUYER_CANCEL_MINUTES, type OrderStatus } from "@shared/marketplace";
import type { Db } from "../db";
import type { Order } from "../db/schema";
import { conflict, forbidden, notFound } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import type { PaymentProvider } from "../payments/provider";
import { relistItem } from "./item-status";
import { illegalTransition } from "./state-machine";
import { lockOrder, ORDER_NOT_FOUND, transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

const BUYER_WINDOW_PASSED = `You can cancel within ${ORDER_BUYER_CANCEL_MINUTES} minutes of paying. Ask the seller to cancel.`;
const PAID_MEANWHILE = "This order has just been paid. Try again in a moment to cancel it with a refund.";

export async function cancelOrder(
  ctx: { db: Db; jobs: JobQueue; payments: Pick<PaymentProvider, "cancelOrderPayment"> } & MailContext,
  input: { order: Order; actorId: string; now?: Date },
): Promise<Order> {
  const { order, actorId } = input;
  const now = input.now ?? new Date();
  // An unpaid order's payment is stopped at the provider first (no network call inside the transaction).
  if (order.status === "pending_payment" && order.paymentIntentId) {
    if ((await ctx.payments.cancelOrderPayment(order.paymentIntentId)) === "succeeded") throw conflict(PAID_MEANWHILE);
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    const status = locked.status as OrderStatus;
    if (status !== "pending_payment" && status !== "paid") throw illegalTransition(status, "canceled");
    if (status === "paid" && actorId === locked.buyerId && now.getTime() - (locked.paidAt ?? now).getTime() > ORDER_BUYER_CANCEL_MINUTES * 60_000) {
      throw forbidden(BUYER_WINDOW_PASSED);
    }
    const canceled = await transitionOrder(tx, { orderId: order.id, to: "canceled", actorId, at: now, mail: ctx });
    if (status === "paid") await ctx.jobs.send(tx, "refund-order", { orderId: order.id }, { singletonKey: order.id });
    await relistItem(tx, locked.itemId);
    return canceled;
  });
}
