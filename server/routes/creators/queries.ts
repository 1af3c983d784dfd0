/**
 * Creator profile reads and the profile edit. Every read answers the profile with
 * its owner's name fields, its counts and its images' media records in one query; the fans and posts counts
 * are columns kept in step with every write by the database, so reading a page
 * of profiles never counts subscriptions, however many fans a creator has.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { creatorProfiles, liveSessions, posts, subscriptions, users } from "../../db/schema";
import type { z } from "zod";
import type { Benefits } from "@shared/benefits";
import type { ExploreCategoryId } from "@shared/constants/categories";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { creatorProfileUpdateSchema } from "@shared/validation";
import type { DbOrTx } from "../../db";
import { pageSize, param, preparedQuery, viewerKind, viewerOfKind, type ViewerKind } from "../../db/prepared-queries";
import { keyset, type PageQuery } from "../../http/paging";
import { monthFigures } from "../../ledger/queries";
import type { Actor } from "../../policies";
import { visibleContentCondition } from "../../policies/moderation";
import { imageFactsJoin } from "../../loaders/image-facts";
import type { CreatorProfileRow } from "../../presenters/creator-profile";
import type { DashboardFigures } from "../../presenters/dashboard-stats";
import { exploreCategoryCondition, exploreSearchCondition, exploreSearchPattern } from "./explore-filter";

/** The edit form's fields, and what the profile's own price gives (PUT …/benefits). */
type ProfileChanges = z.output<typeof creatorProfileUpdateSchema> & { benefits?: Benefits };

function selectProfileRows(db: DbOrTx) {
  const cover = imageFactsJoin(creatorProfiles.coverImageUrl, "cover_media", { publicOnly: true });
  const avatar = imageFactsJoin(creatorProfiles.avatarImageUrl, "avatar_media", { publicOnly: true });
  return db
    .select({
      profile: creatorProfiles,
      owner: {
        displayName: users.displayName,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      },
      fansCount: creatorProfiles.fansCount,
      postsCount: creatorProfiles.postsCount,
      coverImage: cover.facts,
      avatarImage: avatar.facts,
      // The LIVE badge: one probe of live_sessions_one_live_key per profile, inside this one query.
      liveSessionId: sql<string | null>`(select ${liveSessions.id} from ${liveSessions} where ${liveSessions.creatorProfileId} = ${creatorProfiles.id} and ${liveSessions.status} = 'live' limit 1)`,
    })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .leftJoin(cover.table, cover.on)
    .leftJoin(avatar.table, avatar.on);
}

async function findOneRow(db: DbOrTx, where: SQL): Promise<CreatorProfileRow | undefined> {
  const [row] = await selectProfileRows(db).where(where).limit(1);
  return row;
}

export interface CreatorProfileFilter {
  q?: string;
  category?: ExploreCategoryId;
}

const profilePages = preparedQuery(
  "creator_profiles",
  (db, shape: { before: boolean; category: string; q: boolean; viewer: ViewerKind; limit: number }) => {
    const { where, orderBy } = keyset(creatorProfiles, "creator_profiles", shape.before ? param("before") : undefined);
    const visible = visibleContentCondition(viewerOfKind(shape.viewer), creatorProfiles.hiddenAt, creatorProfiles.userId);
    const inCategory = exploreCategoryCondition((shape.category || undefined) as ExploreCategoryId | undefined);
    return selectProfileRows(db)
      .where(and(where, inCategory, exploreSearchCondition(shape.q ? param("pattern") : undefined), visible))
      .orderBy(...orderBy)
      .limit(pageSize(shape.limit));
  },
);

/**
 * Newest profiles first, with keyset paging; optionally Explore's search and tab.
 * Hidden profiles only for their owner and staff.
 */
export function listCreatorProfileRows(
  db: DbOrTx,
  page: PageQuery,
  filter: CreatorProfileFilter = {},
  viewer?: Actor,
): Promise<CreatorProfileRow[]> {
  const pattern = exploreSearchPattern(filter.q);
  return profilePages(
    db,
    // A tab's rule is written into the text (each tab has its own index).
    { before: !!page.before, category: filter.category ?? "", q: !!pattern, viewer: viewerKind(viewer), limit: page.limit },
    { before: page.before, pattern, viewerId: viewer?.id },
  );
}

export function findCreatorProfileRow(db: DbOrTx, id: string) {
  return findOneRow(db, eq(creatorProfiles.id, id));
}

export function findCreatorProfileRowByUser(db: DbOrTx, userId: string) {
  return findOneRow(db, eq(creatorProfiles.userId, userId));
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
    benefits: changes.benefits,
  };
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return;
  await db.update(creatorProfiles).set(given).where(eq(creatorProfiles.id, id));
}

/**
 * The fans count (subscriptions in a fan status), the post count, and this month's
 * money from the ledger (../../ledger/queries.ts, the one source of money figures).
 */
export async function loadDashboardFigures(db: DbOrTx, creatorProfileId: string, now: Date): Promise<DashboardFigures> {
  const [counts] = await db
    .select({
      activeSubscribers: sql<number>`count(*)::int`,
      postsCount: sql<number>`(select count(*)::int from ${posts} where ${posts.creatorProfileId} = ${creatorProfileId})`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.creatorProfileId, creatorProfileId), inArray(subscriptions.status, FAN_SUBSCRIPTION_STATUSES)));
  return { ...counts, thisMonth: await monthFigures(db, creatorProfileId, now) };
}
