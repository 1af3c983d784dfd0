/**
 * Changing a running subscription's tier, by its subscriber.
 *
 * - Upgrade (a higher price than the one the fan pays now): takes effect now.
 *   The provider changes the price and invoices the prorated difference for the
 *   rest of the period at once, charged to the card on file; the row takes the
 *   new tier and price as soon as the provider answers that it is paid, so the
 *   fan sees the tier's posts at once (the provider's events re-apply the same
 *   and record the proration invoice in the ledger like any other). When the
 *   card must be confirmed (Stripe), nothing changes until it is: the answer
 *   carries how to pay.
 * - Downgrade (a lower price): nothing is charged; the provider bills the new
 *   price from the next renewal and the row shows it as scheduled until the
 *   renewal's event moves the tier (../payments/tier-metadata.ts).
 * - The same price: the tier changes now, nothing is charged.
 * - The current tier again while a downgrade waits: the downgrade is dropped.
 *
 * The amount is prorated for one moment, the preview's (its prorationDate),
 * which the change sends back: the charge is exactly what the dialog showed, as
 * long as that moment is recent and inside the current period.
 *
 * As with cancelling, the provider is called first, outside any transaction,
 * and the row then shows the result at once, stamped as provider state of that
 * moment (../payments/state-version.ts).
 */
import { and, eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { TierChangePreview } from "@shared/api-types";
import { centsToDecimal, toCents } from "@shared/money";
import { ACTIVE_SUBSCRIPTION_STATUS, CANCELED_SUBSCRIPTION_STATUS, INCOMPLETE_SUBSCRIPTION_STATUS } from "@shared/subscriptions";
import { subscriptions, subscriptionTiers, type Subscription, type SubscriptionTier } from "../db/schema";
import type { Db } from "../db";
import { badRequest, conflict } from "../http/errors";
import type { PaymentCollection, PaymentProvider } from "../payments/provider";
import { NEXT_STATE_VERSION } from "../payments/state-version";

type PaymentsContext = { db: Db; payments: PaymentProvider };

/** How old a preview's proration moment may be when the change is confirmed. */
const QUOTE_VALID_MS = 30 * 60_000;
/** Clocks of two machines: a moment this far ahead of the provider's is still taken as now. */
const CLOCK_SKEW_MS = 60_000;

const TIER_NOT_FOUND = "Tier not found";

/** What choosing a tier means for this subscription, decided before anything is charged. */
type Plan =
  | { kind: "upgrade"; tier: SubscriptionTier; amountCents: number }
  | { kind: "downgrade"; tier: SubscriptionTier; amountCents: number; effectiveAt: Date }
  /** No money moves: the same price, or the current tier again to drop a scheduled downgrade. */
  | { kind: "switch"; tier: SubscriptionTier; amountCents: number; cancelsScheduledChange: boolean };

/** The reason a subscription cannot change tier now (409), or null when it can. */
function notChangeable(subscription: Subscription, payments: PaymentProvider): string | null {
  switch (subscription.status) {
    case ACTIVE_SUBSCRIPTION_STATUS:
      break;
    case "past_due":
      return "Your last payment did not go through. Your tier can change once the subscription is paid again.";
    case INCOMPLETE_SUBSCRIPTION_STATUS:
      return "This subscription has not started yet: it waits for its first payment.";
    case CANCELED_SUBSCRIPTION_STATUS:
    default:
      return "This subscription has ended.";
  }
  if (subscription.cancelAtPeriodEnd) return "This subscription ends with its current period. Resume it to change tier.";
  // A subscription from before payments, or billed by a provider no longer in use: nothing can charge the difference.
  if (!subscription.stripeSubscriptionId || subscription.paymentProvider !== payments.kind || !subscription.currentPeriodEnd) {
    return "This subscription's tier cannot be changed. Cancel it and subscribe to the tier you want.";
  }
  return null;
}

async function plan(ctx: PaymentsContext, subscription: Subscription, tierId: string): Promise<Plan> {
  const reason = notChangeable(subscription, ctx.payments);
  if (reason) throw conflict(reason);
  const [tier] = await ctx.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tierId));
  if (!tier) throw badRequest(TIER_NOT_FOUND);
  if (tier.creatorProfileId !== subscription.creatorProfileId) throw badRequest("This tier belongs to another creator");
  const amountCents = toCents(tier.price);
  if (tier.id === subscription.tierId) {
    // The tier the fan holds (an archived one too: its fans keep it).
    if (!subscription.scheduledTierId) throw badRequest("You already have this tier");
    return { kind: "switch", tier, amountCents: toCents(subscription.price), cancelsScheduledChange: true };
  }
  if (tier.archivedAt) throw badRequest("This tier is no longer offered");
  const currentCents = toCents(subscription.price);
  if (amountCents > currentCents) {
    if (subscription.scheduledTierId) {
      // The provider bills the scheduled price already: prorating from it would charge more than the difference.
      throw conflict("A change to a lower tier is scheduled. Keep your current tier first (choose it again), then upgrade.");
    }
    return { kind: "upgrade", tier, amountCents };
  }
  if (amountCents < currentCents) return { kind: "downgrade", tier, amountCents, effectiveAt: subscription.currentPeriodEnd! };
  return { kind: "switch", tier, amountCents, cancelsScheduledChange: false };
}

/** The provider's now in whole seconds, as providers prorate (Stripe's proration_date is unix seconds). */
async function providerNow(ctx: PaymentsContext): Promise<Date> {
  const now = await ctx.payments.now();
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}

/** The moment to prorate for: the preview's when it is recent and inside the period, else the provider's now. */
async function prorationMoment(ctx: PaymentsContext, subscription: Subscription, quoted: string | undefined): Promise<Date> {
  const now = await providerNow(ctx);
  if (quoted === undefined) return now;
  const at = new Date(quoted);
  const recent = at.getTime() <= now.getTime() + CLOCK_SKEW_MS && now.getTime() - at.getTime() <= QUOTE_VALID_MS;
  const inPeriod = (!subscription.currentPeriodStart || at >= subscription.currentPeriodStart) && at < subscription.currentPeriodEnd!;
  if (!recent || !inPeriod) throw conflict("The amount shown is out of date. Please check the new amount and confirm again.");
  // A moment a little ahead of the provider's clock is now.
  return at > now ? now : new Date(Math.floor(at.getTime() / 1000) * 1000);
}

const tierView = (tier: SubscriptionTier, price: string) => ({ id: tier.id, name: tier.name, price });

export async function previewTierChange(ctx: PaymentsContext, subscription: Subscription, tierId: string): Promise<TierChangePreview> {
  const planned = await plan(ctx, subscription, tierId);
  const now = await providerNow(ctx);
  if (planned.kind === "upgrade") {
    const { amountDueCents } = await ctx.payments.previewUpgrade({
      stripeSubscriptionId: subscription.stripeSubscriptionId!,
      amountCents: planned.amountCents,
      tierId: planned.tier.id,
      prorationDate: now,
    });
    return {
      kind: "upgrade",
      tier: tierView(planned.tier, planned.tier.price),
      amountDueNowCents: amountDueCents,
      effectiveAt: now.toISOString(),
      prorationDate: now.toISOString(),
      cancelsScheduledChange: false,
    };
  }
  if (planned.kind === "downgrade") {
    return {
      kind: "downgrade",
      tier: tierView(planned.tier, planned.tier.price),
      amountDueNowCents: 0,
      effectiveAt: planned.effectiveAt.toISOString(),
      prorationDate: now.toISOString(),
      cancelsScheduledChange: false,
    };
  }
  return {
    // Nothing is due and it applies now, as an upgrade does.
    kind: "upgrade",
    tier: tierView(planned.tier, planned.cancelsScheduledChange ? subscription.price : planned.tier.price),
    amountDueNowCents: 0,
    effectiveAt: now.toISOString(),
    prorationDate: now.toISOString(),
    cancelsScheduledChange: planned.cancelsScheduledChange,
  };
}

export interface TierChangeResult {
  subscription: Subscription;
  /** The proration invoice waits for the card to be confirmed (Stripe): nothing changed yet. */
  payment: PaymentCollection | null;
}

export async function changeTier(
  ctx: PaymentsContext,
  subscription: Subscription,
  input: { tierId: string; prorationDate?: string },
): Promise<TierChangeResult> {
  const planned = await plan(ctx, subscription, input.tierId);
  const stripeSubscriptionId = subscription.stripeSubscriptionId!;
  const change = { stripeSubscriptionId, amountCents: planned.amountCents, tierId: planned.tier.id };

  if (planned.kind === "upgrade") {
    const prorationDate = await prorationMoment(ctx, subscription, input.prorationDate);
    const outcome = await ctx.payments.upgrade({ ...change, prorationDate });
    if (outcome.status === "requires_payment") return { subscription, payment: outcome.collection };
    return { subscription: await update(ctx.db, subscription, nowTier(planned.tier.id, planned.amountCents)), payment: null };
  }
  if (planned.kind === "downgrade") {
    // The provider's period end: this row may not have seen a renewal that just happened.
    const { from } = await ctx.payments.changePriceFrom({ ...change, from: "period_end" });
    return {
      subscription: await update(ctx.db, subscription, {
        scheduledTierId: planned.tier.id,
        scheduledTierAt: from,
        scheduledPrice: planned.tier.price,
      }),
      payment: null,
    };
  }
  await ctx.payments.changePriceFrom({ ...change, from: await providerNow(ctx) });
  return { subscription: await update(ctx.db, subscription, nowTier(planned.tier.id, planned.amountCents)), payment: null };
}

const nowTier = (tierId: string, amountCents: number) => ({
  tierId,
  price: centsToDecimal(amountCents),
  scheduledTierId: null,
  scheduledTierAt: null,
  scheduledPrice: null,
});

/** Writes what the provider answered, unless an event ended the subscription meanwhile. */
async function update(db: Db, subscription: Subscription, changes: PgUpdateSetSource<typeof subscriptions>): Promise<Subscription> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, providerStateVersion: NEXT_STATE_VERSION })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, subscription.status)))
    .returning();
  if (row) return row;
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  return current ?? subscription;
}
