import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TierView } from "@shared/api-types";
import type { TierUpdate } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { creatorTiersKey } from "@/lib/query-keys";

/** PATCH /api/subscription-tiers/:id (the profile's owner): new benefits reach the tier's fans at once; the list refreshes. */
export function useUpdateTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tierId, changes }: { tierId: string; changes: TierUpdate }) =>
      apiJson<TierView>("PATCH", `/api/subscription-tiers/${encodeURIComponent(tierId)}`, changes),
    onSuccess: (tier) => queryClient.invalidateQueries({ queryKey: creatorTiersKey(tier.creatorProfileId) }),
    meta: { errorTitle: "Could not save the tier", errorFallback: "Please try again" },
  });
}
