import { useQuery } from "@tanstack/react-query";
import type { TierView } from "@shared/api-types";
import { creatorTiersKey } from "./keys";

/** GET /api/subscription-tiers/creator/:id (open to everyone). */
export function useCreatorTiers(creatorProfileId: string | undefined) {
  return useQuery<TierView[]>({
    queryKey: creatorTiersKey(creatorProfileId ?? ""),
    enabled: Boolean(creatorProfileId),
  });
}
