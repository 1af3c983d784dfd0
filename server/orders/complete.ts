/**
 * An order completes: the buyer confirmed receiving it (./confirm-received.ts),
 * staff released a dispute (./resolve-dispute.ts), or ORDER_AUTO_COMPLETE_DAYS
 * passed since it was shipped or made ready for pickup (the complete-order job:
 * completeOrderWhenDue). The held payment is then released in the ledger: the
 * seller's share to their payable, the commission to the platform
 * (../ledger/post.ts, recordOrderCompleted, once per order).
 *
 * The job is idempotent and runs once however many instances poll: it re-reads
 * the order under its row lock, and an order no longer waiting (confirmed,
 * disputed, already completed) is left alone, as expire.ts does.
 */
import type { Db, DbOrTx } from "../db";
import type { Order } from "../db/schema";
import { LedgerError, recordOrderCompleted } from "../ledger/post";
import { lockOrder, transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

/** The statuses from which an order completes by itself when its time comes. */
const WAITING_TO_COMPLETE: readonly string[] = ["shipped", "ready_for_pickup", "received"];

export async function completeOrder(
  tx: DbOrTx,
  input: { orderId: string; actorId: string | null; at?: Date; /** Staff's, releasing a dispute. */ resolutionNote?: string; mail: MailContext },
): Promise<Order> {
  const at = input.at ?? new Date();
  const completed = await transitionOrder(tx, {
    orderId: input.orderId,
    to: "completed",
    actorId: input.actorId,
    at,
    mail: input.mail,
    changes: { completedAt: at, completesAt: null, ...(input.resolutionNote ? { resolutionNote: input.resolutionNote } : {}) },
  });
  if (!completed.paymentIntentId || !completed.sellerId) throw new LedgerError(`order ${completed.id} completed without a payment or a seller`);
  await recordOrderCompleted(tx, {
    orderId: completed.id,
    paymentIntentId: completed.paymentIntentId,
    sellerId: completed.sellerId,
    totalCents: completed.totalCents,
    commissionCents: completed.commissionCents,
    occurredAt: at,
  });
  return completed;
}

export type AutoCompleteOutcome = "completed" | "not waiting" | "not due";

export async function completeOrderWhenDue(ctx: { db: Db } & MailContext, orderId: string, now = new Date()): Promise<AutoCompleteOutcome> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !WAITING_TO_COMPLETE.includes(order.status) || !order.completesAt) return "not waiting";
    if (order.completesAt > now) return "not due";
    await completeOrder(tx, { orderId, actorId: null, at: now, mail: ctx });
    return "completed";
  });
}
