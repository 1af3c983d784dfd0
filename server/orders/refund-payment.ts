/**
 * Giving a canceled or refunded order's whole payment back (the refund-order
 * job, sent in the transaction that canceled the order or resolved its dispute
 * with a refund, so the money follows the order's status however the race
 * between a cancel and a shipment went: the row lock decided it).
 *
 * One code path for Stripe and the test provider: the PaymentIntent names its
 * charge (latest_charge), and what is left of that charge is refunded; a retry
 * after a failure refunds nothing twice. Then the ledger's hold is reversed
 * (../ledger/post.ts, recordOrderRefunded, once per order), so the books show
 * the money back only once the provider has given it back. The provider's
 * charge.refunded event finds no invoice for an order's charge and changes nothing.
 */
import type { Db } from "../db";
import { recordOrderRefunded } from "../ledger/post";
import type { PaymentProvider } from "../payments/provider";
import { findOrder } from "./queries";

/** The statuses whose payment goes back (a paid order canceled, a dispute refunded). */
const REFUNDED_STATUSES: readonly string[] = ["canceled", "refunded"];

export type RefundOutcome = "refunded" | "nothing to refund";

export async function refundOrder(
  ctx: { db: Db; payments: Pick<PaymentProvider, "retrievePaymentIntent" | "retrieveCharge" | "refund"> },
  orderId: string,
): Promise<RefundOutcome> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || !REFUNDED_STATUSES.includes(order.status) || !order.paidAt || !order.paymentIntentId) return "nothing to refund";
  const intent = await ctx.payments.retrievePaymentIntent(order.paymentIntentId);
  const chargeId = typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge?.id;
  if (!chargeId) throw new Error(`order ${order.id}: PaymentIntent ${intent.id} has no charge to refund`);
  const charge = await ctx.payments.retrieveCharge(chargeId);
  const left = charge.amount - charge.amount_refunded;
  if (left > 0) await ctx.payments.refund(chargeId, left);
  await recordOrderRefunded(ctx.db, {
    orderId: order.id,
    paymentIntentId: order.paymentIntentId,
    sellerId: order.sellerId,
    totalCents: order.totalCents,
    occurredAt: new Date(),
  });
  return "refunded";
}
