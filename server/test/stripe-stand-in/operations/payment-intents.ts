/**
 * One-off PaymentIntents on the platform (Paw Bazar orders): POST /v1/payment_intents,
 * POST /v1/payment_intents/:id/cancel, and the browser confirming one with a test
 * card (confirmOrderPayment), each with the events Stripe sends.
 */
import type Stripe from "stripe";
import type { RequestContext } from "../events";
import { invalid } from "../errors";
import { hash, integer, metadataOf, text, type Params } from "../params";
import type { StandInState } from "../state";
import { newId } from "../store";
import { declineFor } from "../test-cards";

export function createPaymentIntent({ store, events }: StandInState, params: Params, ctx: RequestContext): Stripe.PaymentIntent {
  const amount = integer(params, "amount");
  if (amount === undefined || amount < 50) throw invalid("Amount must be at least 50 cents", { param: "amount" });
  const currency = text(params, "currency", true);
  const automatic = hash(params, "automatic_payment_methods");
  const id = newId("pi");
  const intent = store.save<Stripe.PaymentIntent>({
    id,
    object: "payment_intent",
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application_fee_amount: null,
    automatic_payment_methods: automatic ? { enabled: automatic.enabled === "true", allow_redirects: "always" } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${newId("s").slice(2)}`,
    confirmation_method: "automatic",
    created: store.now(),
    currency,
    customer: null,
    description: text(params, "description") ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: metadataOf(params),
    payment_method: null,
    payment_method_types: ["card"],
    status: "requires_payment_method",
    transfer_data: null,
    transfer_group: text(params, "transfer_group") ?? null,
  } as Partial<Stripe.PaymentIntent> as Stripe.PaymentIntent);
  events.emit("payment_intent.created", intent, ctx);
  return intent;
}

export function cancelPaymentIntent({ store, events }: StandInState, id: string, ctx: RequestContext): Stripe.PaymentIntent {
  const intent = store.lookup<Stripe.PaymentIntent>(id, "payment_intent");
  if (intent.status === "succeeded" || intent.status === "canceled") {
    throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, { code: "payment_intent_unexpected_state" });
  }
  intent.status = "canceled";
  intent.canceled_at = store.now();
  intent.cancellation_reason = "requested_by_customer";
  events.emit("payment_intent.canceled", intent, ctx);
  return intent;
}

/** The Payment Element confirming an order's PaymentIntent with a card: its charge, and the events. */
export function confirmOrderPayment(
  { store, events }: StandInState,
  intent: Stripe.PaymentIntent,
  card: string,
): { status: "succeeded" | "requires_payment_method"; error?: string } {
  if (intent.status === "succeeded") return { status: "succeeded" };
  if (intent.status !== "requires_payment_method") throw new Error(`Payment intent ${intent.id} is ${intent.status}`);
  const decline = declineFor(card, true);
  const charge = store.save<Stripe.Charge>({
    id: newId("ch"),
    object: "charge",
    amount: intent.amount,
    amount_captured: decline ? 0 : intent.amount,
    amount_refunded: 0,
    balance_transaction: decline ? null : newId("txn"),
    captured: !decline,
    created: store.now(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: false,
    metadata: {},
    paid: !decline,
    payment_intent: intent.id,
    refunded: false,
    refunds: { object: "list", data: [], has_more: false, url: "/v1/refunds" },
    status: decline ? "failed" : "succeeded",
    transfer_data: null,
    transfer_group: intent.transfer_group,
  } as Partial<Stripe.Charge> as Stripe.Charge);
  intent.latest_charge = charge.id;
  if (decline) {
    events.emit("charge.failed", charge, null);
    events.emit("payment_intent.payment_failed", intent, null);
    return { status: "requires_payment_method", error: decline.message };
  }
  intent.status = "succeeded";
  intent.amount_received = intent.amount;
  events.emit("charge.succeeded", charge, null);
  events.emit("payment_intent.succeeded", intent, null, { status: "requires_payment_method" });
  return { status: "succeeded" };
}
