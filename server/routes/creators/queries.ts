/**
 * Creator profile reads and writes. Every read answers the profile with its
 * owner's name fields and its counts in one query: the counts come from lateral
 * aggregate subqueries, so a page of 50 profiles is still one round trip.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { creatorProfiles, posts, subscriptions, users, type CreatorProfile } from "@shared/schema";
import type { z } from "zod";
import type { creatorProfileInputSchema, creatorProfileUpdateSchema } from "@shared/validation";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import type { CreatorProfileRow } from "../../presenters/creator-profile";
import type { DashboardFigures } from "../../presenters/dashboard-stats";

type ProfileInput = z.output<typeof creatorProfileInputSchema>;
type ProfileChanges = z.output<typeof creatorProfileUpdateSchema>;

function selectProfileRows(db: DbOrTx) {
  const fans = db
    .select({ count: sql<number>`count(*)::int`.as("fans_count") })
    .from(subscriptions)
    .where(and(eq(subscriptions.creatorProfileId, creatorProfiles.id), eq(subscriptions.status, "active")))
    .as("fans");
  const published = db
    .select({ count: sql<number>`count(*)::int`.as("posts_count") })
    .from(posts)
    .where(eq(posts.creatorProfileId, creatorProfiles.id))
    .as("published");
  return db
    .select({
      profile: creatorProfiles,
      owner: {
        displayName: users.displayName,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      },
      fansCount: fans.count,
      postsCount: published.count,
    })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .crossJoinLateral(fans)
    .crossJoinLateral(published);
}

async function findOneRow(db: DbOrTx, where: SQL): Promise<CreatorProfileRow | undefined> {
  const [row] = await selectProfileRows(db).where(where).limit(1);
  return row;
}

/** Newest profiles first, with keyset paging. */
export function listCreatorProfileRows(db: DbOrTx, page: PageQuery): Promise<CreatorProfileRow[]> {
  const { where, orderBy } = keyset(creatorProfiles, "creator_profiles", page.before);
  return selectProfileRows(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit);
}

export function findCreatorProfileRow(db: DbOrTx, id: string) {
  return findOneRow(db, eq(creatorProfiles.id, id));
}

export function findCreatorProfileRowByUser(db: DbOrTx, userId: string) {
  return findOneRow(db, eq(creatorProfiles.userId, userId));
}

/** The bare profile row, for authorization and writes. */
export async function findCreatorProfile(db: DbOrTx, id: string): Promise<CreatorProfile | undefined> {
  const [profile] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id)).limit(1);
  return profile;
}

/**
 * Inserts the caller's profile; undefined when they already have one (the
 * unique index on user_id decides, so two racing requests cannot both win).
 */
export async function insertCreatorProfile(
  db: DbOrTx,
  userId: string,
  input: ProfileInput,
): Promise<CreatorProfile | undefined> {
  const [profile] = await db
    .insert(creatorProfiles)
    .values({
      userId,
      petName: input.petName,
      petType: input.petType,
      breed: input.breed,
      bio: input.bio,
      coverImageUrl: input.coverImageUrl,
      avatarImageUrl: input.avatarImageUrl,
      subscriptionPrice: input.subscriptionPrice,
    })
    .onConflictDoNothing({ target: creatorProfiles.userId })
    .returning();
  return profile;
}

export async function updateCreatorProfile(db: DbOrTx, id: string, changes: ProfileChanges): Promise<void> {
  const values = {
    petName: changes.petName,
    petType: changes.petType,
    breed: changes.breed,
    bio: changes.bio,
    coverImageUrl: changes.coverImageUrl,
    avatarImageUrl: changes.avatarImageUrl,
    subscriptionPrice: changes.subscriptionPrice,
  };
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return;
  await db.update(creatorProfiles).set(given).where(eq(creatorProfiles.id, id));
}

/** Active subscribers, their summed prices in integer cents (summed in SQL) and the post count. */
export async function loadDashboardFigures(db: DbOrTx, creatorProfileId: string): Promise<DashboardFigures> {
  const [figures] = await db
    .select({
      activeSubscribers: sql<number>`count(*)::int`,
      monthlyGrossCents: sql<number>`coalesce(sum(${subscriptions.price} * 100), 0)::bigint`,
      postsCount: sql<number>`(select count(*)::int from ${posts} where ${posts.creatorProfileId} = ${creatorProfileId})`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.creatorProfileId, creatorProfileId), eq(subscriptions.status, "active")));
  return figures;
}
