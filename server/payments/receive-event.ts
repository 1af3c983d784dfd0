/**
 * Taking in a verified payment event: stored once by its id (a redelivery finds
 * it there and changes nothing) and handed to the process-payment-event job in
 * the same transaction, so an event is processed exactly when it was stored.
 */
import type Stripe from "stripe";
import { paymentEvents } from "../db/schema";
import type { Db, DbOrTx } from "../db";
import type { JobQueue } from "../jobs/queue";
import type { PaymentProviderKind } from "./provider";
import { fromUnix } from "./stripe-objects";

/** Stores the event unless it is there already; answers whether it was new. */
export async function storePaymentEvent(db: DbOrTx, provider: PaymentProviderKind, event: Stripe.Event): Promise<boolean> {
  const [stored] = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider, type: event.type, occurredAt: fromUnix(event.created), payload: event })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return Boolean(stored);
}

/** Answers whether the event was new. */
export async function receivePaymentEvent(
  deps: { db: Db; jobs: JobQueue; payments: { kind: PaymentProviderKind } },
  event: Stripe.Event,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const stored = await storePaymentEvent(tx, deps.payments.kind, event);
    if (stored) await deps.jobs.send(tx, "process-payment-event", { eventId: event.id });
    return stored;
  });
}
