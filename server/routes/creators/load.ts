/**
 * Loading a creator profile by id for a handler: the row, or the 404 every
 * creator-side route answers. Posts, tiers and subscriptions use it too.
 */
import type { CreatorProfile } from "@shared/schema";
import type { DbOrTx } from "../../db";
import { notFound } from "../../http/errors";
import type { CreatorProfileRow } from "../../presenters/creator-profile";
import { findCreatorProfile } from "./queries";

const PROFILE_NOT_FOUND = "Creator profile not found";

export async function loadCreatorProfile(db: DbOrTx, id: string): Promise<CreatorProfile> {
  const profile = await findCreatorProfile(db, id);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/** A profile row for presenting, or the same 404. */
export function foundProfileRow(row: CreatorProfileRow | undefined): CreatorProfileRow {
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return row;
}
