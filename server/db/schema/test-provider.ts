/** The built-in test payment provider's own books (server/payments/test-provider/). */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// ---------- The built-in test payment provider's own records ----------
// It plays the payment company: these tables are its books, never read by the app
// outside server/payments/test-provider.

export const testPaymentSubscriptions = pgTable("test_payment_subscriptions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** Stripe's subscription statuses. */
  status: text("status").notNull(),
  /** The card on file (a test card number); null until the first payment. */
  cardNumber: text("card_number"),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** When the cancel was asked for (at the period's end, or at once); Stripe's canceled_at. */
  canceledAt: timestamp("canceled_at", { withTimezone: true }),
  /** When it ended (Stripe's ended_at); null while it runs. */
  endedAt: timestamp("ended_at", { withTimezone: true }),
  /** The creator's payout account (destination of the charges) and the platform's fee. */
  destinationAccountId: text("destination_account_id"),
  applicationFeePercent: integer("application_fee_percent").notNull(),
  /** The app's own references (its subscription id), as Stripe metadata. */
  metadata: jsonb("metadata").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export const testPaymentInvoices = pgTable(
  "test_payment_invoices",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => testPaymentSubscriptions.id),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull(),
    /** The secret the subscribe dialog confirms the first payment with. */
    clientSecret: text("client_secret").notNull().unique(),
    chargeId: text("charge_id").unique(),
    amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    /** Stripe's billing_reason when it is not told by the moment (subscription_update: a proration); null for first and renewal invoices. */
    billingReason: text("billing_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the draft was finalized (open); a renewal is a draft for a moment first. */
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    markedUncollectibleAt: timestamp("marked_uncollectible_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("test_payment_invoices_subscription_idx").on(t.subscriptionId)],
);

export const testPaymentAccounts = pgTable("test_payment_accounts", {
  id: text("id").primaryKey(),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  /** The bank account's last four digits, typed on the onboarding page (…0002 fails every payout). */
  bankAccountLast4: text("bank_account_last4"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export const testPaymentPayouts = pgTable("test_payment_payouts", {
  id: text("id").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => testPaymentAccounts.id),
  amountCents: integer("amount_cents").notNull(),
  status: text("status").notNull(),
  /** Why the bank refused it (Stripe's failure_code), for a failed payout. */
  failureCode: text("failure_code"),
  arrivalAt: timestamp("arrival_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** One-off payments (Paw Bazar orders), as Stripe's PaymentIntents with their one charge. */
export const testPaymentIntents = pgTable("test_payment_intents", {
  id: text("id").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  /** Stripe's PaymentIntent statuses: requires_payment_method, succeeded, canceled. */
  status: text("status").notNull(),
  clientSecret: text("client_secret").notNull().unique(),
  chargeId: text("charge_id").unique(),
  amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
  /** Separate charges and transfers: the transfers to the seller name the same group. */
  transferGroup: text("transfer_group"),
  cardNumber: text("card_number"),
  /** The app's own references (its order id), as Stripe metadata. */
  metadata: jsonb("metadata").notNull(),
  canceledAt: timestamp("canceled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Refunds of a charge (an invoice's or a PaymentIntent's), as Stripe's Refund objects. */
export const testPaymentRefunds = pgTable(
  "test_payment_refunds",
  {
    id: text("id").primaryKey(),
    chargeId: text("charge_id").notNull(),
    paymentIntentId: text("payment_intent_id"),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("test_payment_refunds_charge_idx").on(t.chargeId)],
);

/** Disputes of a charge (the test card 4000 0000 0000 0259), won or lost through staff's test control. */
export const testPaymentDisputes = pgTable(
  "test_payment_disputes",
  {
    id: text("id").primaryKey(),
    chargeId: text("charge_id").notNull(),
    paymentIntentId: text("payment_intent_id"),
    amountCents: integer("amount_cents").notNull(),
    /** Stripe's dispute statuses: needs_response, then won or lost. */
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("test_payment_disputes_charge_idx").on(t.chargeId)],
);

/** Events the test provider has to deliver (delivery is retried until the webhook answers 2xx). */
export const testPaymentEvents = pgTable("test_payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  payload: jsonb("payload").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
});

/** The test clock: how far the test provider's time runs ahead of the real time. */
export const testPaymentClock = pgTable("test_payment_clock", {
  id: integer("id").primaryKey().default(1),
  offsetSeconds: integer("offset_seconds").notNull().default(0),
});
