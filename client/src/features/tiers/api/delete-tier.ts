import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TierView } from "@shared/api-types";
import { apiRequest } from "@/lib/api";
import { creatorTiersKey } from "@/lib/query-keys";

/**
 * DELETE /api/subscription-tiers/:id (the profile's owner), for a tier nobody ever
 * subscribed to; any other answers 409, whose message (archive it instead) is the toast.
 */
export function useDeleteTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: TierView) => apiRequest("DELETE", `/api/subscription-tiers/${encodeURIComponent(tier.id)}`),
    // Not awaited: the caller's own onSuccess (its toast) runs before the deleted tier's card goes.
    onSuccess: (_res, tier) => void queryClient.invalidateQueries({ queryKey: creatorTiersKey(tier.creatorProfileId) }),
    meta: { errorTitle: "Could not delete the tier", errorFallback: "Please try again" },
  });
}
