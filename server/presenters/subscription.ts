/**
 * Subscriptions seen from either side. The subscriber sees which creator they
 * follow (MySubscriptionView); the creator, owner of the list, sees who follows
 * them, email included (CreatorSubscriptionView). The routes only hand the
 * second one to the profile's owner or staff.
 */
import type { CreatorSubscriptionView, MySubscriptionView } from "@shared/api-types";
import type { CreatorProfile, Subscription, SubscriptionTier, User } from "@shared/schema";

export function presentMySubscription(
  subscription: Subscription,
  creator: Pick<CreatorProfile, "petName" | "avatarImageUrl" | "userId">,
): MySubscriptionView {
  return {
    id: subscription.id,
    creatorProfileId: subscription.creatorProfileId,
    tierId: subscription.tierId,
    price: subscription.price,
    status: subscription.status,
    createdAt: subscription.createdAt.toISOString(),
    creator: { petName: creator.petName, avatarImageUrl: creator.avatarImageUrl, userId: creator.userId },
  };
}

export interface CreatorSubscriptionRow {
  subscription: Subscription;
  subscriber: Pick<User, "displayName" | "email" | "profileImageUrl">;
  tier: Pick<SubscriptionTier, "name" | "price"> | null;
}

export function presentCreatorSubscription({ subscription, subscriber, tier }: CreatorSubscriptionRow): CreatorSubscriptionView {
  return {
    id: subscription.id,
    subscriberId: subscription.subscriberId,
    creatorProfileId: subscription.creatorProfileId,
    tierId: subscription.tierId,
    price: subscription.price,
    status: subscription.status,
    createdAt: subscription.createdAt.toISOString(),
    subscriber: {
      displayName: subscriber.displayName,
      email: subscriber.email,
      profileImageUrl: subscriber.profileImageUrl,
    },
    tier: tier ? { name: tier.name, price: tier.price } : null,
  };
}
