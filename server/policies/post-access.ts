/**
 * The one rule for a creator's post: who sees it, why not, and what would
 * unlock it. Every read of a post asks it with the viewer's entitlement to the
 * post's creator (loaders/entitlement.ts, loaded once per request): the feed and
 * every answer with a post, its media bytes (./media.ts), its likes, its
 * comments (loaders/post.ts). Pure: no query per post.
 *
 * - public: everyone.
 * - the creator and staff: everything (staff review reported posts).
 * - anyone else who is not a fan (signed out, a member, an ended or unpaid
 *   subscription): "subscribe".
 * - a fan, in this order:
 *   - a tier post above their tier's price (a fan at the profile's own price
 *     compares that price): "upgrade";
 *   - a video or reel when their video benefit is none: "upgrade";
 *   - behind-the-scenes without that benefit: "behind-the-scenes";
 *   - without the full library, a post published more than LIBRARY_WINDOW_DAYS
 *     before their subscription began: "library".
 *
 * unlockTier is the cheapest tier still offered that would show the post to
 * this viewer (for someone not a fan yet, as if they subscribed now), or null.
 */
import { LIBRARY_WINDOW_DAYS, LOCKED_POST_REFUSALS, type LockReason, type PostAudience, type UnlockTier } from "@shared/post-audience";
import type { Benefits } from "@shared/benefits";
import type { Post } from "../db/schema";
import { forbidden } from "../http/errors";
import type { TierRung, ViewerEntitlement } from "../loaders/entitlement";

const DAY_MS = 24 * 60 * 60 * 1000;
const VIDEO_MEDIA_TYPES: ReadonlySet<string> = new Set(["video", "reel"]);

/** The post's columns the rule reads. */
export type PostForAccess = Pick<Post, "audienceKind" | "audienceMinTierId" | "behindTheScenes" | "mediaType" | "createdAt">;

export interface PostAccess {
  visible: boolean;
  reason: LockReason | null;
  unlockTier: UnlockTier | null;
}

const VISIBLE: PostAccess = { visible: true, reason: null, unlockTier: null };
/** Nothing locked: a public post for everyone, every post for its creator and staff. */
export const OPEN_ACCESS = VISIBLE;

/** The audience the post's columns hold. */
export function audienceOf(post: Pick<Post, "audienceKind" | "audienceMinTierId">): PostAudience {
  if (post.audienceKind === "tier" && post.audienceMinTierId) return { kind: "tier", minTierId: post.audienceMinTierId };
  return post.audienceKind === "fans" ? { kind: "fans" } : { kind: "public" };
}

/** Whether a post is a video (which a tier without video does not receive). */
export const isVideoPost = (post: Pick<Post, "mediaType">): boolean => VIDEO_MEDIA_TYPES.has(post.mediaType);

/** What a subscription at this price with these benefits, begun then, would hold. */
interface Holding {
  priceCents: number;
  benefits: Benefits;
  beganAt: Date;
}

/** Why a holding does not show an exclusive post; null when it does. */
function lockOf(holding: Holding, post: PostForAccess, ladder: readonly TierRung[]): LockReason | null {
  if (post.audienceKind === "tier") {
    const minTier = ladder.find((rung) => rung.id === post.audienceMinTierId);
    // A tier post names a tier of its creator (the key and the publish check keep it so).
    if (!minTier || holding.priceCents < minTier.priceCents) return "upgrade";
  }
  if (isVideoPost(post) && holding.benefits.video === "none") return "upgrade";
  if (post.behindTheScenes && !holding.benefits.behindTheScenes) return "behind-the-scenes";
  if (!holding.benefits.fullLibrary && post.createdAt.getTime() < holding.beganAt.getTime() - LIBRARY_WINDOW_DAYS * DAY_MS) {
    return "library";
  }
  return null;
}

function cheapestUnlock(post: PostForAccess, ladder: readonly TierRung[], beganAt: Date): UnlockTier | null {
  // The ladder is cheapest first.
  const tier = ladder.find(
    (rung) => !rung.archived && lockOf({ priceCents: rung.priceCents, benefits: rung.benefits, beganAt }, post, ladder) === null,
  );
  return tier ? { id: tier.id, name: tier.name, price: tier.price } : null;
}

export function postAccess(entitlement: ViewerEntitlement, post: PostForAccess): PostAccess {
  if (post.audienceKind === "public" || entitlement.seesAll) return VISIBLE;
  const { fan, ladder } = entitlement;
  if (!fan) return { visible: false, reason: "subscribe", unlockTier: cheapestUnlock(post, ladder, entitlement.now) };
  const reason = lockOf(fan, post, ladder);
  if (!reason) return VISIBLE;
  return { visible: false, reason, unlockTier: cheapestUnlock(post, ladder, fan.beganAt) };
}

/** A locked post's media, likes and comments are refused (403, to visitors too) with what unlocks it. */
export function assertPostVisible(access: PostAccess): void {
  if (!access.visible) throw forbidden(LOCKED_POST_REFUSALS[access.reason!]);
}
