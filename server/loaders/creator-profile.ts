/**
 * A creator profile by id for a handler: the row, or the 404 every creator-side
 * route answers. Creators, posts, tiers, subscriptions, earnings and payments use
 * it. A profile hidden by moderation (policies/moderation.ts) is missing to
 * everyone but its owner and staff wherever it is shown.
 */
import { eq } from "drizzle-orm";
import { creatorProfiles, type CreatorProfile } from "../db/schema";
import type { DbOrTx } from "../db";
import { pageSize, param, preparedQuery } from "../db/prepared-queries";
import { notFound } from "../http/errors";
import type { Actor } from "../policies";
import { mayViewHidden } from "../policies/moderation";
import type { CreatorProfileRow } from "../presenters/creator-profile";

const PROFILE_NOT_FOUND = "Creator profile not found";

/** The bare profile row, for authorization and writes. */
const profileById = preparedQuery("creator_profile", (db) =>
  db.select().from(creatorProfiles).where(eq(creatorProfiles.id, param("id"))).limit(pageSize(1)),
);

async function findCreatorProfile(db: DbOrTx, id: string): Promise<CreatorProfile | undefined> {
  const [profile] = await profileById(db, {}, { id });
  return profile;
}

export async function loadCreatorProfile(db: DbOrTx, id: string): Promise<CreatorProfile> {
  const profile = await findCreatorProfile(db, id);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/** The profile, if the viewer may see it (its content is shown: posts). */
export async function loadVisibleCreatorProfile(db: DbOrTx, id: string, viewer: Actor | undefined): Promise<CreatorProfile> {
  const profile = await loadCreatorProfile(db, id);
  if (!mayViewHidden(viewer, { authorId: profile.userId, hiddenAt: profile.hiddenAt })) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/** A profile row for presenting to the viewer, or the same 404 (also when it is hidden from them). */
export function foundProfileRow(row: CreatorProfileRow | undefined, viewer: Actor | undefined): CreatorProfileRow {
  if (!row || !mayViewHidden(viewer, { authorId: row.profile.userId, hiddenAt: row.profile.hiddenAt })) {
    throw notFound(PROFILE_NOT_FOUND);
  }
  return row;
}
