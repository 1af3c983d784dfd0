/**
 * Staff resolving Paw Bazar disputes:
 *
 *   GET /api/admin/orders/disputes?before=&limit=
 *       the orders in dispute, newest first (keyset paged), each with its
 *       dispute (reason, details) and its events; 403 for anyone but staff.
 *
 *   POST /api/admin/orders/:id/resolve {"outcome": "refund" | "release", "note"}
 *       a disputed order → refunded (the buyer's whole payment back through the
 *       provider, the ledger's hold reversed) or completed (the seller paid less
 *       the commission): server/orders/resolve-dispute.ts. 200 with the order;
 *       403 for anyone but staff, 404 for an unknown order, 409 naming the status
 *       of an order that is not disputed.
 *
 * Staff read the order itself with GET /api/orders/:id.
 */
import { Router } from "express";
import { resolveOrderSchema } from "@shared/marketplace";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentOrder } from "../../orders/present";
import { findOrder, listDisputedOrders, orderEventsOf, ratingOf } from "../../orders/queries";
import { pageQuerySchema } from "../../http/paging";
import { resolveOrderDispute } from "../../orders/resolve-dispute";
import { ORDER_NOT_FOUND } from "../../orders/transition";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function adminOrdersRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });

  router.get("/admin/orders/disputes", async (req, res) => {
    const user = requireUser(req);
    authorize(user, "resolveOrderDispute");
    const page = parse(pageQuerySchema, req.query);
    const rows = await listDisputedOrders(ctx.db, page);
    // Staff decide from the order's story: each comes with its events (a page is at most 100 orders).
    res.json(await Promise.all(rows.map(async (order) => presentOrder(order, undefined, await orderEventsOf(ctx.db, order.id)))));
  });

  router.post("/admin/orders/:id/resolve", async (req, res) => {
    const user = requireUser(req);
    authorize(user, "resolveOrderDispute");
    const resolution = parse(resolveOrderSchema, req.body);
    const order = UUID.test(req.params.id) ? await findOrder(ctx.db, req.params.id) : undefined;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const resolved = await resolveOrderDispute(ctx, { order, staffId: user.id, resolution });
    res.json(presentOrder(resolved, await ratingOf(ctx.db, resolved.id), await orderEventsOf(ctx.db, resolved.id)));
  });

  return router;
}
