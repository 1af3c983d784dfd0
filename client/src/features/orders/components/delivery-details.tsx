import { MapPin, PackageSearch, Truck } from "lucide-react";
import { formatMessageDate } from "@/lib/dates";
import type { OrderView } from "@shared/marketplace";
import { countryName } from "../address";
import type { OrderViewer } from "../order-status";

/** How the item reaches the buyer: the shipping address and, once sent, its tracking; or pickup arranged between the two. */
export function DeliveryDetails({ order, viewer }: { order: OrderView; viewer: OrderViewer }) {
  return (
    <div className="grid gap-5">
      <Destination order={order} viewer={viewer} />
      {order.shipment && (
        <div className="flex gap-3 border-t pt-5">
          <PackageSearch className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <dl className="grid min-w-0 gap-1 text-sm">
            <div>
              <dt className="inline font-semibold">Carrier: </dt>
              <dd className="inline">{order.shipment.carrier}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Tracking number: </dt>
              <dd className="inline font-mono break-all select-all">{order.shipment.trackingNumber}</dd>
            </div>
            <div className="text-muted-foreground">
              <dt className="inline">Shipped </dt>
              <dd className="inline">
                <time dateTime={order.shipment.shippedAt}>{formatMessageDate(order.shipment.shippedAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      )}
    </div>
  );
}

function Destination({ order, viewer }: { order: OrderView; viewer: OrderViewer }) {
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
          {order.readyForPickupAt && (
            <p className="text-muted-foreground">
              Ready since <time dateTime={order.readyForPickupAt}>{formatMessageDate(order.readyForPickupAt)}</time>
            </p>
          )}
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
