/**
 * A refund as Stripe makes one: a Refund object of its own on the charge
 * (listed in charge.refunds), reported by refund.created beside the charge's
 * charge.refunded. Written in the transaction of the refund it records.
 */
import { testPaymentRefunds } from "../../db/schema";
import type { DbOrTx } from "../../db";
import type { JobQueue } from "../../jobs/queue";
import { emitEvent } from "./events";
import { newTestId } from "./ids";
import { stripeRefund } from "./shapes";

export async function recordRefund(
  tx: DbOrTx,
  jobs: JobQueue,
  now: Date,
  refund: { chargeId: string; paymentIntentId: string; amountCents: number },
): Promise<void> {
  const [row] = await tx
    .insert(testPaymentRefunds)
    .values({ id: newTestId("re"), chargeId: refund.chargeId, paymentIntentId: refund.paymentIntentId, amountCents: refund.amountCents, createdAt: now })
    .returning();
  await emitEvent(tx, jobs, now, "refund.created", stripeRefund(row!));
}
