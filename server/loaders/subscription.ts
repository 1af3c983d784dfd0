/**
 * A subscription with its creator's name, avatar, tier and scheduled tier, as the subscriber's
 * own views show it: the subscriptions routes and the test provider's card form
 * (payments) load it by id; the subscriber's list selects the same columns.
 */
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { creatorProfiles, subscriptions, subscriptionTiers } from "../db/schema";
import type { DbOrTx } from "../db";
import type { MySubscriptionRow } from "../presenters/subscription";
import { imageFactsJoin } from "./image-facts";

export type SubscriptionWithCreator = MySubscriptionRow;

export const creatorAvatar = imageFactsJoin(creatorProfiles.avatarImageUrl, "creator_avatar", { publicOnly: true });

/** The tier of a downgrade waiting for the next renewal. */
const scheduledTiers = alias(subscriptionTiers, "scheduled_tier");
export const scheduledTier = { table: scheduledTiers, on: eq(scheduledTiers.id, subscriptions.scheduledTierId) };

/**
 * Whether the fan has a tier to move to: an offered tier other than theirs, or,
 * while a downgrade waits, any offered tier (their own one drops the wait). Asked
 * in the row's query, so a list of subscriptions does not read each creator's tiers.
 */
const tierChangeOffered = sql<boolean>`exists (
  select 1 from ${subscriptionTiers} offered
  where offered.creator_profile_id = ${subscriptions.creatorProfileId}
    and offered.archived_at is null
    and (offered.id is distinct from ${subscriptions.tierId} or ${subscriptions.scheduledTierId} is not null)
)`.as("tier_change_offered");

export const mySubscriptionColumns = {
  subscription: subscriptions,
  creator: {
    petName: creatorProfiles.petName,
    avatarImageUrl: creatorProfiles.avatarImageUrl,
    userId: creatorProfiles.userId,
  },
  creatorAvatar: creatorAvatar.facts,
  tier: { id: subscriptionTiers.id, name: subscriptionTiers.name },
  scheduledTier: { id: scheduledTiers.id, name: scheduledTiers.name },
  tierChangeOffered,
};

export async function findSubscriptionWithCreator(db: DbOrTx, id: string): Promise<SubscriptionWithCreator | undefined> {
  const [row] = await db
    .select(mySubscriptionColumns)
    .from(subscriptions)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscriptions.creatorProfileId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
    .leftJoin(scheduledTier.table, scheduledTier.on)
    .leftJoin(creatorAvatar.table, creatorAvatar.on)
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row;
}
