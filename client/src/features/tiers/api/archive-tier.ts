import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TierView } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { creatorTiersKey } from "@/lib/query-keys";

/** POST /api/subscription-tiers/:id/archive (the profile's owner): offered to no new fan, kept by its fans. */
export function useArchiveTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tierId: string) => apiJson<TierView>("POST", `/api/subscription-tiers/${encodeURIComponent(tierId)}/archive`),
    onSuccess: (tier) => queryClient.invalidateQueries({ queryKey: creatorTiersKey(tier.creatorProfileId) }),
    meta: { errorTitle: "Could not archive the tier", errorFallback: "Please try again" },
  });
}
