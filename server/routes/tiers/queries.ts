import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { subscriptionTiers, type SubscriptionTier } from "@shared/schema";
import type { tierInputSchema } from "@shared/validation";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";

type TierInput = z.output<typeof tierInputSchema>;

/** A creator's tiers, newest first. */
export function listCreatorTiers(db: DbOrTx, creatorProfileId: string, page: PageQuery): Promise<SubscriptionTier[]> {
  const { where, orderBy } = keyset(subscriptionTiers, "subscription_tiers", page.before);
  return db
    .select()
    .from(subscriptionTiers)
    .where(and(eq(subscriptionTiers.creatorProfileId, creatorProfileId), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

/** The tier if it belongs to that creator. */
export async function findCreatorTier(
  db: DbOrTx,
  creatorProfileId: string,
  tierId: string,
): Promise<SubscriptionTier | undefined> {
  const [tier] = await db
    .select()
    .from(subscriptionTiers)
    .where(and(eq(subscriptionTiers.id, tierId), eq(subscriptionTiers.creatorProfileId, creatorProfileId)))
    .limit(1);
  return tier;
}

export async function insertTier(db: DbOrTx, input: TierInput): Promise<SubscriptionTier> {
  const [tier] = await db
    .insert(subscriptionTiers)
    .values({
      creatorProfileId: input.creatorProfileId,
      name: input.name,
      price: input.price,
      description: input.description,
      features: input.features,
    })
    .returning();
  return tier;
}
