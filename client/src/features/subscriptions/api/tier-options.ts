import type { TierView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { creatorTiersKey } from "@/lib/query-keys";

/**
 * The creator's tiers the subscribe dialog offers (GET /api/subscription-tiers/creator/:id,
 * the same cached list the profile's Tiers tab shows), read while the dialog is open.
 */
export function useTierOptions(creatorProfileId: string, enabled: boolean) {
  return usePagedList<TierView>(creatorTiersKey(creatorProfileId), {}, { enabled, fetchAll: true });
}
