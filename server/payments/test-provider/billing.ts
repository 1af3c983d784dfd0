/**
 * The test provider's billing, acting at its clock (./clock.ts) as Stripe
 * Billing would: each change is one transaction on its books that also writes
 * the events reporting it (./events.ts).
 *
 *   first payment   incomplete → active, period now … one calendar month later
 *   unpaid 23 h     incomplete → incomplete_expired
 *   period end      a new invoice for the next month, charged to the card on file:
 *                   paid → the period advances; declined → past_due, retried daily
 *   3 days unpaid   past_due → canceled (the invoice is marked uncollectible)
 *   cancel at end   → canceled when the period ends
 *   disputed card   each charge of the card 4000…0259 is disputed at the next cycle
 *   monthly         each onboarded account's available balance is paid out (a
 *                   charge's creator share is pending for 7 days, then available),
 *                   or refused by a bank account ending in 0002 (payout.failed)
 *
 * The billing cycle (runBillingCycle) is a job every minute, and runs at each
 * step when the test clock is advanced.
 */
import { and, asc, desc, eq, inArray, lte, max, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { BALANCE_PENDING_DAYS, creatorShareCents } from "@shared/money";
import {
  testPaymentAccounts,
  testPaymentInvoices,
  testPaymentPayouts,
  testPaymentSubscriptions,
} from "../../db/schema";
import { INCOMPLETE_EXPIRY_HOURS, PAST_DUE_GRACE_DAYS } from "@shared/subscriptions";
import type { Db, DbOrTx } from "../../db";
import type { JobQueue } from "../../jobs/queue";
import { acceptsRecurringCharge } from "./cards";
import { clockNow } from "./clock";
import { emitEvent } from "./events";
import { newClientSecret, newTestId } from "./ids";
import { openDueDisputes } from "./disputes";
import { invoiceChargeObject, invoiceObject } from "./objects";
import {
  invoicePaymentIntentId,
  isFirstInvoice,
  stripePayout,
  stripeSubscription,
  type TestInvoiceRow,
  type TestSubscriptionRow,
} from "./shapes";
import { addMonthsUtc, DAY_MS, HOUR_MS, sameUtcMonth } from "./time";

export interface BooksDeps {
  db: Db;
  jobs: JobQueue;
}

/** The last digits of Stripe's test bank account number whose payouts fail. */
const FAILING_BANK_ACCOUNT_LAST4 = "0002";

/** Days between a failed renewal's retries. */
const RETRY_EVERY_DAYS = 1;

// ---------- Reading and writing the books ----------

export async function lockSubscription(tx: DbOrTx, id: string): Promise<TestSubscriptionRow | undefined> {
  const [row] = await tx.select().from(testPaymentSubscriptions).where(eq(testPaymentSubscriptions.id, id)).for("update");
  return row;
}

export async function updateSubscription(
  tx: DbOrTx,
  id: string,
  changes: Partial<TestSubscriptionRow>,
): Promise<TestSubscriptionRow> {
  const [row] = await tx.update(testPaymentSubscriptions).set(changes).where(eq(testPaymentSubscriptions.id, id)).returning();
  return row!;
}

export async function updateInvoice(tx: DbOrTx, id: string, changes: Partial<TestInvoiceRow>): Promise<TestInvoiceRow> {
  const [row] = await tx.update(testPaymentInvoices).set(changes).where(eq(testPaymentInvoices.id, id)).returning();
  return row!;
}

export async function latestInvoiceId(db: DbOrTx, subscriptionId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: testPaymentInvoices.id })
    .from(testPaymentInvoices)
    .where(eq(testPaymentInvoices.subscriptionId, subscriptionId))
    .orderBy(desc(testPaymentInvoices.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Reports the subscription's state now, with what changed (Stripe's previous_attributes). */
export async function emitSubscription(
  tx: DbOrTx,
  deps: BooksDeps,
  now: Date,
  type: "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted",
  subscription: TestSubscriptionRow,
  previousAttributes?: Partial<Stripe.Subscription>,
): Promise<void> {
  const object = stripeSubscription(subscription, await latestInvoiceId(tx, subscription.id));
  await emitEvent(tx, deps.jobs, now, type, object, { previousAttributes });
}

// ---------- Charging ----------

/**
 * Charges the card on file for an open renewal invoice: paid (and the
 * subscription active again), or declined (past due, retried a day later).
 */
async function chargeRenewal(
  tx: DbOrTx,
  deps: BooksDeps,
  now: Date,
  subscription: TestSubscriptionRow,
  invoice: TestInvoiceRow,
  previous: Partial<Stripe.Subscription>,
): Promise<void> {
  if (acceptsRecurringCharge(subscription.cardNumber)) {
    const paid = await updateInvoice(tx, invoice.id, {
      status: "paid",
      chargeId: newTestId("ch"),
      paidAt: now,
      attemptCount: invoice.attemptCount + 1,
      nextAttemptAt: null,
    });
    const active = subscription.status === "active" ? subscription : await updateSubscription(tx, subscription.id, { status: "active" });
    await emitEvent(tx, deps.jobs, now, "charge.succeeded", await invoiceChargeObject(tx, paid, active));
    await emitEvent(tx, deps.jobs, now, "invoice.paid", await invoiceObject(tx, paid, active));
    const changed = subscription.status !== active.status ? { ...previous, status: subscription.status } : previous;
    if (Object.keys(changed).length > 0) await emitSubscription(tx, deps, now, "customer.subscription.updated", active, changed);
    return;
  }
  const failed = await updateInvoice(tx, invoice.id, {
    attemptCount: invoice.attemptCount + 1,
    nextAttemptAt: new Date(now.getTime() + RETRY_EVERY_DAYS * DAY_MS),
  });
  const pastDue = subscription.status === "past_due" ? subscription : await updateSubscription(tx, subscription.id, { status: "past_due" });
  await emitEvent(tx, deps.jobs, now, "invoice.payment_failed", await invoiceObject(tx, failed, pastDue));
  const changed = subscription.status !== pastDue.status ? { ...previous, status: subscription.status } : previous;
  if (Object.keys(changed).length > 0) await emitSubscription(tx, deps, now, "customer.subscription.updated", pastDue, changed);
}

/**
 * Ends a subscription now: its open renewal invoices are voided (or marked
 * uncollectible when the grace of a failed renewal ran out).
 */
export async function endSubscription(
  tx: DbOrTx,
  deps: BooksDeps,
  now: Date,
  subscription: TestSubscriptionRow,
  openInvoicesBecome: "void" | "uncollectible",
): Promise<TestSubscriptionRow> {
  const open = await tx
    .select()
    .from(testPaymentInvoices)
    .where(and(eq(testPaymentInvoices.subscriptionId, subscription.id), eq(testPaymentInvoices.status, "open")))
    .orderBy(asc(testPaymentInvoices.createdAt))
    .for("update");
  for (const invoice of open) {
    const closed = await updateInvoice(tx, invoice.id, {
      status: openInvoicesBecome,
      nextAttemptAt: null,
      ...(openInvoicesBecome === "void" ? { voidedAt: now } : { markedUncollectibleAt: now }),
    });
    // An unpaid first invoice is nobody's receipt: nothing to report.
    if (isFirstInvoice(invoice, subscription)) continue;
    const type = openInvoicesBecome === "void" ? "invoice.voided" : "invoice.marked_uncollectible";
    await emitEvent(tx, deps.jobs, now, type, await invoiceObject(tx, closed, subscription));
  }
  // A cancel asked for earlier keeps its time; an end without one is its own cancel.
  const ended = await updateSubscription(tx, subscription.id, { status: "canceled", canceledAt: subscription.canceledAt ?? now, endedAt: now });
  await emitSubscription(tx, deps, now, "customer.subscription.deleted", ended, { status: subscription.status as Stripe.Subscription.Status });
  return ended;
}

// ---------- The billing cycle ----------

/** Runs every piece of billing that is due at the provider's clock, until nothing more is. */
export async function runBillingCycle(deps: BooksDeps): Promise<void> {
  const now = await clockNow(deps.db);
  for (let round = 0; round < 50; round++) {
    const acted =
      (await expireIncomplete(deps, now)) +
      (await endAtPeriodEnd(deps, now)) +
      (await renewDue(deps, now)) +
      (await retryDue(deps, now));
    if (acted === 0) break;
  }
  await openDueDisputes(deps, now);
  await payOutBalances(deps, now);
}

/** Runs `act` on each subscription in its own transaction, locked and re-checked by `due`. */
async function forEachDue(
  deps: BooksDeps,
  ids: string[],
  due: (subscription: TestSubscriptionRow) => boolean,
  act: (tx: DbOrTx, subscription: TestSubscriptionRow) => Promise<void>,
): Promise<number> {
  let acted = 0;
  for (const id of ids) {
    const done = await deps.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, id);
      if (!subscription || !due(subscription)) return false;
      await act(tx, subscription);
      return true;
    });
    if (done) acted++;
  }
  return acted;
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

async function expireIncomplete(deps: BooksDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - INCOMPLETE_EXPIRY_HOURS * HOUR_MS);
  const due = (s: TestSubscriptionRow) => s.status === "incomplete" && s.createdAt <= cutoff;
  const rows = await deps.db
    .select({ id: testPaymentSubscriptions.id })
    .from(testPaymentSubscriptions)
    .where(and(eq(testPaymentSubscriptions.status, "incomplete"), lte(testPaymentSubscriptions.createdAt, cutoff)));
  return forEachDue(deps, idsOf(rows), due, async (tx, subscription) => {
    await tx
      .update(testPaymentInvoices)
      .set({ status: "void", nextAttemptAt: null, voidedAt: now })
      .where(and(eq(testPaymentInvoices.subscriptionId, subscription.id), eq(testPaymentInvoices.status, "open")));
    const expired = await updateSubscription(tx, subscription.id, { status: "incomplete_expired" });
    await emitSubscription(tx, deps, now, "customer.subscription.updated", expired, { status: "incomplete" });
  });
}

async function endAtPeriodEnd(deps: BooksDeps, now: Date): Promise<number> {
  const due = (s: TestSubscriptionRow) =>
    (s.status === "active" || s.status === "past_due") && s.cancelAtPeriodEnd && s.currentPeriodEnd !== null && s.currentPeriodEnd <= now;
  const rows = await deps.db
    .select({ id: testPaymentSubscriptions.id })
    .from(testPaymentSubscriptions)
    .where(
      and(
        inArray(testPaymentSubscriptions.status, ["active", "past_due"]),
        eq(testPaymentSubscriptions.cancelAtPeriodEnd, true),
        lte(testPaymentSubscriptions.currentPeriodEnd, now),
      ),
    );
  return forEachDue(deps, idsOf(rows), due, async (tx, subscription) => {
    await endSubscription(tx, deps, now, subscription, "void");
  });
}

async function renewDue(deps: BooksDeps, now: Date): Promise<number> {
  const due = (s: TestSubscriptionRow) =>
    s.status === "active" && !s.cancelAtPeriodEnd && s.currentPeriodEnd !== null && s.currentPeriodEnd <= now;
  const rows = await deps.db
    .select({ id: testPaymentSubscriptions.id })
    .from(testPaymentSubscriptions)
    .where(
      and(
        eq(testPaymentSubscriptions.status, "active"),
        eq(testPaymentSubscriptions.cancelAtPeriodEnd, false),
        lte(testPaymentSubscriptions.currentPeriodEnd, now),
      ),
    );
  return forEachDue(deps, idsOf(rows), due, async (tx, subscription) => {
    const start = subscription.currentPeriodEnd!;
    const end = addMonthsUtc(start, 1);
    const id = newTestId("in");
    // Made a draft (invoice.created), then finalized (invoice.finalized: open, numbered) and charged, as Stripe Billing renews.
    const [draft] = await tx
      .insert(testPaymentInvoices)
      .values({
        id,
        subscriptionId: subscription.id,
        amountCents: subscription.amountCents,
        status: "draft",
        clientSecret: newClientSecret(invoicePaymentIntentId({ id })),
        periodStart: start,
        periodEnd: end,
        createdAt: now,
      })
      .returning();
    await emitEvent(tx, deps.jobs, now, "invoice.created", await invoiceObject(tx, draft!, subscription));
    const invoice = await updateInvoice(tx, id, { status: "open", finalizedAt: now });
    await emitEvent(tx, deps.jobs, now, "invoice.finalized", await invoiceObject(tx, invoice, subscription));
    const renewed = await updateSubscription(tx, subscription.id, { currentPeriodStart: start, currentPeriodEnd: end });
    await chargeRenewal(tx, deps, now, renewed, invoice, { latest_invoice: await previousInvoiceId(tx, subscription.id, id) });
  });
}

/** The invoice before `exceptId` (what latest_invoice was before the renewal). */
async function previousInvoiceId(tx: DbOrTx, subscriptionId: string, exceptId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: testPaymentInvoices.id })
    .from(testPaymentInvoices)
    .where(and(eq(testPaymentInvoices.subscriptionId, subscriptionId), sql`${testPaymentInvoices.id} <> ${exceptId}`))
    .orderBy(desc(testPaymentInvoices.createdAt))
    .limit(1);
  return row?.id ?? null;
}

async function retryDue(deps: BooksDeps, now: Date): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ id: testPaymentSubscriptions.id })
    .from(testPaymentInvoices)
    .innerJoin(testPaymentSubscriptions, eq(testPaymentSubscriptions.id, testPaymentInvoices.subscriptionId))
    .where(
      and(
        eq(testPaymentInvoices.status, "open"),
        lte(testPaymentInvoices.nextAttemptAt, now),
        eq(testPaymentSubscriptions.status, "past_due"),
      ),
    );
  return forEachDue(
    deps,
    idsOf(rows),
    (s) => s.status === "past_due",
    async (tx, subscription) => {
      const [invoice] = await tx
        .select()
        .from(testPaymentInvoices)
        .where(
          and(
            eq(testPaymentInvoices.subscriptionId, subscription.id),
            eq(testPaymentInvoices.status, "open"),
            lte(testPaymentInvoices.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(testPaymentInvoices.createdAt))
        .limit(1)
        .for("update");
      if (!invoice) return;
      // The grace runs from the failed renewal (the invoice's first attempt, when it was made).
      const graceEnds = new Date(invoice.createdAt.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
      if (now >= graceEnds) await endSubscription(tx, deps, now, subscription, "uncollectible");
      else await chargeRenewal(tx, deps, now, subscription, invoice, {});
    },
  );
}

// ---------- Payouts ----------

/**
 * What the account can be paid now: the creator share of its charges older than
 * the pending days, less what was refunded of them and what was paid out before.
 * Shares follow the ledger's rounding (shared/money.ts, creatorShareCents).
 */
async function availableBalanceCents(db: DbOrTx, accountId: string, now: Date): Promise<number> {
  const availableBefore = new Date(now.getTime() - BALANCE_PENDING_DAYS * DAY_MS);
  const charges = await db
    .select({ amountCents: testPaymentInvoices.amountCents, refundedCents: testPaymentInvoices.amountRefundedCents })
    .from(testPaymentInvoices)
    .innerJoin(testPaymentSubscriptions, eq(testPaymentSubscriptions.id, testPaymentInvoices.subscriptionId))
    .where(
      and(
        eq(testPaymentSubscriptions.destinationAccountId, accountId),
        eq(testPaymentInvoices.status, "paid"),
        lte(testPaymentInvoices.paidAt, availableBefore),
      ),
    );
  const earned = charges.reduce((sum, c) => sum + creatorShareCents(c.amountCents) - creatorShareCents(c.refundedCents), 0);
  const [paid] = await db
    .select({ cents: sql<number>`coalesce(sum(${testPaymentPayouts.amountCents}), 0)::int` })
    .from(testPaymentPayouts)
    // A failed payout gave its amount back to the balance.
    .where(and(eq(testPaymentPayouts.accountId, accountId), eq(testPaymentPayouts.status, "paid")));
  return earned - (paid?.cents ?? 0);
}

/**
 * Once a calendar month, each onboarded account's available balance goes to its
 * bank (payout.paid), or is refused by it (payout.failed) and stays available.
 */
async function payOutBalances(deps: BooksDeps, now: Date): Promise<void> {
  const accounts = await deps.db
    .select({ id: testPaymentAccounts.id, bankAccountLast4: testPaymentAccounts.bankAccountLast4, lastPayoutAt: max(testPaymentPayouts.createdAt) })
    .from(testPaymentAccounts)
    .leftJoin(testPaymentPayouts, eq(testPaymentPayouts.accountId, testPaymentAccounts.id))
    .where(eq(testPaymentAccounts.detailsSubmitted, true))
    .groupBy(testPaymentAccounts.id);
  for (const account of accounts) {
    if (account.lastPayoutAt && sameUtcMonth(account.lastPayoutAt, now)) continue;
    await deps.db.transaction(async (tx) => {
      // One payout at a time per account: the lock makes a concurrent cycle wait, then see this one.
      await tx.select({ id: testPaymentAccounts.id }).from(testPaymentAccounts).where(eq(testPaymentAccounts.id, account.id)).for("update");
      const [last] = await tx
        .select({ at: max(testPaymentPayouts.createdAt) })
        .from(testPaymentPayouts)
        .where(eq(testPaymentPayouts.accountId, account.id));
      if (last?.at && sameUtcMonth(last.at, now)) return;
      const amountCents = await availableBalanceCents(tx, account.id, now);
      if (amountCents <= 0) return;
      // A bank account number ending in 0002 refuses every payout (Stripe's test number): the amount stays in the balance.
      const fails = account.bankAccountLast4 === FAILING_BANK_ACCOUNT_LAST4;
      const [payout] = await tx
        .insert(testPaymentPayouts)
        .values({
          id: newTestId("po"),
          accountId: account.id,
          amountCents,
          status: fails ? "failed" : "paid",
          failureCode: fails ? "account_closed" : null,
          arrivalAt: now,
          createdAt: now,
        })
        .returning();
      await emitEvent(tx, deps.jobs, now, fails ? "payout.failed" : "payout.paid", stripePayout(payout!), { account: account.id });
    });
  }
}
