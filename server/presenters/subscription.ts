/**
 * Subscriptions seen from either side. The subscriber sees which creator they
 * follow (MySubscriptionView); the creator sees who follows them
 * (CreatorSubscriptionView): each fan's shown name (shared/people.ts, never built
 * from the email) and, for the profile's owner and staff, the fan's email.
 */
import type { CreatorSubscriptionView, InvoiceView, MySubscriptionView } from "@shared/api-types";
import { displayNameOf } from "@shared/people";
import type { CreatorProfile, Invoice, Subscription, SubscriptionTier, User } from "../db/schema";
import type { SubscriptionStatus } from "@shared/subscriptions";
import { can, type Actor } from "../policies";
import { presentImage, type ImageFacts } from "./image";

export interface MySubscriptionRow {
  subscription: Subscription;
  creator: Pick<CreatorProfile, "petName" | "avatarImageUrl" | "userId">;
  creatorAvatar: ImageFacts | null;
  tier: Pick<SubscriptionTier, "id" | "name"> | null;
  /** The tier of a downgrade waiting for the next renewal. */
  scheduledTier: Pick<SubscriptionTier, "id" | "name"> | null;
  /** The creator offers a tier the fan could change to (see loaders/subscription.ts). */
  tierChangeOffered: boolean;
}

export function presentMySubscription({
  subscription,
  creator,
  creatorAvatar,
  tier,
  scheduledTier,
  tierChangeOffered,
}: MySubscriptionRow): MySubscriptionView {
  return {
    id: subscription.id,
    creatorProfileId: subscription.creatorProfileId,
    tierId: subscription.tierId,
    tier: tier ? { id: tier.id, name: tier.name } : null,
    price: subscription.price,
    status: subscription.status as SubscriptionStatus,
    currentPeriodStart: subscription.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    scheduledTierChange:
      scheduledTier && subscription.scheduledTierAt && subscription.scheduledPrice
        ? {
            // The price the fan chose it at, which the renewal bills (a later price change of the tier is for new fans).
            tier: { id: scheduledTier.id, name: scheduledTier.name, price: subscription.scheduledPrice },
            effectiveAt: subscription.scheduledTierAt.toISOString(),
          }
        : null,
    tierChangeOffered,
    canceledAt: subscription.canceledAt?.toISOString() ?? null,
    createdAt: subscription.createdAt.toISOString(),
    creator: {
      petName: creator.petName,
      avatarImageUrl: creator.avatarImageUrl,
      avatarImage: presentImage(creator.avatarImageUrl, creatorAvatar),
      userId: creator.userId,
    },
  };
}

/** A receipt: dated when paid, else when issued. */
export function presentInvoice(invoice: Invoice): InvoiceView {
  return {
    id: invoice.id,
    date: (invoice.paidAt ?? invoice.createdAt).toISOString(),
    amountCents: invoice.amountCents,
    amountRefundedCents: invoice.amountRefundedCents,
    currency: invoice.currency,
    status: invoice.status,
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
  };
}

export interface CreatorSubscriptionRow {
  subscription: Subscription;
  subscriber: Pick<User, "displayName" | "firstName" | "lastName" | "username" | "email" | "profileImageUrl">;
  tier: Pick<SubscriptionTier, "name" | "price"> | null;
}

export function presentCreatorSubscription(
  { subscription, subscriber, tier }: CreatorSubscriptionRow,
  { viewer, profile }: { viewer: Actor; profile: Pick<CreatorProfile, "userId"> },
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
      displayName: displayNameOf(subscriber, { withEmail: false }),
      email: can(viewer, "viewSubscriberEmails", profile) ? subscriber.email : null,
      profileImageUrl: subscriber.profileImageUrl,
    },
    tier: tier ? { name: tier.name, price: tier.price } : null,
  };
}
