/**
 * What the viewer may do with an order now, as the server's policy allows it
 * (server/policies/order.ts decides; this only chooses which buttons to show):
 *
 *   the seller: ship a paid order for shipping, or mark a paid pickup order ready;
 *   the buyer: confirm a shipped or ready order received, or open a dispute until it completes;
 *   either: cancel while it waits for payment; once paid, the seller until shipping,
 *   the buyer within ORDER_BUYER_CANCEL_MINUTES of paying (both with a full refund).
 */
import { ORDER_BUYER_CANCEL_MINUTES, type OrderStatus, type OrderView } from "@shared/marketplace";
import type { OrderViewer } from "./order-status";

export type OrderAction = "ship" | "readyForPickup" | "confirmReceived" | "cancel" | "dispute";

const DISPUTABLE: readonly OrderStatus[] = ["paid", "shipped", "ready_for_pickup", "received"];

/** Until when the buyer may cancel a paid order, or null when they may not (never paid). */
export function buyerCancelDeadline(order: Pick<OrderView, "paidAt">): Date | null {
  return order.paidAt ? new Date(new Date(order.paidAt).getTime() + ORDER_BUYER_CANCEL_MINUTES * 60_000) : null;
}

export function orderActions(order: OrderView, viewer: OrderViewer, now: Date = new Date()): OrderAction[] {
  if (viewer === "staff") return [];
  const actions: OrderAction[] = [];
  const { status } = order;
  if (viewer === "seller" && status === "paid") actions.push(order.delivery.method === "shipping" ? "ship" : "readyForPickup");
  if (viewer === "buyer" && (status === "shipped" || status === "ready_for_pickup")) actions.push("confirmReceived");
  if (status === "pending_payment") actions.push("cancel");
  if (status === "paid") {
    const deadline = buyerCancelDeadline(order);
    if (viewer === "seller" || (deadline && now < deadline)) actions.push("cancel");
  }
  if (viewer === "buyer" && DISPUTABLE.includes(status)) actions.push("dispute");
  return actions;
}
