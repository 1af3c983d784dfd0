/**
 * Paw Bazar orders:
 *
 *   POST /api/marketplace-items/:id/orders {delivery}   a signed-in buyer orders an item: 201 {order, payment}
 *   GET  /api/orders?role=buyer|seller&before=&limit=   the caller's purchases or sales, newest first
 *   GET  /api/orders/:id                                one order with its events: its buyer, its seller, staff (else 404)
 *   POST /api/orders/:id/ship {carrier, trackingNumber} the seller: a paid order for shipping → shipped
 *   POST /api/orders/:id/ready-for-pickup               the seller: a paid order for pickup → ready_for_pickup
 *   POST /api/orders/:id/confirm-received               the buyer: shipped or ready → received → completed (the seller paid)
 *   POST /api/orders/:id/cancel                         pending: either party; paid: the seller before shipping, the buyer
 *                                                       within an hour of paying → canceled, the item for sale again, and
 *                                                       the whole payment refunded (the refund-order job)
 *   POST /api/orders/:id/dispute {reason, details}      the buyer, until completion → disputed (staff resolve it:
 *                                                       POST /api/admin/orders/:id/resolve, routes/admin-orders/)
 *   POST /api/orders/:id/rating {stars, text}           the buyer, once the order is completed, once: 201 the order
 *                                                       with its rating (409 when rated or not completed)
 *
 * Each answers the order (200, as GET /api/orders/:id). Anyone but the order's
 * buyer, seller or staff gets 404; the wrong party 403; a move the order's status
 * does not allow 409 naming that status (server/orders/state-machine.ts). A shipped
 * or ready order completes by itself 14 days on (the complete-order job). An order
 * becomes paid only through a verified payment event (server/orders/apply-payment.ts).
 */
import { Router, type Request } from "express";
import { z } from "zod";
import { ORDER_ROLES, ORDER_STATUSES, disputeOrderSchema, orderInputSchema, rateSellerSchema, shipOrderSchema, type PlacedOrderView } from "@shared/marketplace";
import { requireUser, type SessionUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import type { Order } from "../../db/schema";
import { authorize, can } from "../../policies";
import { cancelOrder } from "../../orders/cancel";
import { confirmOrderReceived } from "../../orders/confirm-received";
import { disputeOrder } from "../../orders/dispute";
import { placeOrder } from "../../orders/place-order";
import { presentOrder } from "../../orders/present";
import { findOrder, listOrders, orderEventsOf, ratingOf, ratingsOf } from "../../orders/queries";
import { rateSeller } from "../../orders/rate-seller";
import { markOrderReadyForPickup, shipOrder } from "../../orders/ship";
import { ORDER_NOT_FOUND } from "../../orders/transition";

const orderListQuerySchema = pageQuerySchema.extend({
  role: z.enum(ORDER_ROLES, { error: "role must be buyer or seller" }).default("buyer"),
  /** Only the orders in this state (the seller's dashboard: the paid ones, to ship). */
  status: z.enum(ORDER_STATUSES, { error: "Unknown order status" }).optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ordersRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });

  /** The order of :id as the caller may see it (else 404): its buyer, its seller, staff. */
  async function loadOrder(req: Request<{ id: string }>): Promise<{ user: SessionUser; order: Order }> {
    const user = requireUser(req);
    const order = UUID.test(req.params.id) ? await findOrder(ctx.db, req.params.id) : undefined;
    if (!order || !can(user, "viewOrder", order)) throw notFound(ORDER_NOT_FOUND);
    return { user, order };
  }

  /** The answer to a change: the order as GET /api/orders/:id shows it. */
  const answer = async (order: Order) => presentOrder(order, await ratingOf(ctx.db, order.id), await orderEventsOf(ctx.db, order.id));

  router.post("/marketplace-items/:id/orders", async (req, res) => {
    const buyer = requireUser(req);
    const input = parse(orderInputSchema, req.body);
    if (!UUID.test(req.params.id)) throw notFound("Item not found");
    const placed = await placeOrder(ctx, { buyer, itemId: req.params.id, order: input });
    // A new order has no rating yet.
    const answer: PlacedOrderView = { order: presentOrder(placed.order, undefined), payment: placed.payment };
    res.status(201).json(answer);
  });

  router.get("/orders", async (req, res) => {
    const user = requireUser(req);
    const query = parse(orderListQuerySchema, req.query);
    const rows = await listOrders(ctx.db, { ...query, userId: user.id });
    const ratings = await ratingsOf(ctx.db, rows.map((order) => order.id));
    res.json(rows.map((order) => presentOrder(order, ratings.get(order.id))));
  });

  router.get("/orders/:id", async (req, res) => {
    const { order } = await loadOrder(req);
    res.json(await answer(order));
  });

  router.post("/orders/:id/ship", async (req, res) => {
    const { user, order } = await loadOrder(req);
    authorize(user, "shipOrder", order);
    const shipment = parse(shipOrderSchema, req.body);
    res.json(await answer(await shipOrder(ctx, { order, sellerId: user.id, shipment })));
  });

  router.post("/orders/:id/ready-for-pickup", async (req, res) => {
    const { user, order } = await loadOrder(req);
    authorize(user, "markOrderReadyForPickup", order);
    res.json(await answer(await markOrderReadyForPickup(ctx, { order, sellerId: user.id })));
  });

  router.post("/orders/:id/confirm-received", async (req, res) => {
    const { user, order } = await loadOrder(req);
    authorize(user, "confirmOrderReceived", order);
    res.json(await answer(await confirmOrderReceived(ctx, { order, buyerId: user.id })));
  });

  router.post("/orders/:id/cancel", async (req, res) => {
    const { user, order } = await loadOrder(req);
    authorize(user, "cancelOrder", order);
    res.json(await answer(await cancelOrder(ctx, { order, actorId: user.id })));
  });

  router.post("/orders/:id/dispute", async (req, res) => {
    const { user, order } = await loadOrder(req);
    authorize(user, "disputeOrder", order);
    const dispute = parse(disputeOrderSchema, req.body);
    res.json(await answer(await disputeOrder(ctx, { order, buyerId: user.id, dispute })));
  });

  router.post("/orders/:id/rating", async (req, res) => {
    const { user, order } = await loadOrder(req);
    authorize(user, "rateOrderSeller", order);
    const rating = parse(rateSellerSchema, req.body);
    await rateSeller(ctx, { order, buyerId: user.id, rating });
    res.status(201).json(await answer(order));
  });

  return router;
}
