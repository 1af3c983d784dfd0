/** Who may manage a creator's subscription tiers. */
import type { CreatorProfile } from "@shared/schema";
import type { Actor } from "./actor";
import { isProfileOwner } from "./creator-profile";

export function canManageTiers(actor: Actor, profile: Pick<CreatorProfile, "userId">): boolean {
  return isProfileOwner(actor, profile);
}
