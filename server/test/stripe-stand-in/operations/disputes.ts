/** Disputes: a fan's bank disputing a charge (the money is withdrawn), and the dispute decided (won gives it back). */
import type Stripe from "stripe";
import type { StandInState } from "../state";
import { DAY, newId } from "../store";

export function dispute({ store, events }: StandInState, chargeId: string): string {
  const charge = store.lookup<Stripe.Charge>(chargeId, "charge");
  const now = store.now();
  const dispute = store.save<Stripe.Dispute>({
    id: newId("dp"),
    object: "dispute",
    amount: charge.amount - charge.amount_refunded,
    balance_transactions: [],
    charge: charge.id,
    created: now,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: emptyEvidence(),
    evidence_details: {
      due_by: now + 7 * DAY,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: "not_submitted",
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: "fraudulent",
    status: "needs_response",
  });
  charge.disputed = true;
  events.emit("charge.dispute.created", dispute, null);
  events.emit("charge.dispute.funds_withdrawn", dispute, null);
  return dispute.id;
}

export function closeDispute({ store, events }: StandInState, disputeId: string, outcome: "won" | "lost"): void {
  const dispute = store.lookup<Stripe.Dispute>(disputeId, "dispute");
  const previous = { status: dispute.status };
  dispute.status = outcome;
  if (outcome === "won") events.emit("charge.dispute.funds_reinstated", dispute, null);
  events.emit("charge.dispute.closed", dispute, null, previous);
}

function emptyEvidence(): Stripe.Dispute.Evidence {
  const fields = [
    "access_activity_log",
    "billing_address",
    "cancellation_policy",
    "cancellation_policy_disclosure",
    "cancellation_rebuttal",
    "customer_communication",
    "customer_email_address",
    "customer_name",
    "customer_purchase_ip",
    "customer_signature",
    "duplicate_charge_documentation",
    "duplicate_charge_explanation",
    "duplicate_charge_id",
    "product_description",
    "receipt",
    "refund_policy",
    "refund_policy_disclosure",
    "refund_refusal_explanation",
    "service_date",
    "service_documentation",
    "shipping_address",
    "shipping_carrier",
    "shipping_date",
    "shipping_documentation",
    "shipping_tracking_number",
    "uncategorized_file",
    "uncategorized_text",
  ] as const;
  return { ...Object.fromEntries(fields.map((f) => [f, null])), enhanced_evidence: {} } as Stripe.Dispute.Evidence;
}
