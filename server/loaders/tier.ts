/** A tier a creator offers, as subscribing checks the one a fan chose. */
import { and, eq, isNull } from "drizzle-orm";
import { subscriptionTiers, type SubscriptionTier } from "../db/schema";
import type { DbOrTx } from "../db";

/** The tier if that creator offers it to new fans (it belongs to them and is not archived). */
export async function findCreatorTier(
  db: DbOrTx,
  creatorProfileId: string,
  tierId: string,
): Promise<SubscriptionTier | undefined> {
  const [tier] = await db
    .select()
    .from(subscriptionTiers)
    .where(
      and(
        eq(subscriptionTiers.id, tierId),
        eq(subscriptionTiers.creatorProfileId, creatorProfileId),
        isNull(subscriptionTiers.archivedAt),
      ),
    )
    .limit(1);
  return tier;
}
