/**
 * Telling the other party of an order's change of status: a notification row
 * (naming the order) and its `notification.created` event on the real-time
 * channel, in the transaction of the change (server/orders/transition.ts calls
 * this), so nobody hears of a change that was rolled back.
 *
 * Who hears: the buyer and the seller, except whoever made the change. A change
 * nobody made (the payment provider's event, the clock) goes to the party it
 * concerns: a payment to the seller (time to ship), an expiry to the buyer, a
 * completion by itself to both.
 */
import type { OrderStatus } from "@shared/marketplace";
import { formatCents } from "@shared/money";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import { notifications, type Order } from "../db/schema";
import type { DbOrTx } from "../db";
import { notificationsCreated, publish } from "../realtime/publish";
import { mailOrderParties } from "../mail/order-mail";
import type { MailContext } from "../mail/outbox";

type Party = "buyer" | "seller";

/** What a party is told of a move to a status; a status missing here (received, which completes at once) tells nobody. */
interface Notice {
  type: string;
  whenNobodyActed: Party[];
  /** Whether this party hears of it at all (default: yes). */
  concerns?(order: Order, party: Party): boolean;
  say(order: Order, to: Party): { title: string; message: string };
}

const NOTICES: Partial<Record<OrderStatus, Notice>> = {
  paid: {
    type: NOTIFICATION_TYPES.orderPaid,
    whenNobodyActed: ["seller"],
    say: (order) => ({
      title: "Sold!",
      message:
        order.deliveryMethod === "shipping"
          ? `${order.itemTitle} was paid for. Ship it to the buyer and add the tracking number.`
          : `${order.itemTitle} was paid for. Mark it ready for pickup when the buyer can collect it.`,
    }),
  },
  shipped: {
    type: NOTIFICATION_TYPES.orderShipped,
    whenNobodyActed: ["buyer"],
    say: (order) => ({
      title: "Your order has shipped",
      message: `${order.itemTitle} is on its way with ${order.carrier ?? "the carrier"} (tracking number ${order.trackingNumber ?? "not given"}).`,
    }),
  },
  ready_for_pickup: {
    type: NOTIFICATION_TYPES.orderReadyForPickup,
    whenNobodyActed: ["buyer"],
    say: (order) => ({ title: "Ready for pickup", message: `${order.itemTitle} is ready for you to pick up.` }),
  },
  completed: {
    type: NOTIFICATION_TYPES.orderCompleted,
    whenNobodyActed: ["buyer", "seller"],
    say: (order, to) => ({
      title: "Order completed",
      message:
        to === "seller"
          ? `${order.itemTitle}: ${formatCents(order.totalCents - order.commissionCents)} is yours (the total less the ${formatCents(order.commissionCents)} commission).`
          : `Your order of ${order.itemTitle} is complete.`,
    }),
  },
  canceled: {
    type: NOTIFICATION_TYPES.orderCanceled,
    whenNobodyActed: [],
    // A seller never heard of an order nobody paid: its cancel is no news to them.
    concerns: (order, party) => party === "buyer" || order.paidAt !== null,
    say: (order, to) => ({
      title: "Order canceled",
      message:
        to === "seller"
          ? `The buyer canceled the order of ${order.itemTitle}. It is available again.`
          : `The seller canceled your order of ${order.itemTitle}.${order.paidAt ? " Your payment is refunded in full." : ""}`,
    }),
  },
  disputed: {
    type: NOTIFICATION_TYPES.orderDisputed,
    whenNobodyActed: ["seller"],
    say: (order) => ({
      title: "Order disputed",
      message: `The buyer opened a dispute about ${order.itemTitle}: ${order.disputeReason === "not_received" ? "not received" : "not as described"}. Our team will look into it.`,
    }),
  },
  refunded: {
    type: NOTIFICATION_TYPES.orderRefunded,
    whenNobodyActed: ["buyer", "seller"],
    say: (order, to) => ({
      title: "Order refunded",
      message:
        to === "buyer"
          ? `Your payment for ${order.itemTitle} is refunded in full.`
          : `The dispute about ${order.itemTitle} was resolved with a full refund to the buyer.`,
    }),
  },
  expired: {
    type: NOTIFICATION_TYPES.orderExpired,
    whenNobodyActed: ["buyer"],
    say: (order) => ({ title: "Reservation ended", message: `${order.itemTitle} was not paid for in time and is no longer reserved for you.` }),
  },
};

/** Also by email (server/mail/order-mail.ts): the same parties, and the buyer of a paid order. */
export async function notifyOrderParties(tx: DbOrTx, order: Order, actorId: string | null, mail: MailContext): Promise<void> {
  const notice = NOTICES[order.status as OrderStatus];
  if (!notice) return;
  const parties: [Party, string | null][] = [
    ["buyer", order.buyerId],
    ["seller", order.sellerId],
  ];
  const recipients = parties.filter(
    ([party, userId]) =>
      userId !== null &&
      (actorId === null ? notice.whenNobodyActed.includes(party) : userId !== actorId) &&
      (notice.concerns?.(order, party) ?? true),
  );
  await mailOrderParties(tx, mail, order, recipients.map(([party]) => party));
  if (recipients.length === 0) return;
  const created = await tx
    .insert(notifications)
    .values(recipients.map(([party, userId]) => ({ userId: userId!, orderId: order.id, type: notice.type, ...notice.say(order, party) })))
    .returning({ id: notifications.id, userId: notifications.userId });
  await publish(tx, notificationsCreated(created, notice.type));
}
