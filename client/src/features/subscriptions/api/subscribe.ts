import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MySubscriptionView } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { refreshAfterSubscriptionChange } from "./refresh-after-change";

export interface SubscribeInput {
  creatorProfileId: string;
  tierId?: string;
}

/**
 * POST /api/subscriptions. On success refreshes the caller's subscriptions, the
 * creator profile reads (their fansCount changed) and the creator's feed (the
 * premium posts unlock).
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscribeInput) => apiJson<MySubscriptionView>("POST", "/api/subscriptions", input),
    onSuccess: (_subscription, input) => refreshAfterSubscriptionChange(queryClient, input.creatorProfileId),
    meta: { errorTitle: "Subscription failed", errorFallback: "Failed to create subscription" },
  });
}
