import type { TierView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { creatorTiersKey } from "@/lib/query-keys";

/**
 * GET /api/subscription-tiers/creator/:id (open to everyone). Every page is read:
 * tiers are shown cheapest first, which needs all of them.
 */
export function useCreatorTiers(creatorProfileId: string) {
  return usePagedList<TierView>(creatorTiersKey(creatorProfileId), {}, { fetchAll: true });
}
