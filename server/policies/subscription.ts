/** Who may do what with a subscription: only the subscriber cancels it (not the creator, not staff). */
import type { Subscription } from "@shared/schema";
import { rule } from "./rule";

export const subscriptionRules = {
  cancelSubscription: rule<Pick<Subscription, "subscriberId">>(
    "Only the subscriber can cancel it",
    (actor, subscription) => actor?.id === subscription.subscriberId,
  ),
};
