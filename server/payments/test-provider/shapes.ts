/**
 * The test provider's books as Stripe objects (API version 2026-10-28.endive),
 * so the one event processor reads both providers alike. Only the fields the
 * app or a careful reader would look at carry meaning; the rest hold Stripe's
 * neutral values. Each builder is typed field by field with the SDK's types.
 */
import type Stripe from "stripe";
import { creatorShareCents } from "@shared/money";
import type {
  testPaymentAccounts,
  testPaymentInvoices,
  testPaymentPayouts,
  testPaymentSubscriptions,
} from "../../db/schema";
import { last4 } from "./cards";
import { derivedId } from "./ids";
import { unix, unixOrNull } from "./time";

export type TestSubscriptionRow = typeof testPaymentSubscriptions.$inferSelect;
export type TestInvoiceRow = typeof testPaymentInvoices.$inferSelect;
export type TestAccountRow = typeof testPaymentAccounts.$inferSelect;
export type TestPayoutRow = typeof testPaymentPayouts.$inferSelect;

const CURRENCY = "usd";
const PRODUCT_ID = "prod_test_pawfans_subscription";

/** A Stripe object built from the fields given; each given field is checked against the SDK's type. */
const shaped = <T>(fields: Partial<T>): T => fields as T;

const list = <T>(data: T[], url: string): Stripe.ApiList<T> => ({ object: "list", data, has_more: false, url });

type Metadata = Record<string, string>;
const metadataOf = (row: TestSubscriptionRow): Metadata => row.metadata as Metadata;

/** The first invoice of a subscription was made with it, at the same moment. */
export const isFirstInvoice = (invoice: TestInvoiceRow, subscription: TestSubscriptionRow): boolean =>
  invoice.createdAt.getTime() === subscription.createdAt.getTime();

function price(subscription: TestSubscriptionRow): Stripe.Price {
  return shaped<Stripe.Price>({
    id: derivedId("price", subscription.id),
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: unix(subscription.createdAt),
    currency: CURRENCY,
    livemode: false,
    metadata: {},
    product: PRODUCT_ID,
    recurring: shaped<Stripe.Price.Recurring>({ interval: "month", interval_count: 1, usage_type: "licensed", meter: null }),
    type: "recurring",
    unit_amount: subscription.amountCents,
  });
}

function plan(subscription: TestSubscriptionRow): Stripe.Plan {
  return shaped<Stripe.Plan>({
    id: derivedId("price", subscription.id),
    object: "plan",
    active: true,
    amount: subscription.amountCents,
    billing_scheme: "per_unit",
    created: unix(subscription.createdAt),
    currency: CURRENCY,
    interval: "month",
    interval_count: 1,
    livemode: false,
    metadata: {},
    product: PRODUCT_ID,
    usage_type: "licensed",
  });
}

export function stripeSubscription(row: TestSubscriptionRow, latestInvoiceId: string | null): Stripe.Subscription {
  const periodStart = row.currentPeriodStart ?? row.createdAt;
  const periodEnd = row.currentPeriodEnd ?? row.createdAt;
  const item = shaped<Stripe.SubscriptionItem>({
    id: derivedId("si", row.id),
    object: "subscription_item",
    created: unix(row.createdAt),
    current_period_start: unix(periodStart),
    current_period_end: unix(periodEnd),
    discounts: [],
    metadata: {},
    plan: plan(row),
    price: price(row),
    quantity: 1,
    subscription: row.id,
    tax_rates: [],
  });
  return shaped<Stripe.Subscription>({
    id: row.id,
    object: "subscription",
    application: null,
    application_fee_percent: row.destinationAccountId ? row.applicationFeePercent : null,
    billing_cycle_anchor: unix(periodStart),
    cancel_at: row.cancelAtPeriodEnd ? unix(periodEnd) : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: unixOrNull(row.canceledAt),
    collection_method: "charge_automatically",
    created: unix(row.createdAt),
    currency: CURRENCY,
    customer: row.customerId,
    default_payment_method: row.cardNumber ? `pm_test_card_${last4(row.cardNumber)}` : null,
    description: null,
    discounts: [],
    ended_at: unixOrNull(row.canceledAt),
    items: list([item], `/v1/subscription_items?subscription=${row.id}`),
    latest_invoice: latestInvoiceId,
    livemode: false,
    metadata: metadataOf(row),
    start_date: unix(row.createdAt),
    status: row.status as Stripe.Subscription.Status,
    test_clock: null,
    transfer_data: row.destinationAccountId
      ? { destination: row.destinationAccountId, amount_percent: 100 - row.applicationFeePercent }
      : null,
    trial_end: null,
    trial_start: null,
  });
}

export function stripeInvoice(row: TestInvoiceRow, subscription: TestSubscriptionRow): Stripe.Invoice {
  const paid = row.status === "paid";
  const first = isFirstInvoice(row, subscription);
  const line = shaped<Stripe.InvoiceLineItem>({
    id: derivedId("il", row.id),
    object: "line_item",
    amount: row.amountCents,
    currency: CURRENCY,
    description: row.billingReason === "subscription_update" ? "Prorated change of price for the rest of the period" : "1 × PawFans monthly subscription",
    discountable: true,
    discounts: [],
    invoice: row.id,
    livemode: false,
    metadata: metadataOf(subscription),
    period: { start: unix(row.periodStart), end: unix(row.periodEnd) },
    quantity: 1,
    subscription: subscription.id,
    subtotal: row.amountCents,
  });
  const payment = row.chargeId
    ? [
        shaped<Stripe.InvoicePayment>({
          id: derivedId("inpay", row.id),
          object: "invoice_payment",
          amount_paid: row.amountCents,
          amount_requested: row.amountCents,
          created: unix(row.paidAt ?? row.createdAt),
          currency: CURRENCY,
          invoice: row.id,
          is_default: true,
          livemode: false,
          payment: { type: "charge", charge: row.chargeId },
          status: "paid",
          status_transitions: { canceled_at: null, paid_at: unixOrNull(row.paidAt) },
        }),
      ]
    : [];
  return shaped<Stripe.Invoice>({
    id: row.id,
    object: "invoice",
    amount_due: row.amountCents,
    amount_overpaid: 0,
    amount_paid: paid ? row.amountCents : 0,
    amount_remaining: paid ? 0 : row.amountCents,
    amount_shipping: 0,
    application: null,
    attempt_count: row.attemptCount,
    attempted: row.attemptCount > 0,
    billing_reason: (row.billingReason as Stripe.Invoice.BillingReason | null) ?? (first ? "subscription_create" : "subscription_cycle"),
    collection_method: "charge_automatically",
    // Only an open first invoice is paid from the subscribe dialog.
    confirmation_secret: first && row.status === "open" ? { client_secret: row.clientSecret, type: "payment_intent" } : null,
    created: unix(row.createdAt),
    currency: CURRENCY,
    customer: subscription.customerId,
    description: null,
    discounts: [],
    lines: list([line], `/v1/invoices/${row.id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: row.status === "open" ? unixOrNull(row.nextAttemptAt) : null,
    number: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: metadataOf(subscription), subscription: subscription.id },
    },
    payments: list(payment, `/v1/invoice_payments?invoice=${row.id}`),
    period_start: unix(row.periodStart),
    period_end: unix(row.periodEnd),
    status: row.status as Stripe.Invoice.Status,
    status_transitions: {
      finalized_at: unix(row.createdAt),
      marked_uncollectible_at: null,
      paid_at: unixOrNull(row.paidAt),
      voided_at: null,
    },
    subtotal: row.amountCents,
    test_clock: null,
    total: row.amountCents,
  });
}

/** A charge exists once an invoice is paid: it is the invoice's payment, refunds included. */
export function stripeCharge(row: TestInvoiceRow, subscription: TestSubscriptionRow): Stripe.Charge {
  if (!row.chargeId) throw new Error(`invoice ${row.id} has no charge`);
  const destinationCents = creatorShareCents(row.amountCents);
  return shaped<Stripe.Charge>({
    id: row.chargeId,
    object: "charge",
    amount: row.amountCents,
    amount_captured: row.amountCents,
    amount_refunded: row.amountRefundedCents,
    application_fee_amount: subscription.destinationAccountId ? row.amountCents - destinationCents : null,
    balance_transaction: null,
    captured: true,
    created: unix(row.paidAt ?? row.createdAt),
    currency: CURRENCY,
    customer: subscription.customerId,
    description: "PawFans subscription",
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: metadataOf(subscription),
    paid: true,
    payment_intent: null,
    payment_method: `pm_test_card_${last4(subscription.cardNumber)}`,
    receipt_url: null,
    refunded: row.amountRefundedCents >= row.amountCents,
    refunds: list([], `/v1/charges/${row.chargeId}/refunds`),
    status: "succeeded",
    transfer_data: subscription.destinationAccountId
      ? { amount: destinationCents, destination: subscription.destinationAccountId }
      : null,
  });
}

export function stripeAccount(row: TestAccountRow): Stripe.Account {
  return shaped<Stripe.Account>({
    id: row.id,
    object: "account",
    type: "express",
    charges_enabled: row.detailsSubmitted,
    payouts_enabled: row.detailsSubmitted,
    details_submitted: row.detailsSubmitted,
    country: "US",
    default_currency: CURRENCY,
    created: unix(row.createdAt),
    metadata: {},
  });
}

export function stripePayout(row: TestPayoutRow): Stripe.Payout {
  return shaped<Stripe.Payout>({
    id: row.id,
    object: "payout",
    amount: row.amountCents,
    arrival_date: unix(row.arrivalAt),
    automatic: true,
    created: unix(row.createdAt),
    currency: CURRENCY,
    description: "STRIPE PAYOUT",
    destination: null,
    livemode: false,
    metadata: {},
    method: "standard",
    source_type: "card",
    status: row.status,
    type: "bank_account",
  });
}
