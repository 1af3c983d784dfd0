import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MySubscriptionView, TierChangeAnswer, TierChangePreview } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { waitForTier } from "../activation";
import { refreshAfterSubscriptionChange } from "./refresh-after-change";

const changeTierUrl = (subscriptionId: string) => `/api/subscriptions/${encodeURIComponent(subscriptionId)}/change-tier`;

/**
 * GET /api/subscriptions/:id/change-tier?tierId= (the fan): what moving to the
 * tier would do (an upgrade's amount due now, a downgrade's day), read while the
 * dialog shows that tier.
 */
export function useTierChangePreview(subscriptionId: string, tierId: string | null) {
  return useQuery<TierChangePreview>({
    queryKey: ["/api/subscriptions", subscriptionId, "change-tier", tierId],
    queryFn: () => apiJson<TierChangePreview>("GET", `${changeTierUrl(subscriptionId)}?tierId=${encodeURIComponent(tierId ?? "")}`),
    enabled: tierId !== null,
    // The amount due now shrinks as the period runs: read afresh each time the dialog asks.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * POST /api/subscriptions/:id/change-tier {"tierId"}: an upgrade now (its
 * proration invoice charged, or answered with how to collect the card), a
 * downgrade at the renewal. A change that needs no card refreshes what it changes
 * at once; one that does waits for useTierApplied.
 */
export function useChangeTier() {
  const queryClient = useQueryClient();
  return useMutation({
    // The preview's prorationDate goes back with the change, so an upgrade charges what the dialog showed.
    mutationFn: ({ subscriptionId, tierId, prorationDate }: { subscriptionId: string; tierId: string; prorationDate?: string }) =>
      apiJson<TierChangeAnswer>("POST", changeTierUrl(subscriptionId), prorationDate ? { tierId, prorationDate } : { tierId }),
    onSuccess: (answer) => {
      if (!answer.payment) refreshAfterSubscriptionChange(queryClient, answer.subscription.creatorProfileId);
    },
    meta: { errorTitle: "Could not change tier", errorFallback: "Failed to change tier" },
  });
}

/**
 * After an upgrade's card is accepted: GET /api/subscriptions/:id until it is on
 * the new tier (the provider's event applies it), then the fan's subscriptions
 * and the creator's feed are read again (the tier's posts unlock).
 */
export function useTierApplied() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, tierId }: { subscriptionId: string; tierId: string; creatorProfileId: string }) =>
      waitForTier(() => apiJson<MySubscriptionView>("GET", `/api/subscriptions/${encodeURIComponent(subscriptionId)}`), tierId),
    onSettled: (_result, _error, { creatorProfileId }) => refreshAfterSubscriptionChange(queryClient, creatorProfileId),
    meta: { errorTitle: "Could not change tier", errorFallback: "Failed to change tier" },
  });
}
