import { lazy } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { MarketplaceItemView } from "@shared/api-types";
import { MarketplacePage } from "@/features/marketplace/components/marketplace-page";
import { marketplaceItemsKey } from "@/features/marketplace/api/keys";

// 'Buy now' and its checkout load with an opened item (the item dialog is itself loaded on first opening).
const BuyNow = lazy(() => import("@/features/orders/components/buy-now"));

/** /marketplace (Paw Bazar): the marketplace's items, each opened one offering 'Buy now' from the orders feature. */
export default function MarketplaceRoute() {
  const queryClient = useQueryClient();
  // An order reserves (then sells) its item: the lists and the item show its new status.
  const refreshItems = () => void queryClient.invalidateQueries({ queryKey: marketplaceItemsKey });
  const buyAction = (item: MarketplaceItemView) => <BuyNow item={item} onOrderChanged={refreshItems} />;
  return <MarketplacePage buyAction={buyAction} />;
}
