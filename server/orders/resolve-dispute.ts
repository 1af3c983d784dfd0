/**
 * Staff resolve a disputed order (POST /api/admin/orders/:id/resolve {outcome, note}):
 *
 *   refund   the order refunded, and the refund-order job sent in the same
 *            transaction: the buyer's whole payment back through the provider,
 *            then the ledger's hold reversed (./refund-payment.ts); the item
 *            stays sold (it was handed over; its seller lists it again if it comes back);
 *   release  the order completed: the seller paid less the commission (./complete.ts).
 *
 * Only a disputed order can be resolved (409 naming its status otherwise).
 */
import type { ResolveOrderInput } from "@shared/marketplace";
import type { Db } from "../db";
import type { Order } from "../db/schema";
import type { JobQueue } from "../jobs/queue";
import { completeOrder } from "./complete";
import { transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

export async function resolveOrderDispute(
  ctx: { db: Db; jobs: JobQueue } & MailContext,
  input: { order: Order; staffId: string; resolution: Required<ResolveOrderInput> },
): Promise<Order> {
  const { order, staffId, resolution } = input;
  return ctx.db.transaction(async (tx) => {
    if (resolution.outcome === "release") return completeOrder(tx, { orderId: order.id, actorId: staffId, resolutionNote: resolution.note, mail: ctx });
    const refunded = await transitionOrder(tx, { orderId: order.id, to: "refunded", actorId: staffId, changes: { resolutionNote: resolution.note }, mail: ctx });
    await ctx.jobs.send(tx, "refund-order", { orderId: order.id }, { singletonKey: order.id });
    return refunded;
  });
}
