/**
 * Adding a tier to a creator's profile, within LIST_LIMITS.tiersPerCreator
 * (archived tiers count: a post may still name one, and every read of the
 * creator's posts weighs the whole ladder, server/loaders/entitlement.ts).
 * Counted and written in one transaction after a lock on the creator's tiers,
 * so two adds at once cannot both pass the count.
 */
import { count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { LIST_LIMITS, TOO_MANY_TIERS_MESSAGE } from "@shared/constants/text-limits";
import type { tierInputSchema } from "@shared/validation";
import { subscriptionTiers, type SubscriptionTier } from "../db/schema";
import type { Db } from "../db";
import { conflict } from "../http/errors";

type TierInput = z.output<typeof tierInputSchema>;

export async function addTier(db: Db, input: TierInput): Promise<SubscriptionTier> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tiers:${input.creatorProfileId}`}))`);
    const [{ tiers }] = await tx
      .select({ tiers: count() })
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.creatorProfileId, input.creatorProfileId));
    if (tiers >= LIST_LIMITS.tiersPerCreator) throw conflict(TOO_MANY_TIERS_MESSAGE);
    const [tier] = await tx
      .insert(subscriptionTiers)
      .values({
        creatorProfileId: input.creatorProfileId,
        name: input.name,
        price: input.price,
        description: input.description,
        features: input.features,
        benefits: input.benefits,
      })
      .returning();
    return tier!;
  });
}
