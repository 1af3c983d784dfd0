/**
 * The buyer disputes an order until it completes (POST /api/orders/:id/dispute
 * {reason, details}): it waits for staff (./resolve-dispute.ts) and no longer
 * completes by itself. The route has checked that the caller is the buyer.
 */
import type { DisputeOrderInput } from "@shared/marketplace";
import type { Db } from "../db";
import type { Order } from "../db/schema";
import { transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

export async function disputeOrder(
  ctx: { db: Db } & MailContext,
  input: { order: Order; buyerId: string; dispute: Required<DisputeOrderInput> },
): Promise<Order> {
  return ctx.db.transaction((tx) =>
    transitionOrder(tx, {
      orderId: input.order.id,
      to: "disputed",
      actorId: input.buyerId,
      changes: { disputeReason: input.dispute.reason, disputeDetails: input.dispute.details, completesAt: null },
      mail: ctx,
    }),
  );
}
