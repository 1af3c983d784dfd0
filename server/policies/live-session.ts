/**
 * Who may do what with a creator's live streams.
 *
 * Managing one (schedule, edit, start, end) is its creator's; canceling or
 * ending it is also staff's. Watching follows the one entitlement rule: the
 * creator and staff always; anyone else only as a fan whose tier (or the
 * profile's own price) grants the liveStreams benefit and whose tier is in the
 * live's audience, judged exactly as a post with that audience is
 * (./post-access.ts). Everyone else gets the lock reason.
 */
import { LIVE_LOCKED } from "@shared/live";
import type { LiveSession } from "../db/schema";
import { forbidden } from "../http/errors";
import type { ViewerEntitlement } from "../loaders/entitlement";
import type { Actor } from "./actor";
import { isProfileOwner, type ProfileOwnership } from "./creator-profile";
import { postAccess } from "./post-access";
import { rule } from "./rule";

export const liveSessionRules = {
  /** The subject is the live's creator profile. */
  manageLiveSession: rule<ProfileOwnership>("Only the creator can manage their lives", isProfileOwner),
  stopLiveSession: rule<ProfileOwnership>(
    "Only the creator or staff can cancel or end a live",
    (actor: Actor | undefined, profile) => isProfileOwner(actor, profile) || Boolean(actor?.isStaff),
  ),
  /** Taking down others' chat messages and muting viewers. */
  moderateLiveChat: rule<ProfileOwnership>(
    "Only the creator or staff can moderate a live's chat",
    (actor: Actor | undefined, profile) => isProfileOwner(actor, profile) || Boolean(actor?.isStaff),
  ),
};

export type LiveForAccess = Pick<LiveSession, "audienceKind" | "audienceMinTierId">;

/** Whether the viewer may watch the live (its playback and files). */
function mayWatchLive(entitlement: ViewerEntitlement, live: LiveForAccess): boolean {
  if (entitlement.seesAll) return true;
  if (!entitlement.fan?.benefits.liveStreams) return false;
  // The audience as a post's, published now (the library window never applies).
  const asPost = { ...live, behindTheScenes: false, mediaType: "live", createdAt: entitlement.now };
  return postAccess(entitlement, asPost).visible;
}

/** 403 with the lock reason unless the viewer may watch. */
export function assertMayWatchLive(entitlement: ViewerEntitlement, live: LiveForAccess): void {
  if (!mayWatchLive(entitlement, live)) throw forbidden(LIVE_LOCKED);
}
