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
import type { Actor } from "./actor";
import { isProfileOwner, type ProfileOwnership } from "./creator-profile";
import { rule } from "./rule";

export const liveSessionRules = {
  /** The subject is the live's creator profile. */
  manageLiveSession: rule<ProfileOwnership>("Only the creator can manage their lives", isProfileOwner),
  stopLiveSession: rule<ProfileOwnership>(
    "Only the creator or staff can cancel or end a live",
    (actor: Actor | undefined, profile) => isProfileOwner(actor, profile) || Boolean(actor?.isStaff),
  ),
};
