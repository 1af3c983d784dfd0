/**
 * What publishing and editing check of a post's audience, inside their
 * transaction: a tier audience names a tier its creator still offers, and no
 * limited tier (or limited profile price) that would receive the post has used
 * its posts of the month (loaders/post-allowance.ts counts them).
 *
 * Race: the check and the write are serialised per creator by a transaction
 * advisory lock taken before counting, so two posts published at once cannot
 * both take a tier's last post of the month. Only writes that a limited tier
 * would receive take it.
 */
import { sql } from "drizzle-orm";
import { monthlyAllowanceUsedMessage, type PostAudience } from "@shared/post-audience";
import type { CreatorProfile } from "../db/schema";
import type { DbOrTx } from "../db";
import { badRequest, conflict } from "../http/errors";
import type { TierRung } from "../loaders/entitlement";
import { allowanceRungs, countMonthPosts, receives } from "../loaders/post-allowance";

export const AUDIENCE_TIER_NOT_FOUND = "audience.minTierId must be a tier of this creator";

/** The columns an audience is written to (isPremium kept for the specification's readers). */
export function audienceColumns(audience: PostAudience) {
  return {
    audienceKind: audience.kind,
    audienceMinTierId: audience.kind === "tier" ? audience.minTierId : null,
    isPremium: audience.kind !== "public",
  };
}

export const PUBLIC_BEHIND_THE_SCENES = "Behind-the-scenes posts are for fans: choose all fans or a tier as the audience";

/** 400 for a behind-the-scenes post for everyone (the benefit would mean nothing). */
export function assertBehindTheScenesAudience(audience: PostAudience, behindTheScenes: boolean): void {
  if (behindTheScenes && audience.kind === "public") throw badRequest(PUBLIC_BEHIND_THE_SCENES);
}

/** 400 unless a tier audience names a tier the creator still offers. */
export function assertAudienceTier(audience: PostAudience, ladder: readonly TierRung[]): void {
  if (audience.kind !== "tier") return;
  const tier = ladder.find((rung) => rung.id === audience.minTierId);
  if (!tier || tier.archived) throw badRequest(AUDIENCE_TIER_NOT_FOUND);
}

/** 409 with the tier's name and number when a limited tier receiving the post has used its posts of that month. */
export async function assertMonthAllowance(
  tx: DbOrTx,
  input: {
    profile: Pick<CreatorProfile, "id" | "subscriptionPrice" | "benefits">;
    ladder: readonly TierRung[];
    post: { audience: PostAudience; behindTheScenes: boolean; video: boolean };
    /** A moment of the month the post counts in (when it was published). */
    month: Date;
    excludePostId?: string;
  },
): Promise<void> {
  const limited = allowanceRungs(input.profile, input.ladder).filter(
    (rung) => rung.benefits.exclusivePostsPerMonth !== null && receives(rung, input.post, input.ladder),
  );
  if (limited.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`post-allowance:${input.profile.id}`}, 0))`);
  const used = await countMonthPosts(tx, {
    creatorProfileId: input.profile.id,
    rungs: limited,
    month: input.month,
    excludePostId: input.excludePostId,
  });
  const full = limited.find((rung, i) => used[i] >= rung.benefits.exclusivePostsPerMonth!);
  if (full) throw conflict(monthlyAllowanceUsedMessage(full.name, full.benefits.exclusivePostsPerMonth!));
}
