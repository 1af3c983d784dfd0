/**
 * Subscribing starts a paid subscription; it grants nothing until the provider
 * reports the first payment (the event processor makes it active and tells the
 * creator "New PawFan!", of the same fan at most once a day, so subscribing and
 * cancelling in a loop floods nobody: ../payments/notify-new-fan.ts). Three
 * steps, with no network call inside a transaction:
 *
 *   1. the app's row, incomplete, at the price of the tier or the profile (fixed
 *      from now on: a later price change applies to new subscribers only);
 *   2. the provider's subscription with its open first invoice (outside any transaction);
 *   3. the provider's ids onto the row.
 *
 * If step 2 fails the row is deleted, so a retry is not blocked by the one live
 * subscription per fan and creator. While a subscription waits for its first
 * payment, subscribing again answers that same subscription and its current
 * client secret; once it is a fan subscription, 409.
 */
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import {
  payoutAccounts,
  subscriptions,
  type CreatorProfile,
  type Subscription,
  type SubscriptionTier,
} from "../db/schema";
import { toCents } from "@shared/money";
import { displayNameOf, type PersonNameFields } from "@shared/people";
import { INCOMPLETE_SUBSCRIPTION_STATUS, isFanSubscription, LIVE_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { Db } from "../db";
import { badRequest, conflict, HttpError } from "../http/errors";
import type { PaymentCollection, PaymentProvider } from "../payments/provider";
import type { Actor } from "../policies";
import { isProfileOwner } from "../policies/creator-profile";

const OWN_PROFILE = "You cannot subscribe to your own profile";
const ALREADY_SUBSCRIBED = "You are already subscribed to this PawPal";
const BEING_SET_UP = "Your subscription is being set up. Please try again in a moment.";
const BEING_PROCESSED = "Your payment is being processed. Please try again in a moment.";
const PROVIDER_UNREACHABLE = "The payment provider could not be reached. Please try again.";

/** How long a request racing the first one waits for the provider's answer to reach the row. */
const WAIT_FOR_START_MS = 5_000;
/** A row still without the provider's ids after this was left by a start that crashed: it is removed. */
const ABANDONED_START_MS = 2 * 60_000;

export interface SubscribeResult {
  subscription: Subscription;
  payment: PaymentCollection;
  /** False: the fan's pending subscription, answered again. */
  created: boolean;
}

export async function subscribe(
  ctx: { db: Db; payments: PaymentProvider },
  input: {
    subscriber: Actor & PersonNameFields & { email: string | null; emailVerified: boolean };
    profile: Pick<CreatorProfile, "id" | "userId" | "petName" | "subscriptionPrice">;
    /** A tier of that profile (the caller checked it belongs to it), or none for the profile's price. */
    tier?: Pick<SubscriptionTier, "id" | "price">;
  },
): Promise<SubscribeResult> {
  const { db } = ctx;
  const { subscriber, profile, tier } = input;
  // A request that makes no sense (400), not a permission: nobody is a fan of their own profile.
  if (isProfileOwner(subscriber, profile)) throw badRequest(OWN_PROFILE);

  for (let attempt = 0; attempt < 3; attempt++) {
    const live = await findLiveSubscription(db, subscriber.id, profile.id);
    if (live) {
      if (isFanSubscription(live)) throw conflict(ALREADY_SUBSCRIBED);
      const pending = await pendingPayment(ctx, live);
      if (pending) return { subscription: pending.subscription, payment: pending.payment, created: false };
      continue;
    }
    // The partial unique index (one live subscription per fan and creator) decides between racing requests.
    const [row] = await db
      .insert(subscriptions)
      .values({
        subscriberId: subscriber.id,
        creatorProfileId: profile.id,
        tierId: tier?.id ?? null,
        price: tier?.price ?? profile.subscriptionPrice,
        status: INCOMPLETE_SUBSCRIPTION_STATUS,
        paymentProvider: ctx.payments.kind,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    return { ...(await startAtProvider(ctx, row, input)), created: true };
  }
  throw conflict(BEING_SET_UP);
}

async function findLiveSubscription(db: Db, subscriberId: string, creatorProfileId: string): Promise<Subscription | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, subscriberId),
        eq(subscriptions.creatorProfileId, creatorProfileId),
        inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
      ),
    )
    .limit(1);
  return row;
}

async function findById(db: Db, id: string): Promise<Subscription | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/**
 * The pending subscription and what pays its first invoice now; null when the
 * row turned out to be an abandoned start (removed: the caller starts afresh).
 */
async function pendingPayment(
  ctx: { db: Db; payments: PaymentProvider },
  live: Subscription,
): Promise<{ subscription: Subscription; payment: PaymentCollection } | null> {
  let row: Subscription | undefined = live;
  const waitUntil = Date.now() + WAIT_FOR_START_MS;
  while (row && !row.stripeSubscriptionId) {
    if (Date.now() - row.createdAt.getTime() > ABANDONED_START_MS) {
      await ctx.db.delete(subscriptions).where(and(eq(subscriptions.id, row.id), isNull(subscriptions.stripeSubscriptionId)));
      return null;
    }
    // Another request is starting it at the provider right now.
    if (Date.now() > waitUntil) throw conflict(BEING_SET_UP);
    await new Promise((resolve) => setTimeout(resolve, 100));
    row = await findById(ctx.db, row.id);
  }
  if (!row || row.status !== INCOMPLETE_SUBSCRIPTION_STATUS) return null;
  const payment = await ctx.payments.pendingCollection(row.stripeSubscriptionId!);
  // Paid or expired at the provider a moment ago: its event is on the way.
  if (!payment) throw conflict(BEING_PROCESSED);
  return { subscription: row, payment };
}

async function startAtProvider(
  ctx: { db: Db; payments: PaymentProvider },
  row: Subscription,
  input: Parameters<typeof subscribe>[1],
): Promise<{ subscription: Subscription; payment: PaymentCollection }> {
  const { db, payments } = ctx;
  const { subscriber, profile } = input;
  const [destination] = await db
    .select({ stripeAccountId: payoutAccounts.stripeAccountId })
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.creatorProfileId, profile.id),
        eq(payoutAccounts.provider, payments.kind),
        eq(payoutAccounts.payoutsEnabled, true),
      ),
    );
  // The fan's customer at this provider, kept from an earlier subscription.
  const [customer] = await db
    .select({ id: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, subscriber.id),
        eq(subscriptions.paymentProvider, payments.kind),
        isNotNull(subscriptions.stripeCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);

  let started;
  try {
    started = await payments.startSubscription({
      subscriptionId: row.id,
      // The provider sends receipts there: only to an address the person's identity provider asserted.
      fan: { id: subscriber.id, email: subscriber.emailVerified ? subscriber.email : null, name: displayNameOf(subscriber, { withEmail: false }) },
      creator: { profileId: profile.id, petName: profile.petName },
      amountCents: toCents(row.price),
      destinationAccountId: destination?.stripeAccountId ?? null,
      customerId: customer?.id ?? null,
    });
  } catch (error) {
    // Nothing half-written: without the row, the fan can simply try again.
    await db.delete(subscriptions).where(and(eq(subscriptions.id, row.id), isNull(subscriptions.stripeSubscriptionId)));
    if (error instanceof HttpError) throw error;
    console.error("payments: starting a subscription failed:", error);
    throw new HttpError(502, PROVIDER_UNREACHABLE);
  }

  const [updated] = await db
    .update(subscriptions)
    .set({ stripeSubscriptionId: started.stripeSubscriptionId, stripeCustomerId: started.stripeCustomerId })
    .where(and(eq(subscriptions.id, row.id), isNull(subscriptions.stripeSubscriptionId)))
    .returning();
  // An event may have reached the row first (found by its metadata) and written the ids already.
  const subscription = updated ?? (await findById(db, row.id)) ?? row;
  return { subscription, payment: started.collection };
}
