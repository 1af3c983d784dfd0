/**
 * The month's allowance of the limited tiers: a tier whose
 * exclusivePostsPerMonth is N receives at most N posts per calendar month
 * (UTC). Counted in SQL, one statement for every tier asked, over the
 * creator's posts of that month (the feed's index, posts_creator_created_idx):
 * a post counts toward a tier when the tier receives it: for every fan, or for
 * a tier priced at or below it, and not behind-the-scenes or a video the tier
 * does not get. Public posts are not exclusive and never count.
 */
import { sql } from "drizzle-orm";
import type { PostAudience } from "@shared/post-audience";
import type { Benefits } from "@shared/benefits";
import type { DbOrTx } from "../db";
import type { CreatorProfile } from "../db/schema";
import { priceCents, type TierRung } from "./entitlement";

/** A tier (or the profile's own price, id null) that may receive posts, as the allowance counts it. */
export interface AllowanceRung {
  tierId: string | null;
  name: string;
  priceCents: number;
  benefits: Benefits;
}

/** The name the profile's own price goes by where a tier's name would be. */
const OWN_PRICE_NAME = "Subscription";

/** The tiers still offered and the profile's own price, cheapest first. */
export function allowanceRungs(
  profile: Pick<CreatorProfile, "subscriptionPrice" | "benefits">,
  ladder: readonly TierRung[],
): AllowanceRung[] {
  const rungs: AllowanceRung[] = ladder
    .filter((rung) => !rung.archived)
    .map((rung) => ({ tierId: rung.id, name: rung.name, priceCents: rung.priceCents, benefits: rung.benefits }));
  rungs.push({ tierId: null, name: OWN_PRICE_NAME, priceCents: priceCents(profile.subscriptionPrice), benefits: profile.benefits });
  return rungs.sort((a, b) => a.priceCents - b.priceCents);
}

/** Whether a rung receives a post of this audience and kind. */
export function receives(
  rung: AllowanceRung,
  post: { audience: PostAudience; behindTheScenes: boolean; video: boolean },
  ladder: readonly TierRung[],
): boolean {
  if (post.audience.kind === "public") return false;
  if (post.audience.kind === "tier") {
    const { minTierId } = post.audience;
    const minTier = ladder.find((rung) => rung.id === minTierId);
    if (!minTier || rung.priceCents < minTier.priceCents) return false;
  }
  if (post.behindTheScenes && !rung.benefits.behindTheScenes) return false;
  return !(post.video && rung.benefits.video === "none");
}

/** The calendar month (UTC) a moment falls in: [from, to). */
function utcMonthOf(at: Date): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    to: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

/**
 * How many of the creator's posts of that month each rung receives (in the
 * rungs' order); excludePostId leaves out the post being edited.
 */
export async function countMonthPosts(
  db: DbOrTx,
  input: { creatorProfileId: string; rungs: readonly AllowanceRung[]; month: Date; excludePostId?: string },
): Promise<number[]> {
  if (input.rungs.length === 0) return [];
  const { from, to } = utcMonthOf(input.month);
  const rungs = input.rungs.map((rung, i) => ({
    i,
    price: rung.priceCents / 100,
    bts: rung.benefits.behindTheScenes,
    video: rung.benefits.video !== "none",
  }));
  const result = await db.execute<{ i: number; used: number }>(sql`
    select r.i, (
      select count(*) from posts p
      left join subscription_tiers mt on mt.id = p.audience_min_tier_id
      where p.creator_profile_id = ${input.creatorProfileId}
        and p.created_at >= ${from.toISOString()}::timestamptz and p.created_at < ${to.toISOString()}::timestamptz
        and p.audience_kind <> 'public'
        and (p.audience_kind = 'fans' or mt.price <= r.price)
        and (not p.behind_the_scenes or r.bts)
        and (p.media_type not in ('video', 'reel') or r.video)
        and p.id is distinct from ${input.excludePostId ?? null}::uuid
    )::int as used
    from jsonb_to_recordset(${JSON.stringify(rungs)}::jsonb) as r(i int, price numeric, bts boolean, video boolean)
    order by r.i`);
  return result.rows.map((row) => Number(row.used));
}
