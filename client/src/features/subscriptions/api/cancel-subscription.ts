import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MySubscriptionView } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { refreshAfterSubscriptionChange } from "./refresh-after-change";

/**
 * POST /api/subscriptions/:id/cancel (the subscriber): a paid subscription is set
 * to end with its period (access kept until then); one never paid ends now.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiJson<MySubscriptionView>("POST", `/api/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`),
    onSuccess: (subscription) => refreshAfterSubscriptionChange(queryClient, subscription.creatorProfileId),
    meta: { errorTitle: "Error", errorFallback: "Failed to cancel subscription" },
  });
}
