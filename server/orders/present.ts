/** Orders as their buyer, seller and staff see them (shared/marketplace.ts, OrderView). */
import type { DeliveryMethod, OrderEventView, OrderStatus, OrderView, ShippingAddress } from "@shared/marketplace";
import type { Order, OrderEvent } from "../db/schema";

export function presentOrder(order: Order, events?: OrderEvent[]): OrderView {
  return {
    id: order.id,
    itemId: order.itemId,
    itemTitle: order.itemTitle,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    // The table's checks keep these within their lists.
    status: order.status as OrderStatus,
    delivery: { method: order.deliveryMethod as DeliveryMethod, address: (order.shippingAddress as ShippingAddress | null) ?? null },
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    commissionCents: order.commissionCents,
    currency: order.currency,
    reservedUntil: order.reservedUntil.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    ...(events ? { events: events.map(presentOrderEvent) } : {}),
  };
}

const presentOrderEvent = (event: OrderEvent): OrderEventView => ({
  fromStatus: event.fromStatus as OrderStatus | null,
  toStatus: event.toStatus as OrderStatus,
  actorId: event.actorId,
  createdAt: event.createdAt.toISOString(),
});
