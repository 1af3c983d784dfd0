/**
 * What the test provider tells the app: Stripe-shaped events, written to its
 * own outbox (test_payment_events) in the transaction of the change they report,
 * with a delivery job sent in that same transaction. Delivery signs each event
 * with Stripe's scheme and POSTs it to the app's webhook, retried until it
 * answers 2xx (./index.ts, deliverEvent).
 */
import type Stripe from "stripe";
import { testPaymentEvents } from "../../db/schema";
import type { DbOrTx } from "../../db";
import type { JobQueue } from "../../jobs/queue";
import { newEventId } from "./ids";
import { unix } from "./time";

/** Stripe's API version string, as the SDK in use speaks it. */
const API_VERSION = "2026-10-28.endive";

export interface EmitOptions {
  /** The fields that changed and their values before (Stripe's data.previous_attributes). */
  previousAttributes?: Record<string, unknown>;
  /** The connected account the event happened on (payouts, account updates). */
  account?: string;
}

export async function emitEvent(
  tx: DbOrTx,
  jobs: JobQueue,
  now: Date,
  type: Stripe.Event.Type,
  object: { id: string; object: string },
  options: EmitOptions = {},
): Promise<string> {
  const id = newEventId();
  const event = {
    id,
    object: "event",
    api_version: API_VERSION,
    created: unix(now),
    data: {
      object,
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...(options.account ? { account: options.account } : {}),
  } as unknown as Stripe.Event;
  await tx.insert(testPaymentEvents).values({ id, type, payload: event, createdAt: now });
  await jobs.send(tx, "test-payments-deliver-event", { eventId: id });
  return id;
}
