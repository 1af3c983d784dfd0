import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MySubscriptionView } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { waitForActivation } from "../activation";
import { refreshAfterSubscriptionChange } from "./refresh-after-change";

/**
 * After the card is accepted: GET /api/subscriptions/:id every 700 ms until the
 * subscription is active (up to 30 s), then the caller's subscriptions, the
 * creator's counts and feed are read again (the premium posts unlock).
 */
export function useActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId }: { subscriptionId: string; creatorProfileId: string }) =>
      waitForActivation(() => apiJson<MySubscriptionView>("GET", `/api/subscriptions/${encodeURIComponent(subscriptionId)}`)),
    onSettled: (_result, _error, { creatorProfileId }) => refreshAfterSubscriptionChange(queryClient, creatorProfileId),
    meta: { errorTitle: "Subscription failed", errorFallback: "Failed to create subscription" },
  });
}
