/**
 * Cancelling and resuming a subscription, by its subscriber.
 *
 * - Waiting for its first payment (incomplete): it ends now, at the provider and here.
 * - Active or past due: it is set to cancel at the end of the paid period, at the
 *   provider; access is kept until then, when the provider ends it (its event
 *   makes it canceled here). Resuming before that end undoes it.
 * - Already over (canceled, incomplete_expired): cancelling again answers it as it is.
 *
 * The provider is called first, outside any transaction, and the row then shows
 * what was asked at once, stamped as provider state of that moment (a version,
 * ../payments/state-version.ts): an event's re-read that began before it (and may
 * have read the state before the call) cannot undo it; the provider's event for
 * the call re-applies the same state.
 */
import { and, eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { subscriptions, type Subscription } from "../db/schema";
import { CANCELED_SUBSCRIPTION_STATUS, INCOMPLETE_SUBSCRIPTION_STATUS, isFanSubscription } from "@shared/subscriptions";
import type { Db } from "../db";
import { NEXT_STATE_VERSION } from "../payments/state-version";
import { conflict } from "../http/errors";
import type { PaymentProvider } from "../payments/provider";

type PaymentsContext = { db: Db; payments: PaymentProvider };

async function update(db: Db, subscription: Subscription, changes: PgUpdateSetSource<typeof subscriptions>): Promise<Subscription> {
  const [row] = await db
    .update(subscriptions)
    .set(changes)
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, subscription.status)))
    .returning();
  if (row) return row;
  // Changed meanwhile (an event applied): answer it as it is now.
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  return current ?? subscription;
}

export async function cancelSubscription(ctx: PaymentsContext, subscription: Subscription): Promise<Subscription> {
  const providerId = subscription.stripeSubscriptionId;
  if (subscription.status === INCOMPLETE_SUBSCRIPTION_STATUS) {
    if (providerId) await ctx.payments.cancelNow(providerId);
    return update(ctx.db, subscription, { status: CANCELED_SUBSCRIPTION_STATUS, canceledAt: new Date(), providerStateVersion: NEXT_STATE_VERSION });
  }
  if (!isFanSubscription(subscription)) return subscription;
  // No provider bills it (a subscription from before payments): there is no paid period to wait for.
  if (!providerId) return update(ctx.db, subscription, { status: CANCELED_SUBSCRIPTION_STATUS, canceledAt: new Date() });
  if (subscription.cancelAtPeriodEnd) return subscription;
  await ctx.payments.setCancelAtPeriodEnd(providerId, true);
  return update(ctx.db, subscription, { cancelAtPeriodEnd: true, providerStateVersion: NEXT_STATE_VERSION });
}

export async function resumeSubscription(ctx: PaymentsContext, subscription: Subscription): Promise<Subscription> {
  if (!isFanSubscription(subscription)) {
    throw conflict(
      subscription.status === INCOMPLETE_SUBSCRIPTION_STATUS
        ? "This subscription has not started yet: it waits for its first payment."
        : "This subscription has already ended.",
    );
  }
  // Not set to end: nothing to undo.
  if (!subscription.cancelAtPeriodEnd || !subscription.stripeSubscriptionId) return subscription;
  await ctx.payments.setCancelAtPeriodEnd(subscription.stripeSubscriptionId, false);
  return update(ctx.db, subscription, { cancelAtPeriodEnd: false, providerStateVersion: NEXT_STATE_VERSION });
}
