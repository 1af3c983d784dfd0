/**
 * The test provider's books as Stripe objects (API version 2026-10-28.endive),
 * so the one event processor reads both providers alike. Only the fields the
 * app or a careful reader would look at carry meaning; the rest hold Stripe's
 * neutral values. Each builder gives its SDK type whole (the compiler checks it).
 *
 * As Stripe Billing does, an invoice is paid through a PaymentIntent of its own
 * (the invoice's payment names it, its latest_charge is the charge, and its
 * client secret is what the subscribe dialog confirms); every charge names its
 * PaymentIntent and a balance transaction, and lists its refunds. The 80/20
 * split is said once, as the Stripe provider says it: the platform's
 * application fee (application_fee_percent on the subscription, the fee's
 * amount on each charge), the rest going to the destination.
 */
import type Stripe from "stripe";
import { creatorShareCents } from "@shared/money";
import type {
  testPaymentAccounts,
  testPaymentDisputes,
  testPaymentIntents,
  testPaymentInvoices,
  testPaymentPayouts,
  testPaymentRefunds,
  testPaymentSubscriptions,
} from "../../db/schema";
import { last4 } from "./cards";
import { derivedId } from "./ids";
import { unix, unixOrNull } from "./time";

export type TestSubscriptionRow = typeof testPaymentSubscriptions.$inferSelect;
export type TestInvoiceRow = typeof testPaymentInvoices.$inferSelect;
export type TestAccountRow = typeof testPaymentAccounts.$inferSelect;
export type TestPayoutRow = typeof testPaymentPayouts.$inferSelect;
export type TestPaymentIntentRow = typeof testPaymentIntents.$inferSelect;
export type TestRefundRow = typeof testPaymentRefunds.$inferSelect;
type TestDisputeRow = typeof testPaymentDisputes.$inferSelect;

const CURRENCY = "usd";
const PRODUCT_ID = "prod_test_pawfans_subscription";

/**
 * A Stripe object built whole: every field its SDK type requires is given, so the
 * compiler checks each builder against the pinned API version, and
 * server/payments/test-provider/stripe-types.test.ts checks what is sent.
 */
const shaped = <T>(fields: T): T => fields;

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
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: PRODUCT_ID,
    recurring: { interval: "month", interval_count: 1, usage_type: "licensed", meter: null, trial_period_days: null },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: subscription.amountCents,
    // Decimals are null here: the SDK gives them as its Decimal class, the wire as strings.
    unit_amount_decimal: null,
  });
}

function plan(subscription: TestSubscriptionRow): Stripe.Plan {
  return shaped<Stripe.Plan>({
    id: derivedId("price", subscription.id),
    object: "plan",
    active: true,
    amount: subscription.amountCents,
    amount_decimal: null,
    billing_scheme: "per_unit",
    created: unix(subscription.createdAt),
    currency: CURRENCY,
    interval: "month",
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: PRODUCT_ID,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  });
}

export function stripeSubscription(row: TestSubscriptionRow, latestInvoiceId: string | null): Stripe.Subscription {
  const periodStart = row.currentPeriodStart ?? row.createdAt;
  const periodEnd = row.currentPeriodEnd ?? row.createdAt;
  const item = shaped<Stripe.SubscriptionItem>({
    id: derivedId("si", row.id),
    object: "subscription_item",
    billing_thresholds: null,
    created: unix(row.createdAt),
    current_period_start: unix(periodStart),
    current_period_end: unix(periodEnd),
    current_trial: null,
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
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: unix(periodStart),
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: row.cancelAtPeriodEnd ? unix(periodEnd) : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: unixOrNull(row.canceledAt),
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: row.canceledAt ? "cancellation_requested" : null },
    collection_method: "charge_automatically",
    created: unix(row.createdAt),
    currency: CURRENCY,
    customer: row.customerId,
    customer_account: null,
    days_until_due: null,
    default_payment_method: row.cardNumber ? `pm_test_card_${last4(row.cardNumber)}` : null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: unixOrNull(row.endedAt),
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: "self" } },
    items: list([item], `/v1/subscription_items?subscription=${row.id}`),
    latest_invoice: latestInvoiceId,
    livemode: false,
    managed_payments: null,
    metadata: metadataOf(row),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: unix(row.createdAt),
    status: row.status as Stripe.Subscription.Status,
    test_clock: null,
    // The split is said once: the application fee above; the rest goes to the destination.
    transfer_data: row.destinationAccountId ? { destination: row.destinationAccountId, amount_percent: null } : null,
    trial_end: null,
    trial_settings: null,
    trial_start: null,
  });
}

/** What an invoice's shape needs beyond its row: its number (null while a draft) and its charge's refunds. */
export interface InvoiceFacts {
  number: string | null;
  refunds: TestRefundRow[];
  disputed: boolean;
}

/** The PaymentIntent that pays an invoice: it exists with the invoice, its id derived from the invoice's. */
export const invoicePaymentIntentId = (invoice: Pick<TestInvoiceRow, "id">): string => derivedId("pi", invoice.id);

/** Stripe's invoice number: the customer's prefix and the invoice's place among the customer's finalized invoices. */
export const invoiceNumber = (customerId: string, sequence: number): string =>
  `${customerId.slice(customerId.lastIndexOf("_") + 1, customerId.lastIndexOf("_") + 9).toUpperCase()}-${String(sequence).padStart(4, "0")}`;

function invoicePaymentIntentStatus(row: TestInvoiceRow): Stripe.PaymentIntent.Status {
  if (row.status === "paid") return "succeeded";
  if (row.status === "void" || row.status === "uncollectible") return "canceled";
  return "requires_payment_method";
}

/** The invoice's PaymentIntent, as Stripe Billing makes one for each invoice it charges. */
export function stripeInvoicePaymentIntent(row: TestInvoiceRow, subscription: TestSubscriptionRow): Stripe.PaymentIntent {
  const status = invoicePaymentIntentStatus(row);
  return paymentIntentShape({
    id: invoicePaymentIntentId(row),
    amountCents: row.amountCents,
    status,
    clientSecret: row.clientSecret,
    chargeId: row.chargeId,
    cardNumber: row.chargeId ? subscription.cardNumber : null,
    canceledAt: status === "canceled" ? (row.voidedAt ?? row.markedUncollectibleAt) : null,
    createdAt: row.createdAt,
    customer: subscription.customerId,
    description: "Subscription update",
    metadata: {},
    transferGroup: null,
  });
}

export function stripeInvoice(
  row: TestInvoiceRow,
  subscription: TestSubscriptionRow,
  facts: InvoiceFacts,
  options: { expandPaymentIntent?: boolean } = {},
): Stripe.Invoice {
  const paid = row.status === "paid";
  const first = isFirstInvoice(row, subscription);
  const line = shaped<Stripe.InvoiceLineItem>({
    id: derivedId("il", row.id),
    object: "line_item",
    amount: row.amountCents,
    currency: CURRENCY,
    description: row.billingReason === "subscription_update" ? "Prorated change of price for the rest of the period" : "1 × PawFans monthly subscription",
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: row.id,
    livemode: false,
    metadata: metadataOf(subscription),
    parent: {
      type: "subscription_item_details",
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: row.billingReason === "subscription_update",
        proration_details: null,
        subscription: subscription.id,
        subscription_item: derivedId("si", subscription.id),
      },
    },
    period: { start: unix(row.periodStart), end: unix(row.periodEnd) },
    pretax_credit_amounts: [],
    pricing: { type: "price_details", price_details: { price: derivedId("price", subscription.id), product: PRODUCT_ID }, unit_amount_decimal: null },
    quantity: 1,
    quantity_decimal: null,
    subscription: subscription.id,
    subtotal: row.amountCents,
    taxes: [],
  });
  const intentId = invoicePaymentIntentId(row);
  // A draft has no payment yet; an open invoice's payment waits for its PaymentIntent, a paid one names it.
  const payment =
    row.status === "draft"
      ? []
      : [
          shaped<Stripe.InvoicePayment>({
            id: derivedId("inpay", row.id),
            object: "invoice_payment",
            amount_paid: paid ? row.amountCents : null,
            amount_requested: row.amountCents,
            created: unix(row.finalizedAt ?? row.createdAt),
            currency: CURRENCY,
            invoice: row.id,
            is_default: true,
            livemode: false,
            payment: {
              type: "payment_intent",
              payment_intent: options.expandPaymentIntent ? stripeInvoicePaymentIntent(row, subscription) : intentId,
            },
            status: paid ? "paid" : row.status === "open" ? "open" : "canceled",
            status_transitions: { canceled_at: unixOrNull(row.voidedAt ?? row.markedUncollectibleAt), paid_at: unixOrNull(row.paidAt) },
          }),
        ];
  return shaped<Stripe.Invoice>({
    id: row.id,
    object: "invoice",
    account_country: "US",
    account_name: "PawFans",
    account_tax_ids: null,
    amount_due: row.amountCents,
    amount_overpaid: 0,
    amount_paid: paid ? row.amountCents : 0,
    amount_remaining: paid ? 0 : row.amountCents,
    amount_shipping: 0,
    application: null,
    attempt_count: row.attemptCount,
    attempted: row.attemptCount > 0,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: (row.billingReason as Stripe.Invoice.BillingReason | null) ?? (first ? "subscription_create" : "subscription_cycle"),
    collection_method: "charge_automatically",
    // Only an open first invoice is paid from the subscribe dialog: its PaymentIntent's secret.
    confirmation_secret: first && row.status === "open" ? { client_secret: row.clientSecret, type: "payment_intent" } : null,
    created: unix(row.createdAt),
    currency: CURRENCY,
    custom_fields: null,
    customer: subscription.customerId,
    customer_account: null,
    customer_address: null,
    customer_email: null,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: unixOrNull(row.finalizedAt),
    ending_balance: row.status === "draft" ? null : 0,
    footer: null,
    from_invoice: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: list([line], `/v1/invoices/${row.id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: row.status === "open" ? unixOrNull(row.nextAttemptAt) : null,
    number: facts.number,
    on_behalf_of: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: metadataOf(subscription), subscription: subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: list(payment, `/v1/invoice_payments?invoice=${row.id}`),
    period_start: unix(row.periodStart),
    period_end: unix(row.periodEnd),
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: row.status as Stripe.Invoice.Status,
    status_transitions: {
      finalized_at: unixOrNull(row.finalizedAt),
      marked_uncollectible_at: unixOrNull(row.markedUncollectibleAt),
      paid_at: unixOrNull(row.paidAt),
      voided_at: unixOrNull(row.voidedAt),
    },
    subtotal: row.amountCents,
    subtotal_excluding_tax: row.amountCents,
    test_clock: null,
    total: row.amountCents,
    total_discount_amounts: [],
    total_excluding_tax: row.amountCents,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: unixOrNull(row.finalizedAt),
  });
}

/** What a charge is, whoever's it is (an invoice's PaymentIntent's or an order's). */
interface ChargeFacts {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  amountRefundedCents: number;
  refunds: TestRefundRow[];
  disputed: boolean;
  cardNumber: string | null;
  createdAt: Date;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  /** A subscription's charge to a creator's account: the destination and the platform's fee. */
  destination: { accountId: string; applicationFeeCents: number } | null;
  transferGroup: string | null;
}

function chargeShape(facts: ChargeFacts): Stripe.Charge {
  return shaped<Stripe.Charge>({
    id: facts.id,
    object: "charge",
    amount: facts.amountCents,
    amount_captured: facts.amountCents,
    amount_refunded: facts.amountRefundedCents,
    application: null,
    application_fee: facts.destination ? derivedId("fee", facts.id) : null,
    application_fee_amount: facts.destination?.applicationFeeCents ?? null,
    balance_transaction: derivedId("txn", facts.id),
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: "PAWFANS",
    captured: true,
    created: unix(facts.createdAt),
    currency: CURRENCY,
    customer: facts.customer,
    description: facts.description,
    disputed: facts.disputed,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: facts.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: facts.paymentIntentId,
    payment_method: facts.cardNumber ? `pm_test_card_${last4(facts.cardNumber)}` : null,
    payment_method_details: null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: facts.amountRefundedCents >= facts.amountCents,
    refunds: list(
      facts.refunds.map((refund) => stripeRefund(refund)),
      `/v1/charges/${facts.id}/refunds`,
    ),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    // The whole amount goes to the destination, less the application fee (the split said once).
    transfer_data: facts.destination ? { amount: null, destination: facts.destination.accountId } : null,
    transfer_group: facts.transferGroup,
  });
}

/** A charge exists once an invoice is paid: its PaymentIntent's charge, refunds included. */
export function stripeCharge(row: TestInvoiceRow, subscription: TestSubscriptionRow, facts: Omit<InvoiceFacts, "number">): Stripe.Charge {
  if (!row.chargeId) throw new Error(`invoice ${row.id} has no charge`);
  return chargeShape({
    id: row.chargeId,
    paymentIntentId: invoicePaymentIntentId(row),
    amountCents: row.amountCents,
    amountRefundedCents: row.amountRefundedCents,
    refunds: facts.refunds,
    disputed: facts.disputed,
    cardNumber: subscription.cardNumber,
    createdAt: row.paidAt ?? row.createdAt,
    customer: subscription.customerId,
    description: "PawFans subscription",
    metadata: metadataOf(subscription),
    destination: subscription.destinationAccountId
      ? { accountId: subscription.destinationAccountId, applicationFeeCents: row.amountCents - creatorShareCents(row.amountCents) }
      : null,
    transferGroup: null,
  });
}

/** A paid order's PaymentIntent's charge: on the platform (no destination; the seller is paid by the app's ledger). */
export function stripePaymentIntentCharge(row: TestPaymentIntentRow, refunds: TestRefundRow[], disputed: boolean): Stripe.Charge {
  if (!row.chargeId) throw new Error(`payment intent ${row.id} has no charge`);
  const metadata = row.metadata as Record<string, string>;
  return chargeShape({
    id: row.chargeId,
    paymentIntentId: row.id,
    amountCents: row.amountCents,
    amountRefundedCents: row.amountRefundedCents,
    refunds,
    disputed,
    cardNumber: row.cardNumber,
    createdAt: row.createdAt,
    customer: null,
    description: metadata.description ?? null,
    metadata: { orderId: metadata.orderId ?? "" },
    destination: null,
    transferGroup: row.transferGroup,
  });
}

interface PaymentIntentFacts {
  id: string;
  amountCents: number;
  status: Stripe.PaymentIntent.Status;
  clientSecret: string;
  chargeId: string | null;
  cardNumber: string | null;
  canceledAt: Date | null;
  createdAt: Date;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  transferGroup: string | null;
}

function paymentIntentShape(facts: PaymentIntentFacts): Stripe.PaymentIntent {
  return shaped<Stripe.PaymentIntent>({
    id: facts.id,
    object: "payment_intent",
    allowed_payment_method_types: ["card"],
    amount: facts.amountCents,
    amount_capturable: 0,
    amount_received: facts.status === "succeeded" ? facts.amountCents : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: unixOrNull(facts.canceledAt),
    cancellation_reason: facts.status === "canceled" ? "abandoned" : null,
    capture_method: "automatic",
    client_secret: facts.clientSecret,
    confirmation_method: "automatic",
    created: unix(facts.createdAt),
    currency: CURRENCY,
    customer: facts.customer,
    customer_account: null,
    description: facts.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: facts.chargeId,
    livemode: false,
    managed_payments: null,
    metadata: facts.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: facts.cardNumber ? `pm_test_card_${last4(facts.cardNumber)}` : null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: facts.status,
    transfer_group: facts.transferGroup,
  });
}

/** An order's PaymentIntent (API version 2026-10-28.endive). */
export function stripePaymentIntent(row: TestPaymentIntentRow): Stripe.PaymentIntent {
  const metadata = row.metadata as Record<string, string>;
  return paymentIntentShape({
    id: row.id,
    amountCents: row.amountCents,
    status: row.status as Stripe.PaymentIntent.Status,
    clientSecret: row.clientSecret,
    chargeId: row.chargeId,
    cardNumber: row.cardNumber,
    canceledAt: row.canceledAt,
    createdAt: row.createdAt,
    customer: null,
    description: metadata.description ?? null,
    metadata: { orderId: metadata.orderId ?? "" },
    transferGroup: row.transferGroup,
  });
}

export function stripeRefund(row: TestRefundRow): Stripe.Refund {
  return shaped<Stripe.Refund>({
    id: row.id,
    object: "refund",
    amount: row.amountCents,
    balance_transaction: derivedId("txn", row.id),
    charge: row.chargeId,
    created: unix(row.createdAt),
    currency: CURRENCY,
    customer: null,
    customer_account: null,
    metadata: {},
    payment_intent: row.paymentIntentId,
    payment_method: null,
    reason: "requested_by_customer",
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  });
}

export function stripeDispute(row: TestDisputeRow): Stripe.Dispute {
  return shaped<Stripe.Dispute>({
    id: row.id,
    object: "dispute",
    amount: row.amountCents,
    balance_transactions: [],
    charge: row.chargeId,
    created: unix(row.createdAt),
    currency: CURRENCY,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: unix(row.createdAt) + 7 * 24 * 60 * 60,
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
    payment_intent: row.paymentIntentId,
    reason: "fraudulent",
    status: row.status as Stripe.Dispute.Status,
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
    email: null,
    created: unix(row.createdAt),
    metadata: {},
  });
}

export function stripePayout(row: TestPayoutRow): Stripe.Payout {
  const failed = row.status === "failed";
  return shaped<Stripe.Payout>({
    id: row.id,
    object: "payout",
    amount: row.amountCents,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: unix(row.arrivalAt),
    automatic: true,
    balance_transaction: derivedId("txn", row.id),
    created: unix(row.createdAt),
    currency: CURRENCY,
    description: "STRIPE PAYOUT",
    destination: null,
    failure_balance_transaction: failed ? derivedId("txn", `${row.id}_failure`) : null,
    failure_code: row.failureCode,
    failure_message: failed ? "The bank account has been closed." : null,
    livemode: false,
    metadata: {},
    method: "standard",
    original_payout: null,
    payout_method: null,
    reconciliation_status: "completed",
    reversed_by: null,
    source_type: "card",
    statement_descriptor: null,
    status: row.status,
    trace_id: null,
    type: "bank_account",
  });
}
