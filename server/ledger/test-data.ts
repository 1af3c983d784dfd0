/**
 * Test data for money: a paid invoice as the payment event processor leaves it (the
 * invoice row and its charge in the ledger), written straight to the database.
 */
import crypto from "node:crypto";
import { invoices, type Invoice, type Subscription } from "@shared/schema";
import type { DbOrTx } from "../db";
import { recordInvoicePaid } from "./post";

export async function buildPaidInvoice(
  db: DbOrTx,
  subscription: Pick<Subscription, "id" | "creatorProfileId">,
  { amountCents, paidAt, amountRefundedCents = 0 }: { amountCents: number; paidAt: Date; amountRefundedCents?: number },
): Promise<Invoice> {
  const n = crypto.randomBytes(6).toString("hex");
  const [invoice] = await db
    .insert(invoices)
    .values({
      subscriptionId: subscription.id,
      stripeInvoiceId: `in_test_${n}`,
      stripeChargeId: `ch_test_${n}`,
      amountCents,
      amountRefundedCents,
      status: "paid",
      periodStart: paidAt,
      periodEnd: new Date(paidAt.getTime() + 30 * 24 * 60 * 60 * 1000),
      paidAt,
      createdAt: paidAt,
    })
    .returning();
  await recordInvoicePaid(db, {
    invoiceId: invoice.id,
    stripeInvoiceId: invoice.stripeInvoiceId,
    creatorProfileId: subscription.creatorProfileId,
    grossCents: amountCents,
    occurredAt: paidAt,
  });
  return invoice;
}
