/**
 * Staff resolve a disputed order (POST /api/admin/orders/:id/resolve {outcome, note}):
 *
 *   refund   the buyer's whole payment back through the provider
 *            (./refund-payment.ts, before the transaction), then the order
 *            refunded and the ledger's hold reversed; the item stays sold (it
 *            was handed over; its seller lists it again if it comes back);
 *   release  the order completed: the seller paid less the commission (./complete.ts).
 *
 * Only a disputed order can be resolved (409 naming its status otherwise).
 */
import type { OrderStatus, ResolveOrderInput } from "@shared/marketplace";
import type { Db } from "../db";
import type { Order } from "../db/schema";
import { recordOrderRefunded } from "../ledger/post";
import { completeOrder } from "./complete";
import { refundOrderPayment, type OrderRefunds } from "./refund-payment";
import { illegalTransition } from "./state-machine";
import { transitionOrder } from "./transition";

export async function resolveOrderDispute(
  ctx: { db: Db; payments: OrderRefunds },
  input: { order: Order; staffId: string; resolution: Required<ResolveOrderInput> },
): Promise<Order> {
  const { order, staffId, resolution } = input;
  const to = resolution.outcome === "refund" ? "refunded" : "completed";
  if (order.status !== "disputed") throw illegalTransition(order.status as OrderStatus, to);
  if (resolution.outcome === "release") {
    return ctx.db.transaction((tx) => completeOrder(tx, { orderId: order.id, actorId: staffId, resolutionNote: resolution.note }));
  }
  await refundOrderPayment(ctx.payments, order);
  return ctx.db.transaction(async (tx) => {
    const at = new Date();
    const refunded = await transitionOrder(tx, { orderId: order.id, to: "refunded", actorId: staffId, at, changes: { resolutionNote: resolution.note } });
    await recordOrderRefunded(tx, {
      orderId: order.id,
      paymentIntentId: order.paymentIntentId!,
      sellerId: order.sellerId,
      totalCents: order.totalCents,
      occurredAt: at,
    });
    return refunded;
  });
}
