/**
 * The one event processor, for both providers. The webhook stores each verified
 * event once (./receive-event.ts) and a job calls processPaymentEvent with its id.
 *
 * Rules:
 * - Once per event: an event whose processed_at is set is skipped; it is set in
 *   the transaction that applies the event (rolled back with it on failure), so
 *   two workers never apply one event twice.
 * - Order does not matter: for subscription, invoice and charge events the
 *   object is re-read from the provider and its CURRENT state applied, never the
 *   payload's (events arrive late, twice, or in any order). The re-read happens
 *   before the transaction: no network call is made inside one. Each object's
 *   state comes with its own events: a subscription's with customer.subscription.*,
 *   an invoice's (and its charge's refunds) with invoice.*, a charge's with charge.*.
 * - Never older over newer: a subscription row keeps how new its provider state
 *   is (provider_state_at, on this app's clock: when the re-read began, or when
 *   the fan's cancel/resume call to the provider returned) and refuses a re-read
 *   that began before that. A re-read racing the fan's resume cannot undo it.
 *   An invoice's status only moves forward (open → void/uncollectible → paid).
 * - Money once: a paid invoice records its ledger charge (server/ledger/post.ts,
 *   unique by invoice), and a refund the part of the charge's refunded total not
 *   recorded yet (reference "<charge>:refunded:<total>"), under a lock on the
 *   invoice row; payouts and disputes are unique by their provider ids.
 * - A change of tier is provider state too: the provider subscription's metadata
 *   says which tier its price is for and from when (./tier-metadata.ts); an
 *   upgrade applies at once, a downgrade waits (scheduled) for the renewal.
 * - A Paw Bazar order's PaymentIntent (payment_intent.*) is re-read too; once it
 *   has succeeded the order is paid and its item sold (server/orders/apply-payment.ts).
 * - The creator hears "New PawFan!" when a subscription's first invoice is paid
 *   (at most once a day for the same fan: ./notify-new-fan.ts).
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type Stripe from "stripe";
import {
  invoices,
  paymentEvents,
  payoutAccounts,
  payouts,
  subscriptions,
  subscriptionTiers,
  type Invoice,
  type Subscription,
} from "../db/schema";
import { centsToDecimal } from "@shared/money";
import { CANCELED_SUBSCRIPTION_STATUS } from "@shared/subscriptions";
import type { DbOrTx } from "../db";
import { recordDispute, recordDisputeWon, recordInvoicePaid, recordPayout, recordRefund } from "../ledger/post";
import { applyOrderPayment } from "../orders/apply-payment";
import { notifyNewFan } from "./notify-new-fan";
import type { MailContext } from "../mail/outbox";
import { mailPayout, mailReceipt, mailRefund, mailRenewalFailed, mailSubscriptionEnded } from "../mail/payment-mail";
import type { PaymentProvider } from "./provider";
import { nextStateVersion } from "./state-version";
import { providerTierOf, type ProviderTier } from "./tier-metadata";
import {
  appSubscriptionIdOf,
  appSubscriptionStatus,
  customerIdOf,
  fromUnix,
  invoiceAppSubscriptionId,
  invoiceChargeId,
  invoiceServicePeriod,
  invoiceSubscriptionId,
  subscriptionEndedAt,
  subscriptionPeriod,
} from "./stripe-objects";

/** With the mail context: what an event changes may email the people concerned (server/mail/payment-mail.ts), in its transaction. */
export interface ProcessDeps extends MailContext {
  db: DbOrTx;
  payments: Pick<PaymentProvider, "retrieveSubscription" | "retrieveInvoice" | "retrieveCharge" | "retrieveAccount" | "retrievePaymentIntent">;
}

/** What an event is about, as the provider has it now. */
type CurrentState =
  | { kind: "subscription"; subscription: Stripe.Subscription }
  | { kind: "invoice"; invoice: Stripe.Invoice; charge: Stripe.Charge | null }
  | { kind: "charge"; charge: Stripe.Charge }
  | { kind: "payment_intent"; intent: Stripe.PaymentIntent }
  | { kind: "dispute"; dispute: Stripe.Dispute; won: boolean }
  | { kind: "account"; account: Stripe.Account }
  | { kind: "payout"; payout: Stripe.Payout; accountId: string | null }
  | { kind: "ignored" };

export type ProcessOutcome = "processed" | "already processed" | "unknown event";

/** What processing reads of an event: its object whole only where the payload is the state applied (payouts, disputes, refunds). */
type EventObject = { id?: string; object?: string; charge?: string | { id: string } | null; status?: string };

export async function processPaymentEvent(deps: ProcessDeps, eventId: string): Promise<ProcessOutcome> {
  const payloadObject = sql`${paymentEvents.payload} -> 'data' -> 'object'`;
  const [stored] = await deps.db
    .select({
      type: paymentEvents.type,
      occurredAt: paymentEvents.occurredAt,
      processedAt: paymentEvents.processedAt,
      account: sql<string | null>`${paymentEvents.payload} ->> 'account'`,
      object: sql<EventObject>`case when ${paymentEvents.type} like any (array['payout.%', 'charge.dispute.%', 'refund.%', 'charge.refund.%'])
        then ${payloadObject} else jsonb_build_object('id', ${payloadObject} -> 'id', 'object', ${payloadObject} -> 'object') end`,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, eventId));
  if (!stored) return "unknown event";
  if (stored.processedAt) return "already processed";
  // Taken before the re-read: the state read is at least this new (./state-version.ts).
  const readVersion = await nextStateVersion(deps.db);
  const state = await readCurrentState(deps.payments, stored);
  const eventAt = stored.occurredAt;

  // Inside a caller's transaction (the in-process settle, the shuffle test) it runs in that one.
  const inTransaction = <T>(apply: (tx: DbOrTx) => Promise<T>): Promise<T> =>
    deps.db instanceof PgTransaction ? apply(deps.db) : deps.db.transaction(apply);
  return inTransaction(async (tx) => {
    // Claimed by marking it: a worker processing it at the same time waits on the row, then finds it done.
    const [claimed] = await tx
      .update(paymentEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(paymentEvents.id, eventId), isNull(paymentEvents.processedAt)))
      .returning({ id: paymentEvents.id });
    if (!claimed) return "already processed";
    await applyState(tx, state, eventAt, readVersion, { jobs: deps.jobs, config: deps.config });
    return "processed";
  });
}

const SUBSCRIPTION_EVENT = /^customer\.subscription\./;
const CHARGE_EVENTS = new Set(["charge.succeeded", "charge.refunded", "charge.updated", "charge.captured"]);
const REFUND_EVENTS = new Set(["charge.refund.updated", "refund.created", "refund.updated"]);
const DISPUTE_TAKEN = new Set(["charge.dispute.created", "charge.dispute.funds_withdrawn"]);
const DISPUTE_GIVEN_BACK = new Set(["charge.dispute.funds_reinstated"]);
const PAYOUT_EVENTS = new Set(["payout.paid", "payout.failed", "payout.canceled", "payout.updated"]);

/** Re-reads the event's object from the provider (payouts and disputes are taken from the verified payload). */
async function readCurrentState(
  payments: ProcessDeps["payments"],
  event: { type: string; object: EventObject; account: string | null },
): Promise<CurrentState> {
  const { type, object } = event;
  if (SUBSCRIPTION_EVENT.test(type) && object.id) {
    return { kind: "subscription", subscription: await payments.retrieveSubscription(object.id) };
  }
  if (type.startsWith("invoice.") && object.object === "invoice" && object.id && type !== "invoice.deleted") {
    const invoice = await payments.retrieveInvoice(object.id);
    const chargeId = invoiceChargeId(invoice);
    return { kind: "invoice", invoice, charge: chargeId ? await payments.retrieveCharge(chargeId) : null };
  }
  if (type.startsWith("payment_intent.") && object.id) {
    return { kind: "payment_intent", intent: await payments.retrievePaymentIntent(object.id) };
  }
  if (CHARGE_EVENTS.has(type) && object.id) return { kind: "charge", charge: await payments.retrieveCharge(object.id) };
  if (REFUND_EVENTS.has(type) && object.charge) {
    const chargeId = typeof object.charge === "string" ? object.charge : object.charge.id;
    return { kind: "charge", charge: await payments.retrieveCharge(chargeId) };
  }
  if (DISPUTE_TAKEN.has(type)) return { kind: "dispute", dispute: object as Stripe.Dispute, won: false };
  if (DISPUTE_GIVEN_BACK.has(type) || (type === "charge.dispute.closed" && object.status === "won")) {
    return { kind: "dispute", dispute: object as Stripe.Dispute, won: true };
  }
  if (type === "account.updated" && object.id) return { kind: "account", account: await payments.retrieveAccount(object.id) };
  if (PAYOUT_EVENTS.has(type)) return { kind: "payout", payout: object as Stripe.Payout, accountId: event.account };
  return { kind: "ignored" };
}

async function applyState(tx: DbOrTx, state: CurrentState, eventAt: Date, readVersion: number, mail: MailContext): Promise<void> {
  switch (state.kind) {
    case "subscription":
      await applySubscription(tx, state.subscription, readVersion, eventAt, mail);
      return;
    case "invoice":
      await applyInvoice(tx, state.invoice, state.charge, eventAt, mail);
      return;
    case "charge":
      await applyChargeRefunds(tx, state.charge, eventAt, mail);
      return;
    case "payment_intent":
      await applyOrderPayment(tx, state.intent, mail);
      return;
    case "dispute":
      await applyDispute(tx, state.dispute, state.won, eventAt);
      return;
    case "account":
      await applyAccount(tx, state.account);
      return;
    case "payout":
      await applyPayout(tx, state.payout, state.accountId, mail);
      return;
    case "ignored":
      return;
  }
}

// ---------- Subscriptions ----------

/**
 * The app's row of a provider subscription: the row with its id, or the row its
 * metadata names while that row has no provider id yet (an event can arrive
 * before the subscribe command wrote the id); never another subscription's row.
 */
function subscriptionRowOf(stripeSubscriptionId: string | null, appSubscriptionId: string | null) {
  const byProviderId = stripeSubscriptionId ? eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId) : undefined;
  const byAppId = appSubscriptionId
    ? and(
        eq(subscriptions.id, appSubscriptionId),
        stripeSubscriptionId
          ? or(isNull(subscriptions.stripeSubscriptionId), eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
          : isNull(subscriptions.stripeSubscriptionId),
      )
    : undefined;
  return byProviderId && byAppId ? or(byProviderId, byAppId) : (byProviderId ?? byAppId ?? sql`false`);
}

async function lockSubscriptionRow(
  tx: DbOrTx,
  stripeSubscriptionId: string | null,
  appSubscriptionId: string | null,
): Promise<Subscription | undefined> {
  const [row] = await tx.select().from(subscriptions).where(subscriptionRowOf(stripeSubscriptionId, appSubscriptionId)).limit(1).for("update");
  return row;
}

/** Applies the provider's subscription unless the row holds state known to be newer than this re-read. */
async function applySubscription(tx: DbOrTx, subscription: Stripe.Subscription, readVersion: number, eventAt: Date, mail: MailContext): Promise<void> {
  const appId = appSubscriptionIdOf(subscription.metadata);
  const status = appSubscriptionStatus(subscription.status);
  // A period is what was paid for: none while the first payment is awaited.
  const period = status === "incomplete" || status === "incomplete_expired" ? null : subscriptionPeriod(subscription);
  const tier = period ? providerTierOf(subscription) : null;
  const [before] = await tx.select({ status: subscriptions.status }).from(subscriptions).where(subscriptionRowOf(subscription.id, appId)).limit(1);
  const [applied] = await tx
    .update(subscriptions)
    .set({
      ...(tier ? tierColumns(tier) : {}),
      status,
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: sql`coalesce(${customerIdOf(subscription.customer)}, ${subscriptions.stripeCustomerId})`,
      currentPeriodStart: period ? period.start : sql`${subscriptions.currentPeriodStart}`,
      currentPeriodEnd: period ? period.end : sql`${subscriptions.currentPeriodEnd}`,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      canceledAt: subscriptionEndedAt(subscription),
      providerStateVersion: readVersion,
    })
    .where(
      and(
        subscriptionRowOf(subscription.id, appId),
        or(isNull(subscriptions.providerStateVersion), lt(subscriptions.providerStateVersion, readVersion)),
      ),
    )
    .returning();
  // Ended: the fan hears once (the mail is unique per subscription), with why when its renewal went unpaid.
  if (applied?.status === CANCELED_SUBSCRIPTION_STATUS) {
    await mailSubscriptionEnded(tx, mail, applied, applied.canceledAt ?? eventAt, before?.status === "past_due");
  }
}

/** A tier that no longer exists (deleted since) leaves no dangling reference. */
const existingTier = (tierId: string) => sql`(select ${subscriptionTiers.id} from ${subscriptionTiers} where ${subscriptionTiers.id} = ${tierId})`;

/**
 * The row's tier as the provider's price pays for it: in the current period, the
 * tier and its price (and no downgrade waits any more); else the downgrade waiting
 * for the next period.
 */
function tierColumns(tier: ProviderTier) {
  if (tier.current) {
    return {
      tierId: existingTier(tier.tierId),
      price: centsToDecimal(tier.amountCents),
      scheduledTierId: null,
      scheduledTierAt: null,
      scheduledPrice: null,
    };
  }
  return { scheduledTierId: existingTier(tier.tierId), scheduledTierAt: tier.from, scheduledPrice: centsToDecimal(tier.amountCents) };
}

// ---------- Invoices and refunds ----------

/** How far an invoice's status has come: it never moves back. */
const INVOICE_STATUS_RANK: Record<string, number> = { draft: 0, open: 1, void: 2, uncollectible: 2, paid: 3 };
const rank = (status: string) => INVOICE_STATUS_RANK[status] ?? 0;

/**
 * A receipt from the invoice as the provider has it now (its subscription's state
 * comes with the subscription's own events), and the money of a paid one.
 */
async function applyInvoice(tx: DbOrTx, invoice: Stripe.Invoice, charge: Stripe.Charge | null, eventAt: Date, mail: MailContext): Promise<void> {
  const subscription = await lockSubscriptionRow(tx, invoiceSubscriptionId(invoice), invoiceAppSubscriptionId(invoice));
  if (!subscription || !invoice.status) return;
  const first = invoice.billing_reason === "subscription_create";
  // Receipts are paid invoices and renewals whose payment was attempted; an abandoned first payment is nobody's receipt.
  if (invoice.status !== "paid" && (first || !invoice.attempted || invoice.status === "draft")) return;

  const period = invoiceServicePeriod(invoice);
  const paid = invoice.status === "paid";
  const paidAt = invoice.status_transitions?.paid_at ? fromUnix(invoice.status_transitions.paid_at) : paid ? eventAt : null;
  const chargeId = invoiceChargeId(invoice);
  const lockExisting = async () =>
    (await tx.select().from(invoices).where(eq(invoices.stripeInvoiceId, invoice.id)).for("update"))[0];
  let existing = await lockExisting();
  let row: Invoice | undefined;
  if (!existing) {
    [row] = await tx
      .insert(invoices)
      .values({
        subscriptionId: subscription.id,
        stripeInvoiceId: invoice.id,
        stripeChargeId: chargeId,
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status: invoice.status,
        periodStart: period.start,
        periodEnd: period.end,
        paidAt,
        // Newest first means the provider's order, however late the events came.
        createdAt: fromUnix(invoice.created),
      })
      .onConflictDoNothing({ target: invoices.stripeInvoiceId })
      .returning();
    // Written meanwhile by another worker: continue from its row.
    if (!row) existing = await lockExisting();
  }
  let wasPaid = false;
  if (existing) {
    row = existing;
    wasPaid = row.status === "paid";
    const status = rank(invoice.status) > rank(row.status) ? invoice.status : row.status;
    const changes = {
      status,
      amountCents: status === "paid" && !wasPaid ? invoice.amount_paid : row.amountCents,
      stripeChargeId: row.stripeChargeId ?? chargeId,
      paidAt: row.paidAt ?? (status === "paid" ? paidAt : null),
    };
    if (
      changes.status !== row.status ||
      changes.amountCents !== row.amountCents ||
      changes.stripeChargeId !== row.stripeChargeId ||
      changes.paidAt?.getTime() !== row.paidAt?.getTime()
    ) {
      [row] = await tx.update(invoices).set(changes).where(eq(invoices.id, row.id)).returning();
    }
  }
  if (!row) return;

  // Paid now: its money, once (an invoice marked paid here had its charge recorded in the same transaction).
  if (row.status === "paid" && !wasPaid) {
    await recordInvoicePaid(tx, {
      invoiceId: row.id,
      stripeInvoiceId: row.stripeInvoiceId,
      creatorProfileId: subscription.creatorProfileId,
      grossCents: row.amountCents,
      occurredAt: row.paidAt ?? eventAt,
    });
    if (first) await notifyNewFan(tx, mail.jobs, subscription, row.paidAt ?? eventAt);
    await mailReceipt(tx, mail, subscription, row, charge);
  }
  // A renewal whose payment was attempted and failed: the fan hears once per invoice, however often it is retried.
  if (row.status === "open" && !first && invoice.attempted) await mailRenewalFailed(tx, mail, subscription, row);
  if (charge && row.stripeChargeId === charge.id) await applyRefundedTotal(tx, row, subscription, charge, eventAt, mail);
}

/** Records the part of the charge's refunded total the ledger has not seen yet (the invoice row is locked). */
async function applyRefundedTotal(
  tx: DbOrTx,
  row: Invoice,
  subscription: Pick<Subscription, "creatorProfileId">,
  charge: Stripe.Charge,
  eventAt: Date,
  mail: MailContext,
): Promise<void> {
  if (row.status !== "paid" || charge.amount_refunded <= row.amountRefundedCents) return;
  const refund = { reference: `${charge.id}:refunded:${charge.amount_refunded}`, amountCents: charge.amount_refunded - row.amountRefundedCents };
  await recordRefund(tx, {
    invoiceId: row.id,
    reference: refund.reference,
    creatorProfileId: subscription.creatorProfileId,
    amountCents: refund.amountCents,
    occurredAt: eventAt,
  });
  await mailRefund(tx, mail, row, refund);
  await tx.update(invoices).set({ amountRefundedCents: charge.amount_refunded }).where(eq(invoices.id, row.id));
}

async function lockInvoiceOfCharge(tx: DbOrTx, chargeId: string) {
  const [row] = await tx
    .select({ invoice: invoices, creatorProfileId: subscriptions.creatorProfileId })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.stripeChargeId, chargeId))
    .for("update", { of: invoices });
  return row;
}

/**
 * A charge event: its refunds, once the invoice it paid is known. Before that
 * there is nothing to do: processing the invoice re-reads the charge and
 * records its refunds then.
 */
async function applyChargeRefunds(tx: DbOrTx, charge: Stripe.Charge, eventAt: Date, mail: MailContext): Promise<void> {
  const found = await lockInvoiceOfCharge(tx, charge.id);
  if (!found) return;
  await applyRefundedTotal(tx, found.invoice, found, charge, eventAt, mail);
}

/** A dispute takes the money back like a refund; a won one gives it back. Needs the invoice's charge recorded first. */
async function applyDispute(tx: DbOrTx, dispute: Stripe.Dispute, won: boolean, eventAt: Date): Promise<void> {
  const chargeId = typeof dispute.charge === "string" ? dispute.charge : dispute.charge.id;
  const found = await lockInvoiceOfCharge(tx, chargeId);
  if (!found) {
    // Retried by the job until the invoice's payment has been processed.
    throw new Error(`dispute ${dispute.id}: the invoice of charge ${chargeId} is not recorded yet`);
  }
  const input = {
    invoiceId: found.invoice.id,
    reference: dispute.id,
    creatorProfileId: found.creatorProfileId,
    amountCents: dispute.amount,
    occurredAt: eventAt,
  };
  if (won) await recordDisputeWon(tx, input);
  else await recordDispute(tx, input);
}

// ---------- Payout accounts and payouts ----------

async function applyAccount(tx: DbOrTx, account: Stripe.Account): Promise<void> {
  await tx
    .update(payoutAccounts)
    .set({
      detailsSubmitted: Boolean(account.details_submitted),
      payoutsEnabled: Boolean(account.payouts_enabled),
      updatedAt: new Date(),
    })
    .where(eq(payoutAccounts.stripeAccountId, account.id));
}

const PAYOUT_STATUS_RANK: Record<string, number> = { pending: 0, in_transit: 1, paid: 2, failed: 2, canceled: 2 };

async function applyPayout(tx: DbOrTx, payout: Stripe.Payout, accountId: string | null, mail: MailContext): Promise<void> {
  if (!accountId) return;
  const [account] = await tx
    .select({ creatorProfileId: payoutAccounts.creatorProfileId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.stripeAccountId, accountId));
  if (!account) return;
  const [inserted] = await tx
    .insert(payouts)
    .values({
      creatorProfileId: account.creatorProfileId,
      stripePayoutId: payout.id,
      amountCents: payout.amount,
      status: payout.status,
      arrivalAt: fromUnix(payout.arrival_date),
      createdAt: fromUnix(payout.created),
    })
    .onConflictDoNothing({ target: payouts.stripePayoutId })
    .returning();
  let stored = inserted;
  if (!stored) {
    const [existing] = await tx.select().from(payouts).where(eq(payouts.stripePayoutId, payout.id)).for("update");
    stored = existing!;
    if ((PAYOUT_STATUS_RANK[payout.status] ?? 0) > (PAYOUT_STATUS_RANK[existing!.status] ?? 0)) {
      [stored] = await tx.update(payouts).set({ status: payout.status }).where(eq(payouts.id, existing!.id)).returning();
    }
  }
  // Its creator hears of its outcome once (the mail is unique per payout and kind).
  if (stored!.status === "paid" || stored!.status === "failed") {
    await mailPayout(tx, mail, {
      creatorProfileId: account.creatorProfileId,
      payoutId: stored!.id,
      status: stored!.status,
      amountCents: stored!.amountCents,
      currency: payout.currency,
      arrivalAt: stored!.arrivalAt,
    });
  }
  if (payout.status === "paid") {
    await recordPayout(tx, {
      creatorProfileId: account.creatorProfileId,
      stripePayoutId: payout.id,
      amountCents: payout.amount,
      occurredAt: fromUnix(payout.arrival_date),
    });
  }
}
