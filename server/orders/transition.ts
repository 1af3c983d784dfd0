/**
 * The one way an order's status changes: under its row lock, only a move the
 * state machine allows (else 409 naming the current status), recorded as an
 * order_events row (who, when, from, to) in the same transaction.
 */
import { eq } from "drizzle-orm";
import type { OrderStatus } from "@shared/marketplace";
import { orderEvents, orders, type Order } from "../db/schema";
import type { DbOrTx } from "../db";
import { notFound } from "../http/errors";
import { illegalTransition, mayTransition } from "./state-machine";

export const ORDER_NOT_FOUND = "Order not found";

export async function lockOrder(tx: DbOrTx, orderId: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

export async function transitionOrder(
  tx: DbOrTx,
  input: { orderId: string; to: OrderStatus; actorId: string | null; at?: Date },
): Promise<Order> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const from = order.status as OrderStatus;
  if (!mayTransition(from, input.to)) throw illegalTransition(from, input.to);
  const at = input.at ?? new Date();
  const [updated] = await tx
    .update(orders)
    .set({ status: input.to, ...(input.to === "paid" ? { paidAt: at } : {}) })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({ orderId: order.id, actorId: input.actorId, fromStatus: from, toStatus: input.to, createdAt: at });
  return updated!;
}
