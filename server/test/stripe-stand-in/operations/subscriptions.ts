/**
 * Subscriptions: POST /v1/subscriptions (an incomplete subscription with an inline
 * monthly price, its first invoice open for the Payment Element), POST
 * /v1/subscriptions/:id (cancel at period end, metadata; a new price is
 * ./price-changes.ts's) and DELETE (cancel now).
 */
import type Stripe from "stripe";
import { invalid, noSuch } from "../errors";
import type { RequestContext } from "../events";
import { flag, hash, integer, metadataOf, text, type Params } from "../params";
import type { StandInState } from "../state";
import { newId } from "../store";
import { openInvoice } from "./invoices";
import { planOf } from "./prices";

export function createSubscription(state: StandInState, params: Params, ctx: RequestContext): Stripe.Subscription {
  const { store, events } = state;
  const customer = store.lookup<Stripe.Customer>(text(params, "customer", true), "customer", "customer");
  const behavior = text(params, "payment_behavior") ?? "allow_incomplete";
  if (behavior !== "default_incomplete") {
    throw invalid(`The stand-in bills only with payment_behavior=default_incomplete (got ${behavior}).`, { param: "payment_behavior" });
  }
  const items = params.items;
  if (!Array.isArray(items) || items.length !== 1) throw invalid("Exactly one item is expected.", { param: "items" });
  const item = items[0] as Params;
  const priceData = hash(item, "price_data");
  if (!priceData) throw invalid("Missing required param: items[0][price_data].", { code: "parameter_missing", param: "items[0][price_data]" });
  const product = store.lookup<Stripe.Product>(text(priceData, "product", true), "product", "items[0][price_data][product]");
  if (!product.active) throw invalid(`The product ${product.id} is archived: it cannot be used for new prices.`, { param: "items[0][price_data][product]" });
  const unitAmount = integer(priceData, "unit_amount");
  if (unitAmount === undefined || unitAmount < 50) {
    throw invalid("Amount must be at least $0.50 usd", { code: "amount_too_small", param: "items[0][price_data][unit_amount]" });
  }
  const currency = text(priceData, "currency", true);
  const recurring = hash(priceData, "recurring");
  const interval = recurring && text(recurring, "interval", true);
  if (!interval || !["day", "week", "month", "year"].includes(interval)) {
    throw invalid("Invalid recurring[interval].", { param: "items[0][price_data][recurring][interval]" });
  }
  const transferData = hash(params, "transfer_data");
  const destination = transferData ? text(transferData, "destination", true) : undefined;
  if (destination) store.lookup<Stripe.Account>(destination, "account", "transfer_data[destination]");
  const feePercentText = text(params, "application_fee_percent");
  const feePercent = feePercentText === undefined ? null : Number(feePercentText);
  if (feePercent !== null && !destination) {
    throw invalid(
      "Can only apply an application_fee_percent when the request is made on behalf of another account (using an OAuth key, the Stripe-Account header, or the transfer_data[destination] parameter).",
      { param: "application_fee_percent" },
    );
  }
  const paymentSettings = hash(params, "payment_settings");
  const saveDefault = paymentSettings ? text(paymentSettings, "save_default_payment_method") : undefined;

  const now = store.now();
  const end = addMonths(now, 1);
  const subscriptionId = newId("sub");
  const price = store.save<Stripe.Price>({
    id: newId("price"),
    object: "price",
    active: false,
    billing_scheme: "per_unit",
    created: now,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: product.id,
    recurring: { interval: interval as Stripe.Price.Recurring.Interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: unitAmount,
    unit_amount_decimal: null,
  });
  const subscriptionItem: Stripe.SubscriptionItem = {
    id: newId("si"),
    object: "subscription_item",
    billing_thresholds: null,
    created: now,
    current_period_end: end,
    current_period_start: now,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price,
    quantity: 1,
    subscription: subscriptionId,
    tax_rates: [],
  };
  const metadata = metadataOf(params);
  const subscription = store.save<Stripe.Subscription>({
    id: subscriptionId,
    object: "subscription",
    application: null,
    application_fee_percent: feePercent,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: text(params, "description") ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: "self" } },
    items: { object: "list", data: [subscriptionItem], has_more: false, url: `/v1/subscription_items?subscription=${subscriptionId}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: (saveDefault as Stripe.Subscription.PaymentSettings.SaveDefaultPaymentMethod | undefined) ?? "off",
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: "incomplete",
    test_clock: null,
    transfer_data: destination ? { amount_percent: null, destination } : null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: null,
  });
  events.emit("customer.subscription.created", subscription, ctx);
  // A subscription's first invoice covers no past period: Stripe gives it period_start = period_end = now.
  const invoice = openInvoice(state, subscription, "subscription_create", { start: now, end: now }, ctx);
  subscription.latest_invoice = invoice.id;
  return subscription;
}

export function updateSubscription({ store, events }: StandInState, id: string, params: Params, ctx: RequestContext): Stripe.Subscription {
  const subscription = store.get(id, "subscription") as Stripe.Subscription;
  const cancel = flag(params, "cancel_at_period_end");
  if (isEnded(subscription) && cancel !== undefined) {
    throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
  }
  const previous: Record<string, unknown> = {};
  if (cancel !== undefined && cancel !== subscription.cancel_at_period_end) {
    previous.cancel_at_period_end = subscription.cancel_at_period_end;
    previous.cancel_at = subscription.cancel_at;
    previous.canceled_at = subscription.canceled_at;
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.items.data[0].current_period_end : null;
    subscription.canceled_at = cancel ? store.now() : null;
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: cancel ? "cancellation_requested" : null };
  }
  const metadata = hash(params, "metadata");
  if (metadata) {
    previous.metadata = { ...subscription.metadata };
    Object.assign(subscription.metadata, metadataOf(params));
  }
  if (Object.keys(previous).length > 0) events.emit("customer.subscription.updated", subscription, ctx, previous);
  return subscription;
}

export function cancelSubscription({ store, events }: StandInState, id: string, ctx: RequestContext | null): Stripe.Subscription {
  const subscription = store.get(id, "subscription") as Stripe.Subscription;
  // What Stripe answers for a subscription that is already over, though GET still finds it.
  if (isEnded(subscription)) throw noSuch("subscription", id);
  const now = store.now();
  subscription.status = "canceled";
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: "cancellation_requested" };
  // Nothing is collected any more for an ended subscription.
  const invoice = store.objects.get(String(subscription.latest_invoice)) as Stripe.Invoice | undefined;
  if (invoice && invoice.status === "open") {
    invoice.status = "void";
    invoice.status_transitions.voided_at = now;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    events.emit("invoice.voided", invoice, ctx);
  }
  events.emit("customer.subscription.deleted", subscription, ctx);
  return subscription;
}

export function isEnded(subscription: Stripe.Subscription): boolean {
  return subscription.status === "canceled" || subscription.status === "incomplete_expired";
}

/** The same calendar day a month later (or the month's last day), as Stripe bills. */
export function addMonths(timestamp: number, months: number): number {
  const date = new Date(timestamp * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
