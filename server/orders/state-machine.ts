/**
 * An order's life, after Sharetribe's purchase process: every status and the
 * statuses it may move to. Nothing else decides whether a change of status is
 * allowed (./transition.ts asks here under the order's row lock).
 *
 *   pending_payment → paid (a verified payment event) | expired (the reservation ran out) | canceled (either party)
 *   paid → shipped | ready_for_pickup (the seller) | canceled (seller before shipping, buyer within the hour; refunded) | disputed
 *   shipped, ready_for_pickup → received (the buyer confirms) | completed (by itself, 14 days on) | disputed (the buyer)
 *   received → completed (at once: ./confirm-received.ts) | disputed
 *   disputed → refunded | completed (staff resolve it: refund or release)
 *   completed, canceled, refunded, expired: final.
 */
import type { OrderStatus } from "@shared/marketplace";
import { HttpError } from "../http/errors";

const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["paid", "expired", "canceled"],
  paid: ["shipped", "ready_for_pickup", "canceled", "disputed"],
  shipped: ["received", "completed", "disputed"],
  ready_for_pickup: ["received", "completed", "disputed"],
  received: ["completed", "disputed"],
  disputed: ["refunded", "completed"],
  completed: [],
  canceled: [],
  refunded: [],
  expired: [],
};

export const mayTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** "pending_payment" → "pending payment": how a message names a status. */
const wordsOf = (status: OrderStatus): string => status.replaceAll("_", " ");

/** The 409 of a change the order's current status does not allow; it names that status (and carries it as `status`). */
export function illegalTransition(from: OrderStatus, to: OrderStatus): HttpError {
  return new HttpError(409, `This order is ${wordsOf(from)}; it cannot become ${wordsOf(to)}.`, { status: from });
}
