/**
 * Who a creator's post is for, and why a viewer may not see it. A post's
 * audience is everyone, every paying fan, or one tier and every tier of the same
 * creator priced at or above it; a post may also be behind-the-scenes (only for
 * tiers with that benefit). The rule that applies these to a viewer is
 * server/policies/post-access.ts; this file holds the words both sides share.
 * Kept free of zod so any page may import it (the request schema is in
 * ./validation.ts).
 */

export type PostAudience = { kind: "public" } | { kind: "fans" } | { kind: "tier"; minTierId: string };
export const POST_AUDIENCE_KINDS = ["public", "fans", "tier"] as const;
export type PostAudienceKind = (typeof POST_AUDIENCE_KINDS)[number];

export const PUBLIC_AUDIENCE: PostAudience = { kind: "public" };
export const FANS_AUDIENCE: PostAudience = { kind: "fans" };

/** What a post given only the specification's isPremium is for. */
export const audienceOfIsPremium = (isPremium: boolean): PostAudience => (isPremium ? FANS_AUDIENCE : PUBLIC_AUDIENCE);

/**
 * Why a post is locked for a viewer:
 * - subscribe: the viewer is not a fan of the creator;
 * - upgrade: their tier does not receive it (a tier post above theirs, or a video for a tier without video);
 * - behind-the-scenes: their tier lacks the behind-the-scenes benefit;
 * - library: published before their library window and their tier lacks the full library.
 */
const LOCK_REASONS = ["subscribe", "upgrade", "behind-the-scenes", "library"] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

/**
 * Without the full-library benefit a fan sees the exclusive posts published from
 * this many days before their subscription first began onwards.
 */
export const LIBRARY_WINDOW_DAYS = 30;

/** The cheapest tier that unlocks a locked post, as a feed answers it. */
export interface UnlockTier {
  id: string;
  name: string;
  price: string;
}

/** The 409 when a limited tier's exclusive posts of the month are used. */
export function monthlyAllowanceUsedMessage(tierName: string, perMonth: number): string {
  return `${tierName} gets ${perMonth} exclusive post${perMonth === 1 ? "" : "s"} a month and this month's are used. Choose a higher tier for this post.`;
}

/** The locked post's one action, as the feed shows it. */
export function unlockActionLabel(reason: LockReason, unlockTier: UnlockTier | null): string {
  if (reason === "subscribe") return unlockTier ? `Subscribe to ${unlockTier.name}` : "Subscribe";
  return unlockTier ? `Upgrade to ${unlockTier.name}` : "Upgrade";
}

/** Why it is locked, in a sentence for the locked post's overlay. */
export const LOCK_REASON_TEXTS: Record<LockReason, string> = {
  subscribe: "Subscribe to see this post",
  upgrade: "This post is for a higher tier",
  "behind-the-scenes": "Behind-the-scenes posts are for a higher tier",
  library: "Older posts are in the full library of a higher tier",
};

/** The refusal of a locked post's comments, likes and media, by reason. */
export const LOCKED_POST_REFUSALS: Record<LockReason, string> = {
  subscribe: "Subscribe to this PawPal to see their exclusive posts",
  upgrade: "Upgrade your subscription to see this post",
  "behind-the-scenes": "Upgrade to a tier with behind-the-scenes content to see this post",
  library: "Upgrade to a tier with the full media library to see this post",
};
