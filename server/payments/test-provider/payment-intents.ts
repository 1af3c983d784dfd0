/**
 * The test provider's one-off payments (Paw Bazar orders), as Stripe's
 * PaymentIntents on the platform's account: created waiting for a card
 * (requires_payment_method), paid with a test card (succeeded, with its charge)
 * or canceled, and its charge refunded (in part or in full); each change is an
 * event (payment_intent.*, charge.refunded) as Stripe sends them.
 * The row is locked for every change, so a payment and a cancel racing each
 * other end one way only.
 */
import { eq } from "drizzle-orm";
import { testPaymentIntents } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { PaymentProviderError, type StartedOrderPayment, type StartOrderPayment } from "../provider";
import type { BooksDeps } from "./billing";
import { acceptsFirstCharge } from "./cards";
import { clockNow } from "./clock";
import { emitEvent } from "./events";
import { newClientSecret, newTestId } from "./ids";
import { paymentIntentChargeObject } from "./objects";
import { recordRefund } from "./refunds";
import { stripePaymentIntent, type TestPaymentIntentRow } from "./shapes";

type PaymentIntentRow = TestPaymentIntentRow;

const NOT_OPEN = "This payment is no longer open.";

export async function createPaymentIntent(books: BooksDeps, input: StartOrderPayment): Promise<StartedOrderPayment> {
  return books.db.transaction(async (tx) => {
    const now = await clockNow(tx);
    const id = newTestId("pi");
    const [row] = await tx
      .insert(testPaymentIntents)
      .values({
        id,
        amountCents: input.amountCents,
        currency: "usd",
        status: "requires_payment_method",
        clientSecret: newClientSecret(id),
        transferGroup: input.transferGroup,
        metadata: { orderId: input.orderId, description: input.description },
        createdAt: now,
      })
      .returning();
    await emitEvent(tx, books.jobs, now, "payment_intent.created", stripePaymentIntent(row!));
    return { paymentIntentId: id, collection: { provider: "test", clientSecret: row!.clientSecret } };
  });
}

export async function findPaymentIntent(
  db: DbOrTx,
  where: { id: string } | { clientSecret: string } | { chargeId: string },
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(testPaymentIntents)
    .where(
      "id" in where
        ? eq(testPaymentIntents.id, where.id)
        : "chargeId" in where
          ? eq(testPaymentIntents.chargeId, where.chargeId)
          : eq(testPaymentIntents.clientSecret, where.clientSecret),
    );
  return row;
}

async function lockPaymentIntent(tx: DbOrTx, id: string): Promise<PaymentIntentRow> {
  const [row] = await tx.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).for("update");
  if (!row) throw new PaymentProviderError(404, `No such payment_intent: ${id}`, "resource_missing", false);
  return row;
}

/** Pays the intent with a test card; a declined card leaves it open for another try. Paying twice is one payment. */
export async function confirmPaymentIntent(books: BooksDeps, id: string, card: string): Promise<"succeeded" | "declined"> {
  return books.db.transaction(async (tx) => {
    const now = await clockNow(tx);
    const intent = await lockPaymentIntent(tx, id);
    if (intent.status === "succeeded") return "succeeded";
    if (intent.status !== "requires_payment_method") {
      throw new PaymentProviderError(409, NOT_OPEN, "payment_intent_unexpected_state", false);
    }
    if (!acceptsFirstCharge(card)) {
      await emitEvent(tx, books.jobs, now, "payment_intent.payment_failed", stripePaymentIntent(intent));
      return "declined";
    }
    const [paid] = await tx
      .update(testPaymentIntents)
      .set({ status: "succeeded", chargeId: newTestId("ch"), cardNumber: card })
      .where(eq(testPaymentIntents.id, id))
      .returning();
    await emitEvent(tx, books.jobs, now, "payment_intent.succeeded", stripePaymentIntent(paid!), {
      previousAttributes: { status: "requires_payment_method" },
    });
    return "succeeded";
  });
}

export async function cancelPaymentIntent(books: BooksDeps, id: string): Promise<"canceled" | "succeeded"> {
  return books.db.transaction(async (tx) => {
    const now = await clockNow(tx);
    const intent = await lockPaymentIntent(tx, id);
    if (intent.status === "succeeded" || intent.status === "canceled") return intent.status;
    const [canceled] = await tx
      .update(testPaymentIntents)
      .set({ status: "canceled", canceledAt: now })
      .where(eq(testPaymentIntents.id, id))
      .returning();
    await emitEvent(tx, books.jobs, now, "payment_intent.canceled", stripePaymentIntent(canceled!), {
      previousAttributes: { status: intent.status },
    });
    return "canceled";
  });
}

/** Refunds part or all of a paid intent's charge (Stripe refuses more than is left, as here). */
export async function refundPaymentIntentCharge(books: BooksDeps, chargeId: string, amountCents: number): Promise<void> {
  await books.db.transaction(async (tx) => {
    const now = await clockNow(tx);
    const [intent] = await tx.select().from(testPaymentIntents).where(eq(testPaymentIntents.chargeId, chargeId)).for("update");
    if (!intent) throw new PaymentProviderError(404, `No such charge: ${chargeId}`, "resource_missing", false);
    const left = intent.amountCents - intent.amountRefundedCents;
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left) {
      throw new PaymentProviderError(
        409,
        left === 0 ? "This charge has already been refunded." : "The amount is larger than what is left on this charge.",
        left === 0 ? "charge_already_refunded" : "amount_too_large",
        false,
      );
    }
    const [refunded] = await tx
      .update(testPaymentIntents)
      .set({ amountRefundedCents: intent.amountRefundedCents + amountCents })
      .where(eq(testPaymentIntents.id, intent.id))
      .returning();
    await recordRefund(tx, books.jobs, now, { chargeId, paymentIntentId: intent.id, amountCents });
    await emitEvent(tx, books.jobs, now, "charge.refunded", await paymentIntentChargeObject(tx, refunded!), {
      previousAttributes: { amount_refunded: intent.amountRefundedCents },
    });
  });
}
