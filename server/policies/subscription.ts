/** Who may do what with subscriptions. */
import type { CreatorProfile, Subscription } from "@shared/schema";
import type { Actor } from "./actor";
import { isProfileOwner } from "./creator-profile";

/** Nobody subscribes to their own profile. */
export function canSubscribeTo(actor: Actor, profile: Pick<CreatorProfile, "userId">): boolean {
  return !isProfileOwner(actor, profile);
}

/** Only the subscriber cancels a subscription. */
export function canCancelSubscription(actor: Actor, subscription: Pick<Subscription, "subscriberId">): boolean {
  return actor.id === subscription.subscriberId;
}
