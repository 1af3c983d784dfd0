/**
 * The test provider's "settle": deliver every event it has not delivered yet and
 * process each, returning only when all of it is applied. The delivery and
 * processing jobs already sent for these events then find them done.
 *
 * - "webhook" (the test clock and the simulated onboarding): each event is POSTed
 *   to the webhook, signed, exactly as its delivery job would, then processed.
 * - "in process" (the demo seed, before the server listens): each event is signed
 *   and verified by the same verifier, stored, and processed with the provider's
 *   current objects read beforehand (./current-objects.ts), all in one transaction.
 */
import type { Config } from "../config";
import type { Db } from "../db";
import type { JobQueue } from "../jobs/queue";
import { readCurrentObjects } from "./current-objects";
import { processPaymentEvent } from "./process-event";
import type { PaymentProvider } from "./provider";
import { storePaymentEvent } from "./receive-event";
import type { TestPaymentProvider } from "./test-provider";

export async function settleTestPayments(
  deps: { db: Db; jobs: JobQueue; payments: PaymentProvider; config: Config },
  provider: TestPaymentProvider,
  via: "webhook" | "in process",
): Promise<number> {
  let settled = 0;
  // Processing makes no provider events; a billing cycle running meanwhile might: go round until none is left.
  for (let round = 0; round < 10; round++) {
    const pending = await provider.undeliveredEvents();
    if (pending.length === 0) break;
    if (via === "webhook") {
      for (const event of pending) await provider.deliverEvent(event.id);
      for (const event of pending) await processPaymentEvent(deps, event.id);
    } else {
      const events = pending.map((event) => provider.verifyEvent(Buffer.from(event.body), provider.signPayload(event.body)));
      const payments = await readCurrentObjects(provider, events);
      await deps.db.transaction(async (tx) => {
        for (const event of events) await storePaymentEvent(tx, provider.kind, event);
        for (const event of events) await processPaymentEvent({ db: tx, payments, jobs: deps.jobs, config: deps.config }, event.id);
      });
      await provider.markDelivered(pending.map((event) => event.id));
    }
    settled += pending.length;
  }
  return settled;
}
