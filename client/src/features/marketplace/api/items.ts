import type { MarketplaceItemView } from "@shared/api-types";
import type { MARKETPLACE_CATEGORIES } from "@shared/constants";
import { usePagedList } from "@/hooks/use-paged-list";
import { marketplaceItemsKey } from "./keys";

export type MarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number];

/** GET /api/marketplace-items[?category=], newest first, page by page. */
export function useMarketplaceItems(category: MarketplaceCategory | undefined) {
  return usePagedList<MarketplaceItemView>(marketplaceItemsKey, { category });
}
