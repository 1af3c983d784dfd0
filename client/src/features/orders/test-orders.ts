/** Orders for the tests of this feature: a paid, shipped $45.00 bed with $5.99 shipping, bought by "buyer" from "seller". */
import type { OrderView } from "@shared/marketplace";

export const BUYER_ID = "buyer";
export const SELLER_ID = "seller";

export function testOrder(changes: Partial<OrderView> = {}): OrderView {
  const order: OrderView = {
    id: "3f2a9c1d-0000-4000-8000-000000000001",
    itemId: "00000000-0000-4000-8000-0000000000aa",
    itemTitle: "Cozy dog bed",
    buyerId: BUYER_ID,
    sellerId: SELLER_ID,
    status: "paid",
    delivery: {
      method: "shipping",
      address: { name: "Bea Buyer", line1: "12 Bark Street", line2: "Apt 3", city: "Seattle", region: "WA", postalCode: "98101", country: "US" },
    },
    subtotalCents: 4500,
    shippingCents: 599,
    totalCents: 5099,
    commissionCents: 225,
    currency: "usd",
    reservedUntil: "2026-11-29T10:15:00.000Z",
    paidAt: "2026-11-29T10:02:00.000Z",
    createdAt: "2026-11-29T10:00:00.000Z",
    shipment: null,
    readyForPickupAt: null,
    completesAt: null,
    completedAt: null,
    rating: null,
    dispute: null,
    resolutionNote: null,
    events: [
      { fromStatus: null, toStatus: "pending_payment", actorId: BUYER_ID, createdAt: "2026-11-29T10:00:00.000Z" },
      { fromStatus: "pending_payment", toStatus: "paid", actorId: null, createdAt: "2026-11-29T10:02:00.000Z" },
    ],
  };
  return Object.assign(order, changes);
}
