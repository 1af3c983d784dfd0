/**
 * Who may do what with a creator profile. Editing it (like publishing posts,
 * ./post.ts, and managing tiers, ./tier.ts) is for the owner only: staff do not
 * act for creators. Its business side (earnings, the subscriber list with the fans' emails) is for the
 * owner, and for staff helping them.
 */
import type { CreatorProfile } from "../db/schema";
import type { Actor } from "./actor";
import { rule } from "./rule";

export type ProfileOwnership = Pick<CreatorProfile, "userId">;

export function isProfileOwner(actor: Actor | undefined, profile: ProfileOwnership): boolean {
  return actor?.id === profile.userId;
}

function ownerOrStaff(actor: Actor | undefined, profile: ProfileOwnership): boolean {
  return isProfileOwner(actor, profile) || Boolean(actor?.isStaff);
}

export const creatorProfileRules = {
  editCreatorProfile: rule<ProfileOwnership>("Only the profile's owner can edit it", isProfileOwner),
  viewCreatorStats: rule<ProfileOwnership>("Only the profile's owner can see its stats", ownerOrStaff),
  viewSubscribers: rule<ProfileOwnership>("Only the profile's owner can see its subscribers", ownerOrStaff),
  /** The fans' email addresses on the subscriber list. */
  viewSubscriberEmails: rule<ProfileOwnership>("Only the profile's owner can see its subscribers' emails", ownerOrStaff),
};
