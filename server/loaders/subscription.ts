/**
 * A subscription with its creator's name, avatar and tier, as the subscriber's
 * own views show it: the subscriptions routes and the test provider's card form
 * (payments) load it by id; the subscriber's list selects the same columns.
 */
import { eq } from "drizzle-orm";
import { creatorProfiles, subscriptions, subscriptionTiers } from "../db/schema";
import type { DbOrTx } from "../db";
import type { MySubscriptionRow } from "../presenters/subscription";
import { imageFactsJoin } from "./image-facts";

export type SubscriptionWithCreator = MySubscriptionRow;

export const creatorAvatar = imageFactsJoin(creatorProfiles.avatarImageUrl, "creator_avatar", { publicOnly: true });

export const mySubscriptionColumns = {
  subscription: subscriptions,
  creator: {
    petName: creatorProfiles.petName,
    avatarImageUrl: creatorProfiles.avatarImageUrl,
    userId: creatorProfiles.userId,
  },
  creatorAvatar: creatorAvatar.facts,
  tier: { id: subscriptionTiers.id, name: subscriptionTiers.name },
};

export async function findSubscriptionWithCreator(db: DbOrTx, id: string): Promise<SubscriptionWithCreator | undefined> {
  const [row] = await db
    .select(mySubscriptionColumns)
    .from(subscriptions)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscriptions.creatorProfileId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
    .leftJoin(creatorAvatar.table, creatorAvatar.on)
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row;
}
