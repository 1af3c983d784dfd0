/**
 * Subscription reads and writes. Lists come with what they show in the same
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

/**
 * Inserts an active subscription; undefined when the subscriber already has an
 * active one to that creator. The partial unique index decides, so a race
 * between two requests ends the same way as a plain second attempt.
 */
export async function insertActiveSubscription(
  tx: DbOrTx,
  values: { subscriberId: string; creatorProfileId: string; tierId: string | null; price: string },
): Promise<Subscription | undefined> {
  const [subscription] = await tx
    .insert(subscriptions)
    .values({ ...values, status: "active" })
    .onConflictDoNothing()
    .returning();
  return subscription;
}

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

export async function cancelSubscription(db: DbOrTx, id: string): Promise<Subscription> {
  const [subscription] = await db
    .update(subscriptions)
    .set({ status: "canceled" })
    .where(eq(subscriptions.id, id))
    .returning();
  return subscription;
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
