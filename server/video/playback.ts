/**
 * GET /api/posts/:id/playback: what a viewer may play of a video or reel post.
 *
 * Who may see the post is the one rule's (policies/post-access.ts, which already
 * locks a fans-only or tier video for a tier whose video benefit is none, with
 * "upgrade"). How high they may play is their video benefit's:
 *
 * - the creator and staff: every rendition;
 * - a fan whose tier (or the profile's own price) gives 4K: up to 2160;
 * - anyone else the rule lets see the post: up to 1080. That is an HD fan, and on a
 *   public post also a visitor, a member, or a fan whose tier has no video: a
 *   public video is the creator's shop window, shown in HD to everyone, and 4K
 *   stays a benefit.
 *
 * The answer's masterUrl carries a token that grants that maximum for about two
 * hours (./playback-token.ts); the files behind it are served without any query
 * (./playback-files.ts).
 */
import { VIDEO_QUALITIES, type PlaybackView, type VideoQuality } from "@shared/video";
import type { UnlockTier } from "@shared/post-audience";
import type { Benefits } from "@shared/benefits";
import type { VideoAsset } from "../db/schema";
import type { DbOrTx } from "../db";
import { notFound } from "../http/errors";
import { loadEntitlement, type ViewerEntitlement } from "../loaders/entitlement";
import { findPostWithCreator, POST_NOT_FOUND } from "../loaders/post";
import type { Actor } from "../policies/actor";
import { mayViewHidden } from "../policies/moderation";
import { assertPostVisible, isVideoPost, postAccess, type PostForAccess } from "../policies/post-access";
import { objectUrlPath } from "../storage/object-path";
import { storedObjectPath } from "../commands/release-media";
import { videoAssetOfSource } from "./assets";
import { PLAYBACK_FILES_PREFIX, signPlaybackToken } from "./playback-token";

/** The highest rung there is: the creator and staff play everything. */
const ALL_QUALITIES: VideoQuality = Math.max(...VIDEO_QUALITIES) as VideoQuality;
/** What a video benefit plays, and what every viewer of a public video gets at least. */
const BENEFIT_MAX_QUALITY: Record<Benefits["video"], VideoQuality> = { none: 1080, hd: 1080, "4k": 2160 };

const NO_VIDEO_TO_PLAY = "This post has no video to play";

/** The highest rung this viewer may play of a post the rule lets them see. */
function viewerMaxQuality(entitlement: Pick<ViewerEntitlement, "seesAll" | "fan">): number {
  if (entitlement.seesAll) return ALL_QUALITIES;
  return BENEFIT_MAX_QUALITY[entitlement.fan?.benefits.video ?? "none"];
}

/**
 * The cheapest tier still offered that would show this post to the viewer and
 * play `quality`: the rule is asked as if they held that tier (from when their
 * subscription began, or from now).
 */
function cheapestTierPlaying(entitlement: ViewerEntitlement, post: PostForAccess, quality: number): UnlockTier | null {
  const beganAt = entitlement.fan?.beganAt ?? entitlement.now;
  // The ladder is cheapest first.
  const rung = entitlement.ladder.find((tier) => {
    if (tier.archived || BENEFIT_MAX_QUALITY[tier.benefits.video] < quality) return false;
    const fan = { tierId: tier.id, priceCents: tier.priceCents, benefits: tier.benefits, beganAt };
    return postAccess({ ...entitlement, fan }, post).visible;
  });
  return rung ? { id: rung.id, name: rung.name, price: rung.price } : null;
}

/** The post's video asset, only once it is watchable. */
async function readyAssetOf(db: DbOrTx, mediaUrl: string | null): Promise<VideoAsset | null> {
  const source = storedObjectPath(mediaUrl);
  const asset = source ? await videoAssetOfSource(db, source) : null;
  return asset?.status === "ready" ? asset : null;
}

/**
 * The viewer's playback of a post: 404 when the post is missing or hidden from
 * them, is no video, or its video is not watchable yet (fans do not see such a
 * post at all); 403 with the lock reason when the rule locks it.
 */
export async function loadPlayback(db: DbOrTx, viewer: Actor | undefined, postId: string, key: Buffer): Promise<PlaybackView> {
  const found = await findPostWithCreator(db, postId);
  if (!found || !mayViewHidden(viewer, { authorId: found.creator.userId, hiddenAt: found.post.hiddenAt })) {
    throw notFound(POST_NOT_FOUND);
  }
  const { post, creator } = found;
  if (!isVideoPost(post)) throw notFound(NO_VIDEO_TO_PLAY);
  const [asset, entitlement] = await Promise.all([readyAssetOf(db, post.mediaUrl), loadEntitlement(db, viewer, creator)]);
  if (!asset) throw notFound(NO_VIDEO_TO_PLAY);
  assertPostVisible(postAccess(entitlement, post));

  const maxQuality = viewerMaxQuality(entitlement);
  const renditions = asset.renditions
    .map((r) => ({ height: r.quality, allowed: r.quality <= maxQuality }))
    .toSorted((a, b) => a.height - b.height);
  const highestLocked = renditions.findLast((r) => !r.allowed);
  const token = signPlaybackToken(key, asset.id, maxQuality);
  return {
    masterUrl: `${PLAYBACK_FILES_PREFIX}${asset.id}/${token}/master.m3u8`,
    posterUrl: post.thumbnailUrl ?? (asset.posterPath ? objectUrlPath(asset.posterPath) : null),
    duration: asset.durationSeconds ?? post.duration,
    renditions,
    upgradeTier: highestLocked ? cheapestTierPlaying(entitlement, post, highestLocked.height) : null,
  };
}
