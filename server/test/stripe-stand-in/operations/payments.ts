/**
 * Payments, as the browser and Stripe's billing would make them: the Payment Element
 * confirming a first invoice with a test card, a renewal charging the saved card,
 * and what a charge's success or decline does to its invoice and subscription.
 */
import type Stripe from "stripe";
import type { StandInState } from "../state";
import { DAY, newId } from "../store";
import { declineFor, TEST_CARDS } from "../test-cards";
import { openInvoice } from "./invoices";
import { confirmOrderPayment } from "./payment-intents";
import { addMonths, cancelSubscription } from "./subscriptions";

export interface PaymentOutcome {
  status: "succeeded" | "requires_payment_method";
  /** The decline message Stripe.js would show. */
  error?: string;
}

/** Stripe's Smart Retries, as the stand-in plays them: one retry a day later. */
const RETRY_AFTER_SECONDS = DAY;

export function confirmPayment(state: StandInState, clientSecret: string, card: string): PaymentOutcome {
  const { store } = state;
  const paymentIntent = [...store.objects.values()].find(
    (o): o is Stripe.PaymentIntent => o.object === "payment_intent" && (o as Stripe.PaymentIntent).client_secret === clientSecret,
  );
  if (!paymentIntent) throw new Error(`No payment intent has the client secret ${clientSecret}`);
  if (paymentIntent.status === "succeeded") return { status: "succeeded" };
  // A PaymentIntent of its own (no invoice pays through it): an order's.
  const ofInvoice = [...store.objects.values()].some(
    (o) => o.object === "invoice" && (o as Stripe.Invoice).payments?.data[0].payment.payment_intent === paymentIntent.id,
  );
  if (!ofInvoice) return confirmOrderPayment(state, paymentIntent, card.replace(/\s/g, ""));
  const paymentMethod = newId("pm");
  store.cards.set(paymentMethod, card.replace(/\s/g, ""));
  return attempt(state, paymentIntent, paymentMethod, { firstPayment: true });
}

export function renew(state: StandInState, subscriptionId: string): PaymentOutcome | { status: "canceled" } {
  const { store, events } = state;
  const subscription = store.lookup<Stripe.Subscription>(subscriptionId, "subscription");
  if (subscription.status !== "active" && subscription.status !== "past_due") {
    throw new Error(`Subscription ${subscriptionId} is ${subscription.status}: nothing to renew`);
  }
  const item = subscription.items.data[0];
  const previousPeriod = { start: item.current_period_start, end: item.current_period_end };
  store.clockOffset += Math.max(0, previousPeriod.end - store.now());
  if (subscription.cancel_at_period_end) {
    cancelSubscription(state, subscription.id, null);
    return { status: "canceled" };
  }
  item.current_period_start = previousPeriod.end;
  item.current_period_end = addMonths(previousPeriod.end, 1);
  const invoice = openInvoice(state, subscription, "subscription_cycle", previousPeriod, null);
  subscription.latest_invoice = invoice.id;
  events.emit("customer.subscription.updated", subscription, null, {
    items: { ...subscription.items, data: [{ ...item, current_period_start: previousPeriod.start, current_period_end: previousPeriod.end }] },
    latest_invoice: null,
  });
  const paymentIntent = store.lookup<Stripe.PaymentIntent>(
    String(invoice.payments?.data[0].payment.payment_intent),
    "payment_intent",
  );
  const paymentMethod = String(subscription.default_payment_method);
  return attempt(state, paymentIntent, paymentMethod, { firstPayment: false });
}

/** Stripe charging the saved payment method for an invoice it just made (a change of price invoiced at once). */
export function payInvoiceNow(state: StandInState, invoice: Stripe.Invoice, paymentMethod: string): PaymentOutcome {
  const paymentIntent = state.store.lookup<Stripe.PaymentIntent>(String(invoice.payments?.data[0].payment.payment_intent), "payment_intent");
  return attempt(state, paymentIntent, paymentMethod, { firstPayment: false });
}

/** Charges a payment intent with a card, and plays the consequences on its invoice and subscription. */
function attempt({ store, events }: StandInState, paymentIntent: Stripe.PaymentIntent, paymentMethod: string, { firstPayment }: { firstPayment: boolean }): PaymentOutcome {
  const invoice = [...store.objects.values()].find(
    (o): o is Stripe.Invoice => o.object === "invoice" && (o as Stripe.Invoice).payments?.data[0].payment.payment_intent === paymentIntent.id,
  );
  if (!invoice) throw new Error(`No invoice is paid by ${paymentIntent.id}`);
  const subscription = store.lookup<Stripe.Subscription>(String(invoice.parent?.subscription_details?.subscription), "subscription");
  const card = store.cards.get(paymentMethod) ?? TEST_CARDS.succeeds;
  const decline = declineFor(card, firstPayment);
  const now = store.now();
  const destination = paymentIntent.transfer_data ? String(paymentIntent.transfer_data.destination) : null;
  const charge = store.save<Stripe.Charge>({
    id: newId("ch"),
    object: "charge",
    amount: paymentIntent.amount,
    amount_captured: decline ? 0 : paymentIntent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: destination && !decline ? newId("fee") : null,
    application_fee_amount: paymentIntent.application_fee_amount,
    balance_transaction: decline ? null : newId("txn"),
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: "PAWFANS",
    captured: !decline,
    created: now,
    currency: paymentIntent.currency,
    customer: paymentIntent.customer,
    description: firstPayment ? "Subscription creation" : "Subscription update",
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: null,
    paid: !decline,
    payment_intent: paymentIntent.id,
    payment_method: paymentMethod,
    payment_method_details: null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: `https://pay.stripe.com/receipts/stand-in/${paymentIntent.id}`,
    refunded: false,
    refunds: { object: "list", data: [], has_more: false, url: "/v1/refunds" },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: decline ? "failed" : "succeeded",
    ...(destination && !decline ? { transfer: newId("tr") } : {}),
    transfer_data: destination ? { amount: null, destination } : null,
    transfer_group: destination ? `group_${paymentIntent.id}` : null,
  });
  paymentIntent.latest_charge = charge.id;
  paymentIntent.payment_method = paymentMethod;
  invoice.attempted = true;
  invoice.attempt_count += 1;

  if (decline) {
    paymentIntent.status = "requires_payment_method";
    paymentIntent.last_payment_error = {
      type: "card_error",
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      charge: charge.id,
    } as Stripe.PaymentIntent.LastPaymentError;
    invoice.next_payment_attempt = firstPayment ? null : now + RETRY_AFTER_SECONDS;
    events.emit("charge.failed", charge, null);
    events.emit("payment_intent.payment_failed", paymentIntent, null);
    events.emit("invoice.payment_failed", invoice, null);
    // A declined change of price stays pending (pending_if_incomplete): the subscription runs on as it was.
    if (!firstPayment && subscription.status === "active" && invoice.billing_reason !== "subscription_update") {
      subscription.status = "past_due";
      events.emit("customer.subscription.updated", subscription, null, { status: "active" });
    }
    return { status: "requires_payment_method", error: decline.message };
  }

  paymentIntent.status = "succeeded";
  paymentIntent.amount_received = paymentIntent.amount;
  paymentIntent.last_payment_error = null;
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  const invoicePayment = invoice.payments!.data[0];
  invoicePayment.status = "paid";
  invoicePayment.amount_paid = invoice.amount_due;
  invoicePayment.status_transitions.paid_at = now;
  events.emit("charge.succeeded", charge, null);
  events.emit("payment_intent.succeeded", paymentIntent, null);
  events.emit("invoice_payment.paid", invoicePayment as unknown as { id: string; object: string }, null);
  events.emit("invoice.paid", invoice, null, { status: "open", amount_paid: 0, amount_remaining: invoice.amount_due });
  events.emit("invoice.payment_succeeded", invoice, null);
  const previous: Record<string, unknown> = {};
  if (subscription.status !== "active") previous.status = subscription.status;
  if (subscription.payment_settings?.save_default_payment_method === "on_subscription" && subscription.default_payment_method !== paymentMethod) {
    previous.default_payment_method = subscription.default_payment_method;
    subscription.default_payment_method = paymentMethod;
  }
  subscription.status = "active";
  if (Object.keys(previous).length > 0) events.emit("customer.subscription.updated", subscription, null, previous);
  // A change waiting for this invoice applies now that it is paid.
  const pending = store.pendingUpdates.get(invoice.id);
  if (pending) {
    store.pendingUpdates.delete(invoice.id);
    pending();
  }
  return { status: "succeeded" };
}
