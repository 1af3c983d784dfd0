import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TierView } from "@shared/api-types";
import type { TierInput } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { creatorTiersKey } from "@/lib/query-keys";

/** POST /api/subscription-tiers (the profile's owner); the tier list refreshes after. */
export function useCreateTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: TierInput) => apiJson<TierView>("POST", "/api/subscription-tiers", tier),
    onSuccess: (tier) => {
      void queryClient.invalidateQueries({ queryKey: creatorTiersKey(tier.creatorProfileId) });
    },
    meta: { errorTitle: "Error", errorFallback: "Failed to create tier" },
  });
}
