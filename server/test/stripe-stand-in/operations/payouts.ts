/** Payouts: Stripe paying out a connected account's balance to the creator's bank. */
import type Stripe from "stripe";
import type { StandInState } from "../state";
import { DAY, newId } from "../store";

export function payout({ store, events }: StandInState, accountId: string, amountCents: number): string {
  store.lookup<Stripe.Account>(accountId, "account");
  const now = store.now();
  const payout = store.save<Stripe.Payout>({
    id: newId("po"),
    object: "payout",
    amount: amountCents,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: now + 2 * DAY,
    automatic: true,
    balance_transaction: newId("txn"),
    created: now,
    currency: "usd",
    description: "STRIPE PAYOUT",
    destination: newId("ba"),
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    method: "standard",
    original_payout: null,
    payout_method: null,
    reconciliation_status: "completed",
    reversed_by: null,
    source_type: "card",
    statement_descriptor: null,
    status: "in_transit",
    trace_id: null,
    type: "bank_account",
  });
  // A connected account's own events: they reach the platform's Connect endpoint, naming the account.
  events.emit("payout.created", payout, null, undefined, accountId);
  payout.status = "paid";
  events.emit("payout.paid", payout, null, { status: "in_transit" }, accountId);
  return payout.id;
}
