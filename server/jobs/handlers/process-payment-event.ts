/** Applies one stored payment event (server/payments/process-event.ts); a repeat of a processed one does nothing. */
import type { AppContext } from "../../context";
import { processPaymentEvent } from "../../payments";

export async function processPaymentEventJob(ctx: Pick<AppContext, "db" | "payments" | "jobs" | "config">, eventId: string): Promise<void> {
  await processPaymentEvent(ctx, eventId);
}
