import { useQuery } from "@tanstack/react-query";
import type { MarketplaceItemView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import type { ItemFilters } from "../filters";
import { marketplaceItemKey, marketplaceItemsKey } from "./keys";

/**
 * GET /api/marketplace-items[?category=&condition=&minPrice=&maxPrice=&q=], newest
 * first, page by page. While the filters change the previous answer stays
 * (`isPlaceholderData`). A 400 (e.g. minPrice above maxPrice) is the filters' fault:
 * its message is shown by the filters.
 */
export function useMarketplaceItems(filters: ItemFilters) {
  return usePagedList<MarketplaceItemView>(marketplaceItemsKey, { ...filters }, { keepPrevious: true });
}

/** GET /api/marketplace-items/:id (nothing while `id` is null); `listed` (the card's copy) shows at once. */
export function useMarketplaceItem(id: string | null, listed?: MarketplaceItemView) {
  return useQuery<MarketplaceItemView>({ queryKey: marketplaceItemKey(id ?? ""), placeholderData: listed, enabled: id !== null });
}
