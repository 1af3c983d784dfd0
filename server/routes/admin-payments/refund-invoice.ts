/**
 * Staff refunding a paid invoice, in part or in full. Nothing is written here: the
 * provider is asked to refund the charge (outside any transaction), and its
 * charge.refunded event, processed like every payment event, records the refund in
 * the ledger (recordRefund) and the invoice's refunded amount. So the answer is 202
 * {"status": "pending"}: the money has been asked back, the books follow the event.
 *
 * What may still be refunded is the provider's own figure (the charge's amount less
 * its amount refunded), so a refund asked for and not yet recorded counts too. A
 * refund that completes a full refund also ends the subscription now (the fan's
 * access ends with it).
 */
import { z } from "zod";
import type { RefundRequestedView } from "@shared/api-types";
import { formatCents } from "@shared/money";
import { CANCELED_SUBSCRIPTION_STATUS } from "@shared/subscriptions";
import type { DbOrTx } from "../../db";
import { badRequest, notFound } from "../../http/errors";
import type { PaymentProvider } from "../../payments/provider";
import { findInvoiceWithSubscription, PAID_INVOICE_STATUS } from "./queries";

export const refundInputSchema = z.object({
  amountCents: z
    .number({ error: "amountCents must be a whole number of cents" })
    .int("amountCents must be a whole number of cents")
    .positive("A refund must be more than zero")
    .optional(),
});

/** Statuses after which there is no access left to end. */
const ENDED_STATUSES: readonly string[] = [CANCELED_SUBSCRIPTION_STATUS, "incomplete_expired"];

export async function refundInvoice(
  { db, payments }: { db: DbOrTx; payments: PaymentProvider },
  input: { invoiceId: string; amountCents: number | undefined },
): Promise<RefundRequestedView> {
  const found = await findInvoiceWithSubscription(db, input.invoiceId);
  if (!found) throw notFound("Payment not found");
  const { invoice, subscription } = found;
  if (invoice.status !== PAID_INVOICE_STATUS || !invoice.stripeChargeId) throw badRequest("Only a paid invoice can be refunded");

  const charge = await payments.retrieveCharge(invoice.stripeChargeId);
  if (charge.disputed) throw badRequest("This payment is disputed: it cannot be refunded while the dispute is open");
  const refundableCents = charge.amount - charge.amount_refunded;
  if (refundableCents <= 0) throw badRequest("This payment has already been refunded in full");
  const amountCents = input.amountCents ?? refundableCents;
  if (amountCents > refundableCents) {
    throw badRequest(
      `The refund of ${formatCents(amountCents)} is more than the ${formatCents(refundableCents)} left to refund on this payment`,
    );
  }

  await payments.refund(invoice.stripeChargeId, amountCents);
  const endsAccess = amountCents === refundableCents;
  if (endsAccess && subscription.stripeSubscriptionId && !ENDED_STATUSES.includes(subscription.status)) {
    await payments.cancelNow(subscription.stripeSubscriptionId);
  }
  return { status: "pending", amountCents, endsAccess };
}
