/** Orders as their buyer, seller and staff see them (shared/marketplace.ts, OrderView). */
import type { DeliveryMethod, OrderDisputeReason, OrderEventView, OrderRatingView, OrderStatus, OrderView, ShippingAddress } from "@shared/marketplace";
import type { Order, OrderEvent, OrderRating } from "../db/schema";

export function presentOrder(order: Order, rating: OrderRating | undefined, events?: OrderEvent[]): OrderView {
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
    shipment:
      order.carrier && order.trackingNumber && order.shippedAt
        ? { carrier: order.carrier, trackingNumber: order.trackingNumber, shippedAt: order.shippedAt.toISOString() }
        : null,
    readyForPickupAt: order.readyForPickupAt?.toISOString() ?? null,
    completesAt: order.completesAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    dispute: order.disputeReason ? { reason: order.disputeReason as OrderDisputeReason, details: order.disputeDetails ?? "" } : null,
    resolutionNote: order.resolutionNote,
    rating: rating ? presentOrderRating(rating) : null,
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

const presentOrderRating = (rating: OrderRating): OrderRatingView => ({
  stars: rating.stars,
  text: rating.text,
  createdAt: rating.createdAt.toISOString(),
});
