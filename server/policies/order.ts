/**
 * Who may act on a Paw Bazar order. Its buyer and its seller see it, and staff
 * (helping either, or resolving a dispute); for anyone else it does not exist,
 * so routes answer 404 where viewOrder refuses. Each step of the order is its
 * party's alone: the seller ships or marks it ready for pickup, the buyer
 * confirms receiving it or disputes it and, once it is completed, rates the seller; either may cancel (within the limits of
 * server/orders/cancel.ts), and staff resolve disputes.
 */
import type { Order } from "../db/schema";
import type { Actor } from "./actor";
import { rule, staffOnly } from "./rule";

type OrderParties = Pick<Order, "buyerId" | "sellerId">;

const isBuyer = (actor: Actor | undefined, order: OrderParties) => actor !== undefined && actor.id === order.buyerId;
const isSeller = (actor: Actor | undefined, order: OrderParties) => actor !== undefined && actor.id === order.sellerId;

export const orderRules = {
  viewOrder: rule<OrderParties>("Order not found", (actor, order) => isBuyer(actor, order) || isSeller(actor, order) || Boolean(actor?.isStaff)),
  shipOrder: rule<OrderParties>("Only the seller can ship this order", isSeller),
  markOrderReadyForPickup: rule<OrderParties>("Only the seller can mark this order ready for pickup", isSeller),
  confirmOrderReceived: rule<OrderParties>("Only the buyer can confirm receiving this order", isBuyer),
  cancelOrder: rule<OrderParties>("Only the buyer or the seller can cancel this order", (actor, order) => isBuyer(actor, order) || isSeller(actor, order)),
  disputeOrder: rule<OrderParties>("Only the buyer can open a dispute about this order", isBuyer),
  rateOrderSeller: rule<OrderParties>("Only the buyer can rate the seller of this order", isBuyer),
  resolveOrderDispute: staffOnly,
};
