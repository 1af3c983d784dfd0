/** Who may manage a creator's subscription tiers: the profile's owner. */
import { isProfileOwner, type ProfileOwnership } from "./creator-profile";
import { rule } from "./rule";

export const tierRules = {
  addTier: rule<ProfileOwnership>("Only the profile's owner can add tiers", isProfileOwner),
};
