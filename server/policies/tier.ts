/**
 * Who may manage a creator's subscription tiers: the profile's owner adds,
 * archives and deletes them. Tiers are the creator's prices, not content to
 * moderate, so staff do not change them.
 */
import { isProfileOwner, type ProfileOwnership } from "./creator-profile";
import { rule } from "./rule";

export const tierRules = {
  addTier: rule<ProfileOwnership>("Only the profile's owner can add tiers", isProfileOwner),
  /** Archiving, and deleting a tier nobody ever subscribed to. */
  manageTier: rule<ProfileOwnership>("Only the profile's owner can change its tiers", isProfileOwner),
};
