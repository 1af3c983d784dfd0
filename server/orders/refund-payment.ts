/**
 * Giving a paid order's whole payment back through its provider, one code path
 * for Stripe and the test provider: the PaymentIntent names its charge
 * (latest_charge), and what is left of that charge is refunded. Called before
 * the transaction that records the refund (no network call inside one); a
 * charge already refunded in full (a retry after a failure) is not refunded
 * again. The provider's charge.refunded event finds no invoice for an order's
 * charge and changes nothing: the order's ledger reversal is written with its
 * change of status (../ledger/post.ts, recordOrderRefunded).
 */
import type { Order } from "../db/schema";
import type { PaymentProvider } from "../payments/provider";

export type OrderRefunds = Pick<PaymentProvider, "retrievePaymentIntent" | "retrieveCharge" | "refund">;

export async function refundOrderPayment(payments: OrderRefunds, order: Order): Promise<void> {
  if (!order.paymentIntentId) throw new Error(`order ${order.id} is paid without a PaymentIntent`);
  const intent = await payments.retrievePaymentIntent(order.paymentIntentId);
  const chargeId = typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge?.id;
  if (!chargeId) throw new Error(`order ${order.id}: PaymentIntent ${intent.id} has no charge to refund`);
  const charge = await payments.retrieveCharge(chargeId);
  const left = charge.amount - charge.amount_refunded;
  if (left > 0) await payments.refund(chargeId, left);
}
