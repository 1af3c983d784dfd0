/** Who may do what with a creator profile. */
import type { CreatorProfile } from "@shared/schema";
import type { Actor } from "./actor";

type ProfileOwnership = Pick<CreatorProfile, "userId">;

/** Editing the profile, publishing posts and managing tiers: the owner only (staff do not act for creators). */
export function isProfileOwner(actor: Actor, profile: ProfileOwnership): boolean {
  return actor.id === profile.userId;
}

export const canEditCreatorProfile = isProfileOwner;

/** Earnings and the subscriber list (with emails): the owner, and staff for support. */
export function canViewCreatorBusiness(actor: Actor, profile: ProfileOwnership): boolean {
  return isProfileOwner(actor, profile) || actor.isStaff;
}
