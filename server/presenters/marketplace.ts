/** Marketplace items as everyone sees them. */
import type { MarketplaceItemView } from "@shared/api-types";
import type { MarketplaceItemStatus, SellerRatingView } from "@shared/marketplace";
import type { MarketplaceItem } from "../db/schema";
import { hiddenFlag } from "./hidden";
import { presentImage, type ImageFacts } from "./image";

/** An item with its picture's media record and its seller's rating totals (null before the first rating), as the marketplace queries load it. */
export type MarketplaceItemRow = MarketplaceItem & { imageFacts?: ImageFacts | null; sellerRatingCount: number | null; sellerStarsTotal: number | null };

/** The average to 2 decimals, from the seller's totals (seller_rating_totals). */
function presentSellerRating(count: number | null, starsTotal: number | null): SellerRatingView {
  if (!count || !starsTotal) return { average: null, count: 0 };
  return { average: Math.round((starsTotal / count) * 100) / 100, count };
}

export function presentMarketplaceItem(item: MarketplaceItemRow): MarketplaceItemView {
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
    image: presentImage(item.imageUrl, item.imageFacts ?? null),
    condition: item.condition,
    location: item.location,
    // The table's check keeps it one of MARKETPLACE_ITEM_STATUSES.
    status: item.status as MarketplaceItemStatus,
    delivery: { pickup: item.deliveryPickup, shipping: item.deliveryShipping, shippingCents: item.shippingCents },
    sellerRating: presentSellerRating(item.sellerRatingCount, item.sellerStarsTotal),
    createdAt: item.createdAt.toISOString(),
    ...hiddenFlag(item.hiddenAt),
  };
}
