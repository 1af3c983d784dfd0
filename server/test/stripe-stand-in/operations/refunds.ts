/** Refunds: POST /v1/refunds, reversing the creator's transfer and the platform's fee on a destination charge when asked. */
import type Stripe from "stripe";
import { invalid } from "../errors";
import type { RequestContext } from "../events";
import { flag, integer, metadataOf, text, type Params } from "../params";
import type { StandInState } from "../state";
import { newId } from "../store";

export function createRefund({ store, events }: StandInState, params: Params, ctx: RequestContext): Stripe.Refund {
  const charge = store.lookup<Stripe.Charge>(text(params, "charge", true), "charge", "charge");
  const remaining = charge.amount - charge.amount_refunded;
  if (charge.refunded || remaining === 0) {
    throw invalid(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
  }
  const amount = integer(params, "amount") ?? remaining;
  if (amount <= 0) throw invalid("Invalid positive integer", { code: "parameter_invalid_integer", param: "amount" });
  if (amount > remaining) {
    throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`, {
      code: "amount_too_large",
      param: "amount",
    });
  }
  const reverseTransfer = flag(params, "reverse_transfer") ?? false;
  const refundFee = flag(params, "refund_application_fee") ?? false;
  if ((reverseTransfer || refundFee) && !charge.transfer_data) {
    throw invalid("This charge has no transfer to reverse nor application fee to refund.", {
      param: reverseTransfer ? "reverse_transfer" : "refund_application_fee",
    });
  }
  const refund = store.save<Stripe.Refund>({
    id: newId("re"),
    object: "refund",
    amount,
    balance_transaction: newId("txn"),
    charge: charge.id,
    created: store.now(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: undefined,
    metadata: metadataOf(params),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: (text(params, "reason") as Stripe.Refund.Reason | undefined) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: reverseTransfer ? newId("trr") : null,
  });
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  charge.refunds?.data.unshift(refund);
  events.emit("refund.created", refund, ctx);
  events.emit("charge.refunded", charge, ctx, previous);
  return refund;
}
