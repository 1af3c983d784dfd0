/**
 * Subscribing: the fan subscription and the creator's "New PawFan!" notification,
 * in one transaction, so neither exists without the other.
 */
import { notifications, subscriptions, type CreatorProfile, type Subscription, type SubscriptionTier } from "@shared/schema";
import { NOTIFICATION_TYPES } from "@shared/constants";
import { displayNameOf, type PersonNameFields } from "@shared/people";
import { ACTIVE_SUBSCRIPTION_STATUS } from "@shared/subscriptions";
import type { Db } from "../db";
import { badRequest, conflict } from "../http/errors";
import type { Actor } from "../policies";
import { isProfileOwner } from "../policies/creator-profile";

const OWN_PROFILE = "You cannot subscribe to your own profile";
const ALREADY_SUBSCRIBED = "You are already subscribed to this PawPal";

export async function subscribe(
  db: Db,
  input: {
    subscriber: Actor & PersonNameFields;
    profile: Pick<CreatorProfile, "id" | "userId" | "petName" | "subscriptionPrice">;
    /** A tier of that profile (the caller checked it belongs to it), or none for the profile's price. */
    tier?: Pick<SubscriptionTier, "id" | "price">;
  },
): Promise<Subscription> {
  const { subscriber, profile, tier } = input;
  // A request that makes no sense (400), not a permission: nobody is a fan of their own profile.
  if (isProfileOwner(subscriber, profile)) throw badRequest(OWN_PROFILE);

  return db.transaction(async (tx) => {
    // The partial unique index (one active subscription per fan and creator) decides,
    // so two racing requests end the same way as a plain second attempt.
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        subscriberId: subscriber.id,
        creatorProfileId: profile.id,
        tierId: tier?.id ?? null,
        price: tier?.price ?? profile.subscriptionPrice,
        status: ACTIVE_SUBSCRIPTION_STATUS,
      })
      .onConflictDoNothing()
      .returning();
    if (!subscription) throw conflict(ALREADY_SUBSCRIBED);

    await tx.insert(notifications).values({
      userId: profile.userId,
      creatorProfileId: profile.id,
      type: NOTIFICATION_TYPES.newSubscriber,
      title: "New PawFan!",
      // The fan's shown name, never built from their email address.
      message: `${displayNameOf(subscriber, { withEmail: false })} subscribed to ${profile.petName}.`,
    });
    return subscription;
  });
}
