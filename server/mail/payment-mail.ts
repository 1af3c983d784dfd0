/**
 * The mail of payment events (called by server/payments/process-event.ts in the
 * transaction that applies each event): a fan's receipt, failed renewal, ended
 * subscription and refund; a creator's payout sent or failed.
 */
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { PAST_DUE_GRACE_DAYS } from "@shared/subscriptions";
import { creatorProfiles, invoices, subscriptions, subscriptionTiers, users, type Invoice, type Subscription } from "../db/schema";
import type { DbOrTx } from "../db";
import { mailPerson, type MailContext } from "./outbox";
import { receiptMail, refundMail, renewalFailedMail, subscriptionEndedMail } from "./templates/subscriptions";
import { payoutFailedMail, payoutPaidMail } from "./templates/payouts";

const DAY_MS = 24 * 60 * 60 * 1000;

async function subscriptionFacts(tx: DbOrTx, subscription: Pick<Subscription, "creatorProfileId" | "tierId">) {
  const [creator] = await tx
    .select({ petName: creatorProfiles.petName, ownerDeletedAt: users.deletedAt })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(creatorProfiles.id, subscription.creatorProfileId));
  const [tier] = subscription.tierId
    ? await tx.select({ name: subscriptionTiers.name }).from(subscriptionTiers).where(eq(subscriptionTiers.id, subscription.tierId))
    : [];
  return { creatorName: creator?.petName ?? "your creator", tierName: tier?.name ?? null, creatorLeft: Boolean(creator?.ownerDeletedAt) };
}

/** The fan's receipt of a paid invoice (once per invoice). */
export async function mailReceipt(tx: DbOrTx, mail: MailContext, subscription: Subscription, invoice: Invoice, charge: Stripe.Charge | null) {
  const facts = await subscriptionFacts(tx, subscription);
  await mailPerson(tx, mail, {
    userId: subscription.subscriberId,
    kind: "invoice_paid",
    causeKey: `invoice:${invoice.id}`,
    draft: (to) =>
      receiptMail(to, {
        ...facts,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        paidAt: invoice.paidAt ?? new Date(),
        cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
      }),
  });
}

/** A renewal's payment failed (once per invoice, however often it is retried): the grace's end and where to change the card. */
export async function mailRenewalFailed(tx: DbOrTx, mail: MailContext, subscription: Subscription, invoice: Invoice) {
  const facts = await subscriptionFacts(tx, subscription);
  await mailPerson(tx, mail, {
    userId: subscription.subscriberId,
    kind: "renewal_failed",
    causeKey: `invoice:${invoice.id}`,
    draft: (to) =>
      renewalFailedMail(to, {
        ...facts,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        graceEndsAt: new Date(invoice.periodStart.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS),
      }),
  });
}

/**
 * The subscription ended (canceled at the provider, at its period's end, or unpaid after the grace): once per
 * subscription. One canceled before its first payment never began: nobody is told it ended.
 */
export async function mailSubscriptionEnded(tx: DbOrTx, mail: MailContext, subscription: Subscription, endedAt: Date, unpaid: boolean) {
  const [paid] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscription.id), eq(invoices.status, "paid")))
    .limit(1);
  if (!paid) return;
  const facts = await subscriptionFacts(tx, subscription);
  await mailPerson(tx, mail, {
    userId: subscription.subscriberId,
    kind: "subscription_ended",
    causeKey: `subscription:${subscription.id}`,
    draft: (to) => subscriptionEndedMail(to, { ...facts, endedAt, unpaid }),
  });
}

/** Part or all of an invoice refunded: once per refunded total reached. */
export async function mailRefund(tx: DbOrTx, mail: MailContext, invoice: Invoice, refund: { reference: string; amountCents: number }) {
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, invoice.subscriptionId));
  if (!subscription) return;
  const facts = await subscriptionFacts(tx, subscription);
  await mailPerson(tx, mail, {
    userId: subscription.subscriberId,
    kind: "invoice_refunded",
    causeKey: `refund:${refund.reference}`,
    draft: (to) => refundMail(to, { ...facts, refundedCents: refund.amountCents, currency: invoice.currency, paidAt: invoice.paidAt }),
  });
}

/** A payout reached paid or failed: its creator hears once per payout and outcome. */
export async function mailPayout(
  tx: DbOrTx,
  mail: MailContext,
  input: { creatorProfileId: string; payoutId: string; status: "paid" | "failed"; amountCents: number; currency: string; arrivalAt: Date | null },
) {
  const [creator] = await tx
    .select({ userId: creatorProfiles.userId, petName: creatorProfiles.petName })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, input.creatorProfileId));
  if (!creator) return;
  await mailPerson(tx, mail, {
    userId: creator.userId,
    kind: input.status === "paid" ? "payout_paid" : "payout_failed",
    causeKey: `payout:${input.payoutId}`,
    draft: (to) =>
      input.status === "paid"
        ? payoutPaidMail(to, { creatorName: creator.petName, amountCents: input.amountCents, currency: input.currency, arrivalAt: input.arrivalAt })
        : payoutFailedMail(to, { creatorName: creator.petName, amountCents: input.amountCents, currency: input.currency }),
  });
}
