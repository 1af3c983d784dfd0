/**
 * Invoices: a finalized invoice for a subscription's period with the payment intent
 * that pays it (its Payment Element secret under the includable confirmation_secret,
 * the payment under the includable payments). GET /v1/invoices/:id answers it.
 */
import crypto from "node:crypto";
import type Stripe from "stripe";
import type { RequestContext } from "../events";
import type { StandInState } from "../state";
import { newId, type ObjectStore } from "../store";

/** What an invoice line charges (a negative amount credits): by default the subscription's price for its period. */
export interface InvoiceCharge {
  amount: number;
  description: string;
  price: Stripe.Price;
  period: { start: number; end: number };
  proration: boolean;
}

/**
 * A finalized invoice for the subscription's current period (or the charges
 * given: a proration), with its payment intent, waiting for payment.
 */
export function openInvoice(
  { store, events }: StandInState,
  subscription: Stripe.Subscription,
  reason: Stripe.Invoice.BillingReason,
  invoicePeriod: { start: number; end: number },
  ctx: RequestContext | null,
  charges?: InvoiceCharge[],
): Stripe.Invoice {
  const now = store.now();
  const item = subscription.items.data[0];
  const lineCharges = charges ?? [
    { amount: item.price.unit_amount ?? 0, description: "", price: item.price, period: { start: item.current_period_start, end: item.current_period_end }, proration: false },
  ];
  const amount = lineCharges.reduce((sum, charge) => sum + charge.amount, 0);
  const customer = store.lookup<Stripe.Customer>(subscription.customer as string, "customer");
  const invoiceId = newId("in");
  const destination = subscription.transfer_data ? String(subscription.transfer_data.destination) : null;
  const paymentIntent = store.save<Stripe.PaymentIntent>(
    paymentIntentOf({
      id: newId("pi"),
      amount,
      currency: subscription.currency,
      customer: customer.id,
      created: now,
      destination,
      applicationFee:
        destination && subscription.application_fee_percent !== null ? Math.round((amount * subscription.application_fee_percent) / 100) : null,
      savesCard: subscription.payment_settings?.save_default_payment_method === "on_subscription",
    }),
  );
  const lines = lineCharges.map((charge) => lineOf(store, subscription, invoiceId, charge));
  const invoicePayment: Stripe.InvoicePayment = {
    id: newId("inpay"),
    object: "invoice_payment",
    amount_paid: null,
    amount_requested: amount,
    created: now,
    currency: subscription.currency,
    invoice: invoiceId,
    is_default: true,
    livemode: false,
    payment: { payment_intent: paymentIntent.id, type: "payment_intent" },
    status: "open",
    status_transitions: { canceled_at: null, paid_at: null },
  };
  const invoice = store.save<Stripe.Invoice>(
    invoiceObject({ store, subscription, customer, id: invoiceId, reason, invoicePeriod, lines, amount, now, payment: { paymentIntent, invoicePayment } }),
  );
  events.emit("invoice.created", invoice, ctx);
  events.emit("invoice.finalized", invoice, ctx);
  events.emit("payment_intent.created", paymentIntent, ctx);
  return invoice;
}

function countInvoices(store: ObjectStore, customerId: string): number {
  let count = 0;
  for (const value of store.objects.values()) {
    if (value.object === "invoice" && (value as Stripe.Invoice).customer === customerId) count++;
  }
  return count;
}

function paymentIntentOf(input: {
  id: string;
  amount: number;
  currency: string;
  customer: string;
  created: number;
  destination: string | null;
  applicationFee: number | null;
  savesCard: boolean;
}): Stripe.PaymentIntent {
  return {
    id: input.id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: input.applicationFee,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${input.id}_secret_${crypto.randomBytes(12).toString("base64url").replace(/[-_]/g, "0")}`,
    confirmation_method: "automatic",
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: "Subscription creation",
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: input.savesCard ? "off_session" : null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "requires_payment_method",
    ...(input.destination ? { transfer_data: { destination: input.destination } } : {}),
    transfer_group: null,
  };
}

function lineOf(store: ObjectStore, subscription: Stripe.Subscription, invoiceId: string, charge: InvoiceCharge): Stripe.InvoiceLineItem {
  const item = subscription.items.data[0];
  const unitAmount = charge.price.unit_amount ?? 0;
  const description =
    charge.description || `1 × ${store.lookup<Stripe.Product>(String(charge.price.product), "product").name} (at $${(unitAmount / 100).toFixed(2)} / month)`;
  return {
    id: newId("il"),
    object: "line_item",
    amount: charge.amount,
    currency: subscription.currency,
    description,
    discount_amounts: [],
    discountable: !charge.proration,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: charge.proration,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: "subscription_item_details",
    },
    period: charge.period,
    pretax_credit_amounts: [],
    pricing: { price_details: { price: charge.price.id, product: String(charge.price.product) }, type: "price_details", unit_amount_decimal: null },
    quantity: 1,
    quantity_decimal: null,
    subscription: subscription.id,
    subtotal: charge.amount,
    taxes: [],
  };
}

/**
 * The two proration lines of changing the item's price at `at`, as Stripe
 * prorates by the second: the unused time on the old price credited, the
 * remaining time on the new price charged, each rounded to the cent.
 */
export function prorationCharges(item: Stripe.SubscriptionItem, newPrice: Stripe.Price, at: number): InvoiceCharge[] {
  const period = { start: at, end: item.current_period_end };
  const fraction = (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
  const date = new Date(at * 1000).toISOString().slice(0, 10);
  return [
    { amount: -Math.round((item.price.unit_amount ?? 0) * fraction), description: `Unused time after ${date}`, price: item.price, period, proration: true },
    { amount: Math.round((newPrice.unit_amount ?? 0) * fraction), description: `Remaining time after ${date}`, price: newPrice, period, proration: true },
  ];
}


/** An invoice as Stripe answers it: finalized and open with its payment, or (no payment) a preview's draft. */
function invoiceObject(input: {
  store: ObjectStore;
  subscription: Stripe.Subscription;
  customer: Stripe.Customer;
  id: string;
  reason: Stripe.Invoice.BillingReason;
  invoicePeriod: { start: number; end: number };
  lines: Stripe.InvoiceLineItem[];
  amount: number;
  now: number;
  payment: { paymentIntent: Stripe.PaymentIntent; invoicePayment: Stripe.InvoicePayment } | null;
}): Stripe.Invoice {
  const { store, subscription, customer, id: invoiceId, reason, invoicePeriod, lines, amount, now, payment } = input;
  return {
    id: invoiceId,
    object: "invoice",
    account_country: "US",
    account_name: "PawFans",
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: reason !== "subscription_create",
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: reason,
    collection_method: "charge_automatically",
    confirmation_secret: payment ? { client_secret: payment.paymentIntent.client_secret as string, type: "payment_intent" } : null,
    created: now,
    currency: subscription.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: payment ? now : null,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/stand-in/${invoiceId}`,
    invoice_pdf: `https://pay.stripe.com/invoice/stand-in/${invoiceId}/pdf`,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${invoiceId}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: reason === "subscription_create" || !payment ? null : now,
    number: payment ? `${customer.invoice_prefix ?? "STANDIN"}-${String(countInvoices(store, customer.id) + 1).padStart(4, "0")}` : null,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: { object: "list", data: payment ? [payment.invoicePayment] : [], has_more: false, url: `/v1/invoice_payments?invoice=${invoiceId}` },
    period_end: invoicePeriod.end,
    period_start: invoicePeriod.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: payment ? "open" : "draft",
    status_transitions: { finalized_at: payment ? now : null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}
/**
 * A preview invoice (POST /v1/invoices/create_preview): a draft that is not
 * kept, with the charges given (the prorations of a previewed change).
 */
export function previewInvoice(store: ObjectStore, subscription: Stripe.Subscription, charges: InvoiceCharge[]): Stripe.Invoice {
  const id = newId("upcoming_in");
  const now = store.now();
  const customer = store.lookup<Stripe.Customer>(subscription.customer as string, "customer");
  const lines = charges.map((charge) => lineOf(store, subscription, id, charge));
  const amount = charges.reduce((sum, charge) => sum + charge.amount, 0);
  const period = charges[0]?.period ?? { start: now, end: now };
  return invoiceObject({ store, subscription, customer, id, reason: "upcoming", invoicePeriod: period, lines, amount, now, payment: null });
}
