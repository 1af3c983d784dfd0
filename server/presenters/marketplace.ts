/** Marketplace items as everyone sees them. */
import type { MarketplaceItemView } from "@shared/api-types";
import type { MarketplaceItem } from "@shared/schema";

export function presentMarketplaceItem(item: MarketplaceItem): MarketplaceItemView {
  return {
    id: item.id,
    sellerId: item.sellerId,
    title: item.title,
    description: item.description,
    price: item.price,
    // Stored with 4 decimals ("0.0500"); sent as the plain rate ("0.05").
    platformCommission: String(Number(item.platformCommission)),
    category: item.category,
    imageUrl: item.imageUrl,
    condition: item.condition,
    location: item.location,
    status: item.status,
    createdAt: item.createdAt.toISOString(),
  };
}
