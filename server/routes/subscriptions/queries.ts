/**
 * Subscription reads. Lists come with what they show in the same
 * joined query: the creator for the subscriber's list, the subscriber and tier
 * for the creator's list.
 */
import { and, eq } from "drizzle-orm";
import {
  creatorProfiles,
  subscriptions,
  subscriptionTiers,
  users,
  type CreatorProfile,
  type Subscription,
} from "@shared/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import type { CreatorSubscriptionRow } from "../../presenters/subscription";

type CreatorSummary = Pick<CreatorProfile, "petName" | "avatarImageUrl" | "userId">;

export interface SubscriptionWithCreator {
  subscription: Subscription;
  creator: CreatorSummary;
}

const creatorSummary = {
  petName: creatorProfiles.petName,
  avatarImageUrl: creatorProfiles.avatarImageUrl,
  userId: creatorProfiles.userId,
};

export function listSubscriberSubscriptions(
  db: DbOrTx,
  subscriberId: string,
  page: PageQuery,
): Promise<SubscriptionWithCreator[]> {
  const { where, orderBy } = keyset(subscriptions, "subscriptions", page.before);
  return db
    .select({ subscription: subscriptions, creator: creatorSummary })
    .from(subscriptions)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscriptions.creatorProfileId))
    .where(and(eq(subscriptions.subscriberId, subscriberId), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

export async function findSubscriptionWithCreator(db: DbOrTx, id: string): Promise<SubscriptionWithCreator | undefined> {
  const [row] = await db
    .select({ subscription: subscriptions, creator: creatorSummary })
    .from(subscriptions)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscriptions.creatorProfileId))
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row;
}

/** A creator's subscribers with their tier, newest first. */
export function listCreatorSubscriptions(
  db: DbOrTx,
  creatorProfileId: string,
  page: PageQuery,
): Promise<CreatorSubscriptionRow[]> {
  const { where, orderBy } = keyset(subscriptions, "subscriptions", page.before);
  return db
    .select({
      subscription: subscriptions,
      subscriber: {
        displayName: users.displayName,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
      },
      tier: { name: subscriptionTiers.name, price: subscriptionTiers.price },
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.subscriberId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
    .where(and(eq(subscriptions.creatorProfileId, creatorProfileId), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}
