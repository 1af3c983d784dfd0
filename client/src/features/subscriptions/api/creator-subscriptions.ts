import { useQuery } from "@tanstack/react-query";
import type { CreatorSubscriptionView } from "@shared/api-types";
import { creatorSubscriptionsKey } from "./keys";

/** GET /api/subscriptions/creator/:id (owner or staff): who subscribes, with their tier. */
export function useCreatorSubscriptions(creatorProfileId: string) {
  return useQuery<CreatorSubscriptionView[]>({ queryKey: creatorSubscriptionsKey(creatorProfileId) });
}
