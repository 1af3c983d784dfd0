import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MySubscriptionView } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { refreshAfterSubscriptionChange } from "./refresh-after-change";

/** POST /api/subscriptions/:id/resume (the subscriber): undoes a cancel at the period's end. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiJson<MySubscriptionView>("POST", `/api/subscriptions/${encodeURIComponent(subscriptionId)}/resume`),
    onSuccess: (subscription) => refreshAfterSubscriptionChange(queryClient, subscription.creatorProfileId),
    meta: { errorTitle: "Error", errorFallback: "Failed to resume subscription" },
  });
}
