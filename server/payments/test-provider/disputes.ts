/**
 * Disputes, as the test card 4000 0000 0000 0259 brings them: each subscription
 * charge it pays is disputed by the cardholder at the billing cycle after the
 * payment (charge.dispute.created, the money taken back), and staff settle it with the test control
 * (POST /api/payments/test/disputes/:id/close): won gives the money back
 * (charge.dispute.funds_reinstated, then charge.dispute.closed), lost keeps it
 * taken (charge.dispute.closed). An order's charge is never disputed here:
 * Paw Bazar settles its own disputes between buyer and seller.
 */
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { testPaymentDisputes, testPaymentInvoices, testPaymentSubscriptions } from "../../db/schema";
import type { BooksDeps } from "./billing";
import { DISPUTING_CARD } from "./cards";
import { clockNow } from "./clock";
import { emitEvent } from "./events";
import { newTestId } from "./ids";
import { invoicePaymentIntentId, stripeDispute } from "./shapes";

/**
 * Opens the cardholder's dispute of every paid subscription charge of the
 * disputing card not disputed yet, each in its own transaction: a dispute comes
 * after its payment (the billing cycle after), as Stripe's do.
 */
export async function openDueDisputes(books: BooksDeps, now: Date): Promise<void> {
  const due = await books.db
    .select({ chargeId: testPaymentInvoices.chargeId, invoiceId: testPaymentInvoices.id, amountCents: testPaymentInvoices.amountCents })
    .from(testPaymentInvoices)
    .innerJoin(testPaymentSubscriptions, eq(testPaymentSubscriptions.id, testPaymentInvoices.subscriptionId))
    .leftJoin(testPaymentDisputes, eq(testPaymentDisputes.chargeId, testPaymentInvoices.chargeId))
    .where(and(eq(testPaymentInvoices.status, "paid"), eq(testPaymentSubscriptions.cardNumber, DISPUTING_CARD), isNull(testPaymentDisputes.id)));
  for (const charge of due) {
    await books.db.transaction(async (tx) => {
      // The lock on the charge's invoice makes a concurrent cycle wait, then find the dispute made.
      await tx.select({ id: testPaymentInvoices.id }).from(testPaymentInvoices).where(eq(testPaymentInvoices.id, charge.invoiceId)).for("update");
      const [existing] = await tx.select({ id: testPaymentDisputes.id }).from(testPaymentDisputes).where(eq(testPaymentDisputes.chargeId, charge.chargeId!));
      if (existing) return;
      const [row] = await tx
        .insert(testPaymentDisputes)
        .values({
          id: newTestId("dp"),
          chargeId: charge.chargeId!,
          paymentIntentId: invoicePaymentIntentId({ id: charge.invoiceId }),
          amountCents: charge.amountCents,
          status: "needs_response",
          createdAt: now,
        })
        .returning();
      await emitEvent(tx, books.jobs, now, "charge.dispute.created", stripeDispute(row!));
    });
  }
}

/** Settles an open dispute: "won" gives the money back. False for an unknown dispute; a closed one stays as it is. */
export async function closeDispute(books: BooksDeps, disputeId: string, outcome: "won" | "lost"): Promise<Stripe.Dispute | null> {
  return books.db.transaction(async (tx) => {
    const now = await clockNow(tx);
    const [row] = await tx.select().from(testPaymentDisputes).where(eq(testPaymentDisputes.id, disputeId)).for("update");
    if (!row) return null;
    if (row.status !== "needs_response") return stripeDispute(row);
    const [closed] = await tx.update(testPaymentDisputes).set({ status: outcome }).where(eq(testPaymentDisputes.id, disputeId)).returning();
    const dispute = stripeDispute(closed!);
    if (outcome === "won") await emitEvent(tx, books.jobs, now, "charge.dispute.funds_reinstated", dispute);
    await emitEvent(tx, books.jobs, now, "charge.dispute.closed", dispute, { previousAttributes: { status: row.status } });
    return dispute;
  });
}
