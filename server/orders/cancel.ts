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
 *                     payment is refunded through the provider first
 *                     (./refund-payment.ts), then the ledger's hold reversed;
 *   anything later    409 naming the status (the state machine).
 *
 * The item is for sale again. The order's status is re-checked under its row
 * lock after the provider call: if it moved on meanwhile (the seller shipped)
 * the answer is 409, and a refund already made is logged for staff.
 */
import { ORDER_BUYER_CANCEL_MINUTES, type OrderStatus } from "@shared/marketplace";
import type { Db } from "../db";
import type { Order } from "../db/schema";
import { conflict, forbidden } from "../http/errors";
import { recordOrderRefunded } from "../ledger/post";
import type { PaymentProvider } from "../payments/provider";
import { relistItem } from "./item-status";
import { refundOrderPayment, type OrderRefunds } from "./refund-payment";
import { illegalTransition } from "./state-machine";
import { lockOrder, transitionOrder } from "./transition";

const BUYER_WINDOW_PASSED = `You can cancel within ${ORDER_BUYER_CANCEL_MINUTES} minutes of paying. Ask the seller to cancel.`;
const CHANGED_MEANWHILE = "This order has just changed. Reload it and try again.";
const PAID_MEANWHILE = "This order has just been paid. Try again in a moment to cancel it with a refund.";

export async function cancelOrder(
  ctx: { db: Db; payments: OrderRefunds & Pick<PaymentProvider, "cancelOrderPayment"> },
  input: { order: Order; actorId: string; now?: Date },
): Promise<Order> {
  const { order, actorId } = input;
  const now = input.now ?? new Date();
  const status = order.status as OrderStatus;
  if (status !== "pending_payment" && status !== "paid") throw illegalTransition(status, "canceled");

  if (status === "paid") {
    const byBuyer = actorId === order.buyerId;
    if (byBuyer && now.getTime() - (order.paidAt ?? now).getTime() > ORDER_BUYER_CANCEL_MINUTES * 60_000) throw forbidden(BUYER_WINDOW_PASSED);
    await refundOrderPayment(ctx.payments, order);
  } else if (order.paymentIntentId && (await ctx.payments.cancelOrderPayment(order.paymentIntentId)) === "succeeded") {
    throw conflict(PAID_MEANWHILE);
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      // Moved on while the provider was asked (shipped, or paid): not the order this cancel refunded or ended.
      if (locked && locked.status !== status) throw conflict(CHANGED_MEANWHILE);
      const canceled = await transitionOrder(tx, { orderId: order.id, to: "canceled", actorId, at: now });
      if (status === "paid") {
        await recordOrderRefunded(tx, {
          orderId: order.id,
          paymentIntentId: order.paymentIntentId!,
          sellerId: order.sellerId,
          totalCents: order.totalCents,
          occurredAt: now,
        });
      }
      await relistItem(tx, order.itemId);
      return canceled;
    });
  } catch (error) {
    if (status === "paid") console.error(`orders: order ${order.id} was refunded but could not be canceled; it needs staff`, error);
    throw error;
  }
}
