import type { MarketplaceSaleView } from "@shared/marketplace";
import { usePagedList } from "@/hooks/use-paged-list";

/** GET /api/creator-profile/:id/sales (owner or staff): the owner's paid Paw Bazar orders with their amounts, newest first, page by page. */
export function useCreatorSales(creatorProfileId: string) {
  return usePagedList<MarketplaceSaleView>(["/api/creator-profile", creatorProfileId, "sales"]);
}
