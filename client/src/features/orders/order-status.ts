/**
 * What an order's status means to the person looking at it: a short label and
 * tone for badges, a sentence saying where things stand and what happens next
 * (each party reads their own), and how the timeline names each change.
 */
import { formatCents } from "@shared/money";
import type { OrderDisputeReason, OrderEventView, OrderStatus, OrderView } from "@shared/marketplace";
import { formatMessageDate } from "@/lib/dates";

/** Who is looking: the buyer, the seller, or staff (neither party). */
export type OrderViewer = "buyer" | "seller" | "staff";

export type OrderTone = "pending" | "active" | "success" | "ended" | "problem";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  ready_for_pickup: "Ready for pickup",
  received: "Received",
  completed: "Completed",
  canceled: "Canceled",
  refunded: "Refunded",
  disputed: "Disputed",
  expired: "Expired",
};

export const ORDER_STATUS_TONES: Record<OrderStatus, OrderTone> = {
  pending_payment: "pending",
  paid: "active",
  shipped: "active",
  ready_for_pickup: "active",
  received: "success",
  completed: "success",
  canceled: "ended",
  refunded: "ended",
  disputed: "problem",
  expired: "ended",
};

export const DISPUTE_REASON_LABELS: Record<OrderDisputeReason, string> = {
  not_received: "It never arrived",
  not_as_described: "It is not as described",
};

export function viewerOf(order: Pick<OrderView, "buyerId" | "sellerId">, userId: string | undefined): OrderViewer {
  if (userId && userId === order.buyerId) return "buyer";
  if (userId && userId === order.sellerId) return "seller";
  return "staff";
}

/** What the seller keeps: the total (shipping included) less the commission on the item's price. */
export const sellerShareCents = (order: Pick<OrderView, "totalCents" | "commissionCents">): number => order.totalCents - order.commissionCents;

/** The commission as a percentage of the item's price: "5%", "7.5%" (null for a free item). */
export function commissionPercent(order: Pick<OrderView, "subtotalCents" | "commissionCents">): string | null {
  if (order.subtotalCents === 0) return null;
  return `${Number(((order.commissionCents / order.subtotalCents) * 100).toFixed(1))}%`;
}

/** Where the order stands and what comes next, in the viewer's words. */
export function orderStatusSummary(order: OrderView, viewer: OrderViewer): string {
  const shipping = order.delivery.method === "shipping";
  const total = formatCents(order.totalCents);
  const share = formatCents(sellerShareCents(order));
  switch (order.status) {
    case "pending_payment":
      return viewer === "buyer"
        ? `The item is reserved for you until ${formatMessageDate(order.reservedUntil)}. This page updates as soon as your payment is confirmed.`
        : `A buyer is paying for this item; it is reserved for them until ${formatMessageDate(order.reservedUntil)}.`;
    case "paid":
      if (viewer === "buyer") {
        return shipping
          ? "Payment received. The seller is preparing your item for shipping."
          : "Payment received. The seller is getting your item ready for pickup.";
      }
      return shipping
        ? "Paid! Please ship the item to the address below and add its tracking number."
        : "Paid! Please get the item ready and let the buyer know when to pick it up.";
    case "shipped":
      return viewer === "buyer"
        ? "Your item is on its way. Please confirm once it has arrived."
        : "On its way to the buyer. The order completes once they confirm, or by itself 14 days after shipping.";
    case "ready_for_pickup":
      return viewer === "buyer"
        ? "Your item is ready for pickup. Please confirm once you have it."
        : "Waiting for the buyer to pick it up. The order completes once they confirm, or by itself after 14 days.";
    case "received":
      return viewer === "buyer"
        ? "You confirmed you have the item. Thank you!"
        : `The buyer has the item. Your share of ${share} is released when the order completes.`;
    case "completed":
      return viewer === "seller" ? `All done! Your share of ${share} is added to your payouts.` : "All done. Enjoy your new find!";
    case "canceled":
      return order.paidAt ? `This order was canceled and the payment of ${total} refunded in full.` : "This order was canceled before it was paid; nothing was charged.";
    case "refunded":
      return `The dispute was resolved with a full refund of ${total} to the buyer.`;
    case "disputed":
      if (viewer === "buyer") return "You opened a dispute. Our team is looking into it and will get back to you.";
      if (viewer === "seller") return "The buyer opened a dispute. Our team is looking into it; your share is held until it is resolved.";
      return "The buyer opened a dispute: it waits for staff to refund the buyer or release the payment to the seller.";
    case "expired":
      return viewer === "buyer"
        ? "The payment was not finished in time, so the reservation ended. Nothing was charged."
        : "The buyer did not pay in time; the item is available again.";
  }
}

const EVENT_TITLES: Record<OrderStatus, string> = {
  pending_payment: "Order placed",
  paid: "Payment received",
  shipped: "Shipped",
  ready_for_pickup: "Ready for pickup",
  received: "Received by the buyer",
  completed: "Completed",
  canceled: "Canceled",
  refunded: "Refunded",
  disputed: "Dispute opened",
  expired: "Reservation expired",
};

/** A timeline line: what happened and who did it ("by you", "by the seller"; nobody named for the payment provider or the clock). */
export function orderEventText(event: OrderEventView, order: Pick<OrderView, "buyerId" | "sellerId">, viewerId: string | undefined): { title: string; by: string | null } {
  const title = EVENT_TITLES[event.toStatus];
  if (event.actorId === null) return { title, by: null };
  if (event.actorId === viewerId) return { title, by: "by you" };
  if (event.actorId === order.buyerId) return { title, by: "by the buyer" };
  if (event.actorId === order.sellerId) return { title, by: "by the seller" };
  return { title, by: "by PawFans support" };
}
