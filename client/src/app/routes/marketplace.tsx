import { lazy, Suspense, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { MarketplaceItemView } from "@shared/api-types";
import type { PlacedOrderView } from "@shared/marketplace";
import { MarketplacePage } from "@/features/marketplace/components/marketplace-page";
import { marketplaceItemsKey } from "@/features/marketplace/api/keys";

// 'Buy now' loads with an opened item (the item dialog is itself loaded on first opening), the checkout when it is pressed.
const BuyNow = lazy(() => import("@/features/orders/components/buy-now"));
const CheckoutDialog = lazy(() => import("@/features/orders/components/checkout-dialog"));

/**
 * /marketplace (Paw Bazar): the marketplace's items; an opened one offers 'Buy
 * now' from the orders feature, which closes the item and opens the checkout on
 * its own (one modal dialog at a time: two focus traps fight over the focus).
 */
export default function MarketplaceRoute() {
  const queryClient = useQueryClient();
  const [buying, setBuying] = useState<MarketplaceItemView | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // The order placed in this visit, so that a checkout closed before paying reopens on its card step.
  const [placed, setPlaced] = useState<PlacedOrderView | null>(null);
  // An order reserves (then sells) its item: the lists and the item show its new status.
  const refreshItems = () => void queryClient.invalidateQueries({ queryKey: marketplaceItemsKey });

  const buyAction = (item: MarketplaceItemView, closeItem: () => void) => (
    <BuyNow
      item={item}
      placedHere={placed?.order.itemId === item.id}
      onBuy={() => {
        closeItem();
        if (placed && placed.order.itemId !== item.id) setPlaced(null);
        setBuying(item);
        setCheckoutOpen(true);
      }}
    />
  );
  return (
    <>
      <MarketplacePage buyAction={buyAction} />
      {buying && (
        <Suspense fallback={null}>
          <CheckoutDialog
            item={buying}
            open={checkoutOpen}
            onOpenChange={setCheckoutOpen}
            onOrderChanged={refreshItems}
            placed={placed?.order.itemId === buying.id ? placed : null}
            onPlaced={setPlaced}
          />
        </Suspense>
      )}
    </>
  );
}
