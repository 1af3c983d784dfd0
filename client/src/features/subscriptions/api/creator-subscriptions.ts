import type { CreatorSubscriptionView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { creatorSubscriptionsKey } from "./keys";

/** GET /api/subscriptions/creator/:id (owner or staff): who subscribes, with their tier, newest first, page by page. */
export function useCreatorSubscriptions(creatorProfileId: string) {
  return usePagedList<CreatorSubscriptionView>(creatorSubscriptionsKey(creatorProfileId));
}
