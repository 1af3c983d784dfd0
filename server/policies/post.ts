/**
 * Who may do what with posts. Who may see a post (its media, likes and
 * comments) is the one rule of ./post-access.ts, asked with the viewer's
 * entitlement loaded once per request. A post is edited by its creator only
 * (staff do not act for creators); its creator or staff delete it, staff for
 * content that breaks the guidelines.
 */
import type { Actor } from "./actor";
import { isProfileOwner, type ProfileOwnership } from "./creator-profile";
import { rule } from "./rule";

export const postRules = {
  publishPost: rule<ProfileOwnership>("Only the profile's owner can post to it", isProfileOwner),
  /** The subject is the post's creator profile. */
  editPost: rule<ProfileOwnership>("Only the post's creator can edit it", isProfileOwner),
  deletePost: rule<ProfileOwnership>(
    "Only the post's creator or staff can delete it",
    (actor: Actor | undefined, profile) => isProfileOwner(actor, profile) || Boolean(actor?.isStaff),
  ),
  /** The month's allowance of each limited tier (GET /api/posts/allowance/:creatorProfileId). */
  viewPostAllowance: rule<ProfileOwnership>("Only the profile's owner can see its posts' allowance", isProfileOwner),
};
