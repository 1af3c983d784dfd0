/**
 * Paw Bazar's filters as the URL keeps them (/marketplace?q=&category=&condition=
 * &minPrice=&maxPrice=&status=sold) and as GET /api/marketplace-items takes them:
 * the items for sale unless the sold ones are asked for.
 */
import { ITEM_CONDITIONS, MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import { oneOf, priceParam } from "@/lib/url-filters";

export type MarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number];
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export interface ItemFilters {
  q?: string;
  category?: MarketplaceCategory;
  condition?: ItemCondition;
  /** Dollars as the server takes them ("12.50"). */
  minPrice?: string;
  maxPrice?: string;
  /** The sold items instead of those for sale. */
  status?: "sold";
}

/** The URL's params that are filters (the open item is not one). */
export const ITEM_FILTER_PARAMS = ["q", "category", "condition", "minPrice", "maxPrice", "status"] as const;

/** The filters in the URL; unknown categories and conditions mean all, blank values are left out. */
export function itemFiltersFrom(params: URLSearchParams): ItemFilters {
  const filters: ItemFilters = {
    q: params.get("q")?.trim(),
    category: oneOf(MARKETPLACE_CATEGORIES, params.get("category")),
    condition: oneOf(ITEM_CONDITIONS, params.get("condition")),
    minPrice: priceParam(params.get("minPrice")),
    maxPrice: priceParam(params.get("maxPrice")),
    status: params.get("status") === "sold" ? "sold" : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as ItemFilters;
}

/** Whether anything but the category narrows the list (the sold items count as narrowed) (offers 'Clear filters', chooses the empty text). */
export function narrowsBeyondCategory(filters: ItemFilters): boolean {
  return Boolean(filters.q || filters.condition || filters.minPrice || filters.maxPrice || filters.status);
}
