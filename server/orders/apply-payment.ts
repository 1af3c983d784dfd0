/**
 * A verified payment event about an order's PaymentIntent, as the provider has
 * it now (the event processor re-read it: ../payments/process-event.ts): once
 * it has succeeded, the pending order is paid and its item sold. This is the
 * only way an order becomes paid. The order is found by the intent's
 * metadata.orderId (an event may come before the order row has the intent's id).
 * The payment is recorded in the ledger as held for the order (../ledger/post.ts,
 * recordOrderPaid). Applying the same state again changes nothing.
 */
import { eq, or } from "drizzle-orm";
import type Stripe from "stripe";
import { orders } from "../db/schema";
import type { DbOrTx } from "../db";
import { recordOrderPaid } from "../ledger/post";
import { markItemSold } from "./item-status";
import { transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

export async function applyOrderPayment(tx: DbOrTx, intent: Stripe.PaymentIntent, mail: MailContext): Promise<void> {
  if (intent.status !== "succeeded") return;
  const orderId = intent.metadata?.orderId;
  const [order] = await tx
    .select()
    .from(orders)
    .where(orderId && isUuid(orderId) ? or(eq(orders.id, orderId), eq(orders.paymentIntentId, intent.id)) : eq(orders.paymentIntentId, intent.id))
    .for("update");
  if (!order) return;
  if (order.status !== "pending_payment") {
    if (order.status === "expired" || order.status === "canceled") {
      // Expiry cancels the intent first, so this takes a payment made after its intent was created unknown to the order.
      console.error(`orders: payment ${intent.id} succeeded for order ${order.id}, which is ${order.status}; it needs a refund`);
    }
    return;
  }
  if (intent.amount_received !== order.totalCents) {
    throw new Error(`orders: payment ${intent.id} received ${intent.amount_received} cents for order ${order.id} of ${order.totalCents}`);
  }
  await tx.update(orders).set({ paymentIntentId: intent.id }).where(eq(orders.id, order.id));
  // At the moment it is applied: the provider's event times are whole seconds, and the order's history must keep its order.
  const paid = await transitionOrder(tx, { orderId: order.id, to: "paid", actorId: null, mail });
  await markItemSold(tx, order.itemId);
  await recordOrderPaid(tx, { paymentIntentId: intent.id, totalCents: paid.totalCents, occurredAt: paid.paidAt ?? new Date() });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string): boolean => UUID.test(value);
