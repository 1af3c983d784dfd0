/** Reading orders: one party's list (keyset, newest first), the disputed ones for staff, one order with its events, and their buyers' ratings. */
import { and, asc, eq, inArray } from "drizzle-orm";
import { orderEvents, orderRatings, orders, type Order, type OrderEvent, type OrderRating } from "../db/schema";
import type { DbOrTx } from "../db";
import { keyset, type PageQuery } from "../http/paging";
import type { OrderStatus } from "@shared/marketplace";

/**
 * The orders where the person is the buyer or the seller, newest first; served
 * by orders_buyer_created_idx / orders_seller_created_idx, whose columns are
 * this ORDER BY after the party (a status, when asked, filters the rows it walks).
 * A `before` of someone else's order, or of another status, is unknown.
 */
export function listOrders(
  db: DbOrTx,
  input: PageQuery & { role: "buyer" | "seller"; userId: string; status?: OrderStatus },
): Promise<Order[]> {
  const party = input.role === "buyer" ? orders.buyerId : orders.sellerId;
  const scope = and(eq(party, input.userId), input.status ? eq(orders.status, input.status) : undefined)!;
  const page = keyset(orders, "orders", input.before, scope);
  return db
    .select()
    .from(orders)
    .where(and(scope, page.where))
    .orderBy(...page.orderBy)
    .limit(input.limit);
}

/**
 * The orders in dispute, for staff to resolve: newest first, keyset paged. A
 * scan of orders by status (disputes are few, and leave the status when resolved);
 * a `before` that is not a disputed order is unknown.
 */
export function listDisputedOrders(db: DbOrTx, input: PageQuery): Promise<Order[]> {
  const disputed = eq(orders.status, "disputed");
  const page = keyset(orders, "orders", input.before, disputed);
  return db.select().from(orders).where(and(disputed, page.where)).orderBy(...page.orderBy).limit(input.limit);
}

export async function findOrder(db: DbOrTx, id: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

export function orderEventsOf(db: DbOrTx, orderId: string): Promise<OrderEvent[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The ratings of these orders (a page of a list, or one order) by order id, in one query on order_ratings_order_key. */
export async function ratingsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderRating>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orderRatings).where(inArray(orderRatings.orderId, orderIds));
  return new Map(rows.map((rating) => [rating.orderId, rating]));
}

export async function ratingOf(db: DbOrTx, orderId: string): Promise<OrderRating | undefined> {
  return (await ratingsOf(db, [orderId])).get(orderId);
}
