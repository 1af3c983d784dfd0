/**
 * What an opened Paw Bazar item offers under its description: 'Buy now' for a
 * signed-in buyer while it is available (its checkout's code starts loading as
 * the pointer comes near), 'Finish paying' for the order placed in this visit,
 * 'Sign in to buy' for a visitor, and a word on why it cannot be bought when it
 * is reserved, sold or the viewer's own. Its own chunk, loaded with the item.
 */
import { Link } from "wouter";
import { Clock, LogIn, MapPin, Receipt, ShoppingBag, Truck } from "lucide-react";
import type { MarketplaceItemView } from "@shared/api-types";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { loginUrl } from "@/lib/auth-urls";
import { paths } from "@/lib/paths";

const preloadCheckout = () => void import("./checkout-dialog");

interface BuyNowProps {
  item: MarketplaceItemView;
  /** The checkout should open for this item ('Buy now', 'Finish paying'). */
  onBuy: () => void;
  /** An order for this item was placed in this visit and waits for its payment. */
  placedHere: boolean;
}

/** "Shipping $5.00 · Pickup": how the listing may be received. */
function DeliveryLine({ item }: { item: MarketplaceItemView }) {
  const { delivery } = item;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-label="Delivery options">
      {delivery.shipping && (
        <li className="inline-flex items-center gap-1.5">
          <Truck className="size-4" aria-hidden />
          {delivery.shippingCents === 0 ? "Free shipping" : `Shipping ${formatCents(delivery.shippingCents)}`}
        </li>
      )}
      {delivery.pickup && (
        <li className="inline-flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden />
          Pickup
        </li>
      )}
    </ul>
  );
}

export default function BuyNow({ item, onBuy, placedHere }: BuyNowProps) {
  const { user, isLoading } = useAuth();
  if (isLoading || item.hidden) return null;

  const isSeller = user?.id === item.sellerId;
  let action;
  if (placedHere && item.status !== "sold") {
    action = (
      <Button variant="gradient" size="lg" className="w-full sm:w-auto" onClick={onBuy}>
        <ShoppingBag aria-hidden />
        Finish paying
      </Button>
    );
  } else if (item.status === "reserved") {
    action = (
      <p className="inline-flex items-center gap-1.5 text-sm font-medium">
        <Clock className="size-4 text-warning" aria-hidden />
        {isSeller ? "A buyer is paying for it right now." : "Someone is buying this right now. Check back in a few minutes."}
      </p>
    );
  } else if (item.status !== "available") {
    action = null;
  } else if (isSeller) {
    action = <p className="text-sm text-muted-foreground">This is your listing.</p>;
  } else if (!user) {
    action = (
      <Button asChild variant="gradient" size="lg" className="w-full sm:w-auto">
        <a href={loginUrl(paths.marketplace({ item: item.id }))}>
          <LogIn aria-hidden />
          Sign in to buy
        </a>
      </Button>
    );
  } else {
    action = (
      <Button
        variant="gradient"
        size="lg"
        className="w-full sm:w-auto"
        onPointerEnter={preloadCheckout}
        onFocus={preloadCheckout}
        onClick={onBuy}
      >
        <ShoppingBag aria-hidden />
        Buy now
      </Button>
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <DeliveryLine item={item} />
      {isSeller && item.status !== "available" && item.status !== "withdrawn" ? (
        <div className="flex flex-col gap-2 sm:items-end">
          {action}
          <Link href={paths.orders("seller")} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
            <Receipt className="size-4" aria-hidden />
            See your sales
          </Link>
        </div>
      ) : (
        action
      )}
    </div>
  );
}
