/**
 * The test provider's objects as they are now, read from its books: what a
 * shape needs beyond its own row (an invoice's number, a charge's refunds and
 * disputes) is looked up here, then the builders of ./shapes.ts draw them.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { testPaymentDisputes, testPaymentInvoices, testPaymentRefunds, testPaymentSubscriptions } from "../../db/schema";
import type { DbOrTx } from "../../db";
import {
  invoiceNumber,
  stripeCharge,
  stripeInvoice,
  stripePaymentIntentCharge,
  type TestInvoiceRow,
  type TestPaymentIntentRow,
  type TestRefundRow,
  type TestSubscriptionRow,
} from "./shapes";

async function refundsOf(db: DbOrTx, chargeId: string): Promise<TestRefundRow[]> {
  return db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.chargeId, chargeId)).orderBy(asc(testPaymentRefunds.createdAt), asc(testPaymentRefunds.id));
}

async function isDisputed(db: DbOrTx, chargeId: string): Promise<boolean> {
  const [row] = await db.select({ id: testPaymentDisputes.id }).from(testPaymentDisputes).where(eq(testPaymentDisputes.chargeId, chargeId)).limit(1);
  return Boolean(row);
}

/** The invoice's number: its customer's finalized invoices counted up to it (a draft has none yet). */
async function numberOf(db: DbOrTx, row: TestInvoiceRow, subscription: TestSubscriptionRow): Promise<string | null> {
  if (!row.finalizedAt) return null;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(testPaymentInvoices)
    .innerJoin(testPaymentSubscriptions, eq(testPaymentSubscriptions.id, testPaymentInvoices.subscriptionId))
    .where(
      and(
        eq(testPaymentSubscriptions.customerId, subscription.customerId),
        isNotNull(testPaymentInvoices.finalizedAt),
        sql`(${testPaymentInvoices.finalizedAt}, ${testPaymentInvoices.id}) <= (${row.finalizedAt.toISOString()}::timestamptz, ${row.id})`,
      ),
    );
  return invoiceNumber(subscription.customerId, count?.n ?? 1);
}

export async function invoiceObject(
  db: DbOrTx,
  row: TestInvoiceRow,
  subscription: TestSubscriptionRow,
  options: { expandPaymentIntent?: boolean } = {},
): Promise<Stripe.Invoice> {
  const refunds = row.chargeId ? await refundsOf(db, row.chargeId) : [];
  const disputed = row.chargeId ? await isDisputed(db, row.chargeId) : false;
  return stripeInvoice(row, subscription, { number: await numberOf(db, row, subscription), refunds, disputed }, options);
}

export async function invoiceChargeObject(db: DbOrTx, row: TestInvoiceRow, subscription: TestSubscriptionRow): Promise<Stripe.Charge> {
  if (!row.chargeId) throw new Error(`invoice ${row.id} has no charge`);
  return stripeCharge(row, subscription, { refunds: await refundsOf(db, row.chargeId), disputed: await isDisputed(db, row.chargeId) });
}

export async function paymentIntentChargeObject(db: DbOrTx, row: TestPaymentIntentRow): Promise<Stripe.Charge> {
  if (!row.chargeId) throw new Error(`payment intent ${row.id} has no charge`);
  return stripePaymentIntentCharge(row, await refundsOf(db, row.chargeId), await isDisputed(db, row.chargeId));
}
