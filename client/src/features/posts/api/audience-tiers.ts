import type { TierView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { creatorTiersKey } from "@/lib/query-keys";

/**
 * The creator's tiers a post may be for (GET /api/subscription-tiers/creator/:id,
 * the same cached list the tiers page and the profile show; its owner gets the
 * archived ones too), every page.
 */
export function useAudienceTiers(creatorProfileId: string) {
  return usePagedList<TierView>(creatorTiersKey(creatorProfileId), {}, { fetchAll: true });
}
