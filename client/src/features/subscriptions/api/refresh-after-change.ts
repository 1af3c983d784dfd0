import type { QueryClient } from "@tanstack/react-query";
import {
  creatorPostsKey,
  creatorProfileKey,
  creatorProfilesByUserPrefix,
  creatorProfilesKey,
} from "@/lib/query-keys";
import { mySubscriptionsKey } from "./keys";

/**
 * After subscribing or cancelling: the caller's subscriptions, the creator's fan
 * counts, and the creator's feed (premium posts unlock or lock again).
 */
export function refreshAfterSubscriptionChange(queryClient: QueryClient, creatorProfileId: string) {
  void queryClient.invalidateQueries({ queryKey: mySubscriptionsKey });
  void queryClient.invalidateQueries({ queryKey: creatorProfilesKey });
  void queryClient.invalidateQueries({ queryKey: creatorProfileKey(creatorProfileId) });
  void queryClient.invalidateQueries({ queryKey: creatorProfilesByUserPrefix });
  void queryClient.invalidateQueries({ queryKey: creatorPostsKey(creatorProfileId) });
}
