import { MapPin, Truck } from "lucide-react";
import type { OrderView } from "@shared/marketplace";
import { countryName } from "../address";
import type { OrderViewer } from "../order-status";

/** How the item reaches the buyer: the shipping address, or pickup arranged between the two. */
export function DeliveryDetails({ order, viewer }: { order: OrderView; viewer: OrderViewer }) {
  const { address } = order.delivery;
  if (order.delivery.method === "pickup" || !address) {
    return (
      <div className="flex gap-3">
        <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="text-sm">
          <p className="font-semibold">Pickup</p>
          <p className="text-muted-foreground">
            {viewer === "seller" ? "The buyer collects the item from you." : "You collect the item from the seller."}
          </p>
        </div>
      </div>
    );
  }
  const cityLine = `${address.region ? `${address.city}, ${address.region}` : address.city} ${address.postalCode}`;
  return (
    <div className="flex gap-3">
      <Truck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">Shipping to</p>
        <address className="break-words text-muted-foreground not-italic">
          <span className="block text-foreground">{address.name}</span>
          <span className="block">{address.line1}</span>
          {address.line2 && <span className="block">{address.line2}</span>}
          <span className="block">{cityLine}</span>
          <span className="block">{countryName(address.country) ?? address.country}</span>
        </address>
      </div>
    </div>
  );
}
