/**
 * Paw Bazar orders:
 *
 *   POST /api/marketplace-items/:id/orders {delivery}   a signed-in buyer orders an item: 201 {order, payment}
 *   GET  /api/orders?role=buyer|seller&before=&limit=   the caller's purchases or sales, newest first
 *   GET  /api/orders/:id                                one order with its events: its buyer, its seller, staff (else 404)
 *
 * An order becomes paid only through a verified payment event (server/orders/apply-payment.ts).
 */
import { Router } from "express";
import { z } from "zod";
import { ORDER_ROLES, orderInputSchema, type PlacedOrderView } from "@shared/marketplace";
import { requireUser, type SessionUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import type { Order } from "../../db/schema";
import { placeOrder } from "../../orders/place-order";
import { presentOrder } from "../../orders/present";
import { findOrder, listOrders, orderEventsOf } from "../../orders/queries";
import { ORDER_NOT_FOUND } from "../../orders/transition";

const orderListQuerySchema = pageQuerySchema.extend({
  role: z.enum(ORDER_ROLES, { error: "role must be buyer or seller" }).default("buyer"),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Its buyer, its seller and staff see an order; for anyone else it does not exist. */
const mayViewOrder = (user: SessionUser, order: Order): boolean =>
  user.id === order.buyerId || user.id === order.sellerId || user.isStaff;

export function ordersRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });

  router.post("/marketplace-items/:id/orders", async (req, res) => {
    const buyer = requireUser(req);
    const input = parse(orderInputSchema, req.body);
    if (!UUID.test(req.params.id)) throw notFound("Item not found");
    const placed = await placeOrder(ctx, { buyer, itemId: req.params.id, order: input });
    const answer: PlacedOrderView = { order: presentOrder(placed.order), payment: placed.payment };
    res.status(201).json(answer);
  });

  router.get("/orders", async (req, res) => {
    const user = requireUser(req);
    const query = parse(orderListQuerySchema, req.query);
    const rows = await listOrders(ctx.db, { ...query, userId: user.id });
    res.json(rows.map((order) => presentOrder(order)));
  });

  router.get("/orders/:id", async (req, res) => {
    const user = requireUser(req);
    const order = UUID.test(req.params.id) ? await findOrder(ctx.db, req.params.id) : undefined;
    if (!order || !mayViewOrder(user, order)) throw notFound(ORDER_NOT_FOUND);
    res.json(presentOrder(order, await orderEventsOf(ctx.db, order.id)));
  });

  return router;
}
