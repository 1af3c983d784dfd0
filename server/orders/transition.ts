/**
 * The one way an order's status changes: under its row lock, only a move the
 * state machine allows (else 409 naming the current status), recorded as an
 * order_events row (who, when, from, to) in the same transaction, with what the
 * move records on the order (a tracking number, a time) and the other party told
 * (./notify.ts) unless the caller moves on at once (received → completed).
 */
import { eq } from "drizzle-orm";
import type { OrderStatus } from "@shared/marketplace";
import { orderEvents, orders, type Order } from "../db/schema";
import type { DbOrTx } from "../db";
import { notFound } from "../http/errors";
import type { MailContext } from "../mail/outbox";
import { notifyOrderParties } from "./notify";
import { illegalTransition, mayTransition } from "./state-machine";

export const ORDER_NOT_FOUND = "Order not found";

/** The columns a move may write besides the status (never the amounts, the parties or the item). */
type OrderChanges = Partial<
  Pick<
    typeof orders.$inferInsert,
    "carrier" | "trackingNumber" | "shippedAt" | "readyForPickupAt" | "completesAt" | "completedAt" | "disputeReason" | "disputeDetails" | "resolutionNote"
  >
>;

export async function lockOrder(tx: DbOrTx, orderId: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

export async function transitionOrder(
  tx: DbOrTx,
  input: {
    orderId: string;
    to: OrderStatus;
    actorId: string | null;
    at?: Date;
    /** What else the move writes on the order, in the same update. */
    changes?: OrderChanges;
    /** Tell nobody: the caller moves the order on at once and that move tells. */
    quiet?: boolean;
    /** What telling the parties by email needs (the queue and the public URL). */
    mail: MailContext;
  },
): Promise<Order> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const from = order.status as OrderStatus;
  if (!mayTransition(from, input.to)) throw illegalTransition(from, input.to);
  const at = input.at ?? new Date();
  const [updated] = await tx
    .update(orders)
    .set({ ...input.changes, status: input.to, ...(input.to === "paid" ? { paidAt: at } : {}) })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({ orderId: order.id, actorId: input.actorId, fromStatus: from, toStatus: input.to, createdAt: at });
  if (!input.quiet) await notifyOrderParties(tx, updated!, input.actorId, input.mail);
  return updated!;
}
