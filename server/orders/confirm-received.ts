/**
 * The buyer confirms receiving a shipped order, or collecting one ready for
 * pickup (POST /api/orders/:id/confirm-received). Sharetribe's process goes
 * delivered → received → completed with a review period between the last two;
 * here the buyer's confirmation is that review, so the order is recorded as
 * received and completes at once, in one transaction: two order events, the
 * seller paid (./complete.ts), one notification (of the completion).
 * The route has checked that the caller is the buyer.
 */
import type { Db } from "../db";
import type { Order } from "../db/schema";
import { completeOrder } from "./complete";
import { transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

export async function confirmOrderReceived(ctx: { db: Db } & MailContext, input: { order: Order; buyerId: string }): Promise<Order> {
  return ctx.db.transaction(async (tx) => {
    const at = new Date();
    await transitionOrder(tx, { orderId: input.order.id, to: "received", actorId: input.buyerId, at, quiet: true, mail: ctx });
    // A millisecond later: the order's history lists events by time, and received comes before completed.
    return completeOrder(tx, { orderId: input.order.id, actorId: input.buyerId, at: new Date(at.getTime() + 1), mail: ctx });
  });
}
