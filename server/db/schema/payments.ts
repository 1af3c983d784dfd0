/** Money with the payment provider: subscriptions, the events it sends, invoices, payout accounts and payouts. */
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, money, newestFirst } from "./columns";
import { users } from "./accounts";
import { creatorProfiles, subscriptionTiers } from "./creators";

/** Versions of the provider's state in subscription rows (subscriptions.provider_state_version). */
export const providerStateVersions = pgSequence("provider_state_versions");

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    tierId: uuid("tier_id").references(() => subscriptionTiers.id, { onDelete: "set null" }),
    /** The monthly price the fan agreed to (a tier's later price change does not touch it). */
    price: money("price").notNull(),
    /** One of SUBSCRIPTION_STATUSES (shared/subscriptions.ts): incomplete until the first payment. */
    status: text("status").notNull().default("incomplete"),
    /** "stripe" or "test": the payment provider that bills this subscription. */
    paymentProvider: text("payment_provider"),
    /** The provider's subscription and customer ids (Stripe's shape for both providers). */
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeCustomerId: text("stripe_customer_id"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /**
     * A downgrade the fan chose: from scheduled_tier_at (the end of the period
     * it was chosen in) the subscription is that tier at scheduled_price. The
     * provider already bills the new price from then; the event of the renewal
     * moves tier_id and price to it (server/payments/tier-metadata.ts).
     */
    scheduledTierId: uuid("scheduled_tier_id").references(() => subscriptionTiers.id, { onDelete: "set null" }),
    scheduledTierAt: timestamp("scheduled_tier_at", { withTimezone: true }),
    scheduledPrice: money("scheduled_price"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /**
     * How new the provider's state in this row is: a number from
     * provider_state_versions taken when an event's re-read of it began, or when
     * the fan's cancel/resume call to the provider had returned. A re-read that
     * began earlier (a smaller number) never overwrites it. A sequence, not a
     * time: two steps of a race often fall in one millisecond, and a sequence
     * orders every instance's steps strictly.
     */
    providerStateVersion: bigint("provider_state_version", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one live (incomplete, active or past due) subscription per fan and creator.
    uniqueIndex("subscriptions_one_live_key")
      .on(t.subscriberId, t.creatorProfileId)
      .where(sql`${t.status} in ('incomplete', 'active', 'past_due')`),
    uniqueIndex("subscriptions_stripe_subscription_key").on(t.stripeSubscriptionId),
    index("subscriptions_creator_created_idx").on(t.creatorProfileId, ...newestFirst(t)),
    index("subscriptions_subscriber_created_idx").on(t.subscriberId, ...newestFirst(t)),
    index("subscriptions_tier_idx").on(t.tierId),
    // Deleting a tier clears the downgrades scheduled to it.
    index("subscriptions_scheduled_tier_idx")
      .on(t.scheduledTierId)
      .where(sql`${t.scheduledTierId} is not null`),
    // The new-post fan-out walks a creator's fans by subscriber id, a batch at a time.
    index("subscriptions_creator_subscriber_idx").on(t.creatorProfileId, t.subscriberId),
    // Churned fans per month on the earnings chart.
    index("subscriptions_creator_canceled_idx")
      .on(t.creatorProfileId, t.canceledAt)
      .where(sql`${t.canceledAt} is not null`),
  ],
);

/**
 * Every payment event received at POST /api/webhooks/payments, whichever provider
 * sent it: stored once by its id (a redelivered event is recognised), processed by
 * a background job.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    /** When the provider says the event happened. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [index("payment_events_unprocessed_idx").on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

/** A fan's receipt: one per billing period (the provider's invoice). Amounts in integer cents. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    stripeInvoiceId: text("stripe_invoice_id").notNull().unique(),
    /** The payment (charge) that paid it, which refunds and disputes refer to. */
    stripeChargeId: text("stripe_charge_id").unique(),
    amountCents: integer("amount_cents").notNull(),
    amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    /** open, paid, void or uncollectible (Stripe's invoice statuses). */
    status: text("status").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoices_subscription_created_idx").on(t.subscriptionId, ...newestFirst(t)),
    // The staff's list of paid invoices, newest first.
    index("invoices_paid_created_idx")
      .on(...newestFirst(t))
      .where(sql`${t.status} = 'paid'`),
  ],
);

/** Where a creator is paid: their payout account at the provider (a Stripe Connect Express account). */
export const payoutAccounts = pgTable("payout_accounts", {
  creatorProfileId: uuid("creator_profile_id")
    .primaryKey()
    .references(() => creatorProfiles.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  stripeAccountId: text("stripe_account_id").notNull().unique(),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Money sent to a creator's bank by the provider. */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "restrict" }),
    stripePayoutId: text("stripe_payout_id").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    /** pending, in_transit, paid, failed or canceled (Stripe's payout statuses). */
    status: text("status").notNull(),
    arrivalAt: timestamp("arrival_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("payouts_creator_created_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

export type Subscription = typeof subscriptions.$inferSelect;

export type PaymentEvent = typeof paymentEvents.$inferSelect;

export type Invoice = typeof invoices.$inferSelect;

export type PayoutAccount = typeof payoutAccounts.$inferSelect;

export type Payout = typeof payouts.$inferSelect;
