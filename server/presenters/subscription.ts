/**
 * Subscriptions seen from either side. The subscriber sees which creator they
 * follow (MySubscriptionView); the creator sees who follows them
 * (CreatorSubscriptionView). A fan's email goes only to staff: creators see the
 * fan's display name, or the username when there is none.
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
  subscriber: Pick<User, "displayName" | "username" | "email" | "profileImageUrl">;
  tier: Pick<SubscriptionTier, "name" | "price"> | null;
}

export function presentCreatorSubscription(
  { subscription, subscriber, tier }: CreatorSubscriptionRow,
  viewer: { isStaff: boolean },
): CreatorSubscriptionView {
  return {
    id: subscription.id,
    subscriberId: subscription.subscriberId,
    creatorProfileId: subscription.creatorProfileId,
    tierId: subscription.tierId,
    price: subscription.price,
    status: subscription.status,
    createdAt: subscription.createdAt.toISOString(),
    subscriber: {
      displayName: subscriber.displayName || subscriber.username,
      email: viewer.isStaff ? subscriber.email : null,
      profileImageUrl: subscriber.profileImageUrl,
    },
    tier: tier ? { name: tier.name, price: tier.price } : null,
  };
}
