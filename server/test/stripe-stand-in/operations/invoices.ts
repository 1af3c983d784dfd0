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

/** A finalized invoice for the subscription's current period, with its payment intent, waiting for payment. */
export function openInvoice(
  { store, events }: StandInState,
  subscription: Stripe.Subscription,
  reason: Stripe.Invoice.BillingReason,
  invoicePeriod: { start: number; end: number },
  ctx: RequestContext | null,
): Stripe.Invoice {
  const now = store.now();
  const item = subscription.items.data[0];
  const amount = item.price.unit_amount ?? 0;
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
  const line: Stripe.InvoiceLineItem = {
    id: newId("il"),
    object: "line_item",
    amount,
    currency: subscription.currency,
    description: `1 × ${store.lookup<Stripe.Product>(String(item.price.product), "product").name} (at $${(amount / 100).toFixed(2)} / month)`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: subscription.id, subscription_item: item.id },
      type: "subscription_item_details",
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pretax_credit_amounts: [],
    pricing: { price_details: { price: item.price.id, product: String(item.price.product) }, type: "price_details", unit_amount_decimal: null },
    quantity: 1,
    quantity_decimal: null,
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
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
  const invoice = store.save<Stripe.Invoice>({
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
    confirmation_secret: { client_secret: paymentIntent.client_secret as string, type: "payment_intent" },
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
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/stand-in/${invoiceId}`,
    invoice_pdf: `https://pay.stripe.com/invoice/stand-in/${invoiceId}/pdf`,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: [line], has_more: false, url: `/v1/invoices/${invoiceId}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: reason === "subscription_create" ? null : now,
    number: `${customer.invoice_prefix ?? "STANDIN"}-${String(countInvoices(store, customer.id) + 1).padStart(4, "0")}`,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: { object: "list", data: [invoicePayment], has_more: false, url: `/v1/invoice_payments?invoice=${invoiceId}` },
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
    status: "open",
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  });
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
