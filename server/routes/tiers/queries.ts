import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { creatorProfiles, subscriptionTiers, type CreatorProfile, type SubscriptionTier } from "../../db/schema";
import type { tierUpdateSchema } from "@shared/validation";
import type { DbOrTx } from "../../db";
import { pageSize, param, preparedQuery } from "../../db/prepared-queries";
import { keyset, type PageQuery } from "../../http/paging";

type TierUpdate = z.output<typeof tierUpdateSchema>;

const tierPages = preparedQuery("subscription_tiers", (db, shape: { before: boolean; includeArchived: boolean; limit: number }) => {
  const { where, orderBy } = keyset(subscriptionTiers, "subscription_tiers", shape.before ? param("before") : undefined);
  const offered = shape.includeArchived ? undefined : isNull(subscriptionTiers.archivedAt);
  return db
    .select()
    .from(subscriptionTiers)
    .where(and(eq(subscriptionTiers.creatorProfileId, param("creatorId")), where, offered))
    .orderBy(...orderBy)
    .limit(pageSize(shape.limit));
});

/** A creator's tiers, newest first: the ones offered, and with `includeArchived` (the owner's view) the archived ones too. */
export function listCreatorTiers(
  db: DbOrTx,
  creatorProfileId: string,
  page: PageQuery,
  options: { includeArchived?: boolean } = {},
): Promise<SubscriptionTier[]> {
  return tierPages(
    db,
    { before: !!page.before, includeArchived: !!options.includeArchived, limit: page.limit },
    { creatorId: creatorProfileId, before: page.before },
  );
}

/** A tier with its creator's owner, for authorizing a change. */
export async function findTierWithCreator(
  db: DbOrTx,
  tierId: string,
): Promise<{ tier: SubscriptionTier; creator: Pick<CreatorProfile, "id" | "userId"> } | undefined> {
  const [row] = await db
    .select({ tier: subscriptionTiers, creator: { id: creatorProfiles.id, userId: creatorProfiles.userId } })
    .from(subscriptionTiers)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscriptionTiers.creatorProfileId))
    .where(eq(subscriptionTiers.id, tierId))
    .limit(1);
  return row;
}

/** Archives a tier (no new fan may choose it; fans who hold it keep it); archiving again keeps the first date. */
export async function archiveTier(db: DbOrTx, tierId: string): Promise<SubscriptionTier | undefined> {
  const [tier] = await db
    .update(subscriptionTiers)
    .set({ archivedAt: sql`coalesce(${subscriptionTiers.archivedAt}, now())` })
    .where(eq(subscriptionTiers.id, tierId))
    .returning();
  return tier;
}

/**
 * Deletes a tier no subscription has ever referred to, in one statement (the
 * check and the delete cannot be split by a new subscription); "subscribed"
 * when one does, so the tier must be archived instead.
 */
export async function deleteUnusedTier(db: DbOrTx, tierId: string): Promise<"deleted" | "subscribed" | "missing"> {
  const result = await db.execute<{ deleted: boolean; present: boolean }>(sql`
    with target as (select id from subscription_tiers where id = ${tierId}),
    removed as (
      delete from subscription_tiers t
      where t.id = ${tierId} and not exists (select 1 from subscriptions s where s.tier_id = t.id)
      returning t.id
    )
    select (select count(*) from removed) > 0 as deleted, (select count(*) from target) > 0 as present`);
  const row = result.rows[0]!;
  if (row.deleted) return "deleted";
  return row.present ? "subscribed" : "missing";
}

/**
 * Changes the fields given. Benefits are what the tier is, so its current fans
 * get the new ones at once; a subscription keeps the price it was made at, so a
 * new price applies to new fans only.
 */
export async function updateTier(db: DbOrTx, tierId: string, changes: TierUpdate): Promise<SubscriptionTier | undefined> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [tier] = await db.update(subscriptionTiers).set(given).where(eq(subscriptionTiers.id, tierId)).returning();
  return tier;
}
