/**
 * The built-in test payment provider: a small payment company inside the app,
 * for `npm start` with no account and for the tests. It keeps its own books
 * (the test_payment_* tables, read by nothing outside this folder), bills like
 * Stripe Billing (./billing.ts) at its own clock (./clock.ts), answers with
 * Stripe-shaped objects (./shapes.ts) and reports every change as a Stripe
 * event signed with Stripe's scheme, POSTed to the app's webhook by a job, so
 * the app verifies and processes its events exactly as it does Stripe's.
 *
 * A change of tier changes the subscription's price: an upgrade invoices the
 * prorated difference at once and charges the card on file (Stripe's
 * proration_behavior "always_invoice"), a downgrade only changes the price the
 * next renewal bills ("none"); both keep the tier in the metadata as the Stripe
 * provider does (../tier-metadata.ts).
 *
 * A Paw Bazar order is paid by a PaymentIntent of its own (./payment-intents.ts),
 * confirmed with the same test cards through the same confirm endpoint.
 *
 * Test cards (./cards.ts): 4242 4242 4242 4242 succeeds; 4000 0000 0000 0341
 * succeeds now and fails at the next renewal; 4000 0000 0000 0002 and any other
 * number is declined.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type Stripe from "stripe";
import { PLATFORM_FEE_PERCENT } from "@shared/constants/money";
import {
  testPaymentAccounts,
  testPaymentEvents,
  testPaymentInvoices,
  testPaymentSubscriptions,
} from "../../db/schema";
import { deriveKey } from "../../secrets";
import type { Config } from "../../config";
import type { Db, DbOrTx } from "../../db";
import type { JobQueue } from "../../jobs/queue";
import { PAYMENT_WEBHOOK_PATH, PaymentProviderError, type PaymentCollection, type PaymentProvider, type Upgrade } from "../provider";
import { tierMetadata } from "../tier-metadata";
import { signStripePayload, verifyStripeSignature } from "../signature";
import {
  emitSubscription,
  endSubscription,
  latestInvoiceId,
  lockSubscription,
  runBillingCycle,
  updateInvoice,
  updateSubscription,
  type BooksDeps,
} from "./billing";
import { acceptsFirstCharge, acceptsRecurringCharge, DECLINE_MESSAGE, normalizeCardNumber } from "./cards";
import { clockNow, moveClock } from "./clock";
import { emitEvent } from "./events";
import { derivedId, newClientSecret, newTestId } from "./ids";
import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  findPaymentIntent,
  refundPaymentIntentCharge,
} from "./payment-intents";
import { closeDispute } from "./disputes";
import { invoiceChargeObject, invoiceObject, paymentIntentChargeObject } from "./objects";
import { recordRefund } from "./refunds";
import { invoicePaymentIntentId, isFirstInvoice, stripeAccount, stripeInvoicePaymentIntent, stripePaymentIntent, stripeSubscription, type TestSubscriptionRow } from "./shapes";
import { addMonthsUtc, DAY_MS, prorationCents, unix, unixOrNull as unixOrNullOf } from "./time";

/** The simulated onboarding page of a payout account: GET shows it to the owner, its POST marks the account onboarded and goes back. */
export const TEST_ONBOARDING_PATH = "/api/payments/test/onboarding";

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: "test";
  /** The provider's clock: the real time plus the offset the staff advanced it by. */
  now(): Promise<Date>;
  /** The app's subscription or order that a client secret pays for, or null for an unknown secret. */
  findPayment(clientSecret: string): Promise<{ appSubscriptionId: string | null; appOrderId: string | null } | null>;
  /** Pays the open first invoice (or an order's PaymentIntent) with a test card: "declined" leaves it open for another try. */
  confirmPayment(clientSecret: string, cardNumber: string): Promise<"succeeded" | "declined">;
  /** Moves the clock a day at a time, running the billing cycle at each step; answers the new time. */
  advanceClock(days: number): Promise<Date>;
  runBillingCycle(): Promise<void>;
  /**
   * The simulated onboarding: marks the account's details submitted (account.updated) with the bank account
   * number typed (its last four digits kept: …0002 refuses every payout); false for an unknown account.
   */
  completeOnboarding(accountId: string, bankAccountNumber?: string): Promise<boolean>;
  /** Staff's test control: settles a cardholder's open dispute (4000 0000 0000 0259) as won or lost; null for an unknown one. */
  closeDispute(disputeId: string, outcome: "won" | "lost"): Promise<Stripe.Dispute | null>;
  /** Events not yet delivered, oldest first, as the JSON bodies delivery sends. */
  undeliveredEvents(): Promise<{ id: string; body: string }[]>;
  /** The Stripe-Signature header for a body, signed now with the provider's webhook secret. */
  signPayload(body: string): string;
  /** POSTs the event to the app's webhook; throws unless it answers 2xx (the delivery job then retries). */
  deliverEvent(eventId: string): Promise<void>;
  markDelivered(eventIds: string[]): Promise<void>;
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === "test";
}

export interface TestProviderDeps {
  db: Db;
  jobs: JobQueue;
  config: Config;
  sessionSecret: string;
}

/** The webhook secret of the test provider: derived from the session secret, so both ends know it without configuration. */
const testWebhookSecret = (sessionSecret: string): string =>
  `whsec_${deriveKey(sessionSecret, "test-payments-webhook").toString("base64url")}`;

export function createTestProvider(deps: TestProviderDeps): TestPaymentProvider {
  const { db, config } = deps;
  const books: BooksDeps = { db, jobs: deps.jobs };
  const webhookSecret = testWebhookSecret(deps.sessionSecret);

  async function loadSubscription(id: string) {
    const [row] = await db.select().from(testPaymentSubscriptions).where(eq(testPaymentSubscriptions.id, id));
    if (!row) throw new PaymentProviderError(404, `No such subscription: ${id}`, "resource_missing", false);
    return row;
  }

  async function loadInvoice(where: SQL) {
    const [row] = await db
      .select({ invoice: testPaymentInvoices, subscription: testPaymentSubscriptions })
      .from(testPaymentInvoices)
      .innerJoin(testPaymentSubscriptions, eq(testPaymentSubscriptions.id, testPaymentInvoices.subscriptionId))
      .where(where);
    return row;
  }

  /** The open first invoice of an incomplete subscription: what the subscribe dialog pays. */
  async function openFirstInvoice(subscriptionId: string) {
    const subscription = await loadSubscription(subscriptionId);
    if (subscription.status !== "incomplete") return null;
    const [invoice] = await db
      .select()
      .from(testPaymentInvoices)
      .where(and(eq(testPaymentInvoices.subscriptionId, subscriptionId), eq(testPaymentInvoices.status, "open")))
      .orderBy(asc(testPaymentInvoices.createdAt))
      .limit(1);
    return invoice && isFirstInvoice(invoice, subscription) ? invoice : null;
  }

  const collection = (clientSecret: string): PaymentCollection => ({ provider: "test", clientSecret });

  /** A running subscription, locked for a change of its price (Stripe refuses to change an ended one). */
  async function lockChangeable(tx: DbOrTx, id: string) {
    const subscription = await lockSubscription(tx, id);
    if (!subscription) throw new PaymentProviderError(404, `No such subscription: ${id}`, "resource_missing", false);
    if (subscription.status !== "active" && subscription.status !== "past_due") {
      throw new PaymentProviderError(409, "This subscription has already ended.", "subscription_ended", false);
    }
    return subscription;
  }

  /** The prorated difference an upgrade charges, for a proration date inside the current period (as Stripe requires). */
  function upgradeCents(subscription: TestSubscriptionRow, input: Upgrade): number {
    const { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd } = subscription;
    // In whole seconds, as Stripe counts (the books keep milliseconds).
    const at = unix(input.prorationDate);
    if (!periodStart || !periodEnd || at < unix(periodStart) || at >= unix(periodEnd)) {
      throw new PaymentProviderError(400, "The proration date must be within the current period.", "parameter_invalid", false);
    }
    return prorationCents({ fromCents: subscription.amountCents, toCents: input.amountCents, periodStart, periodEnd, at: input.prorationDate });
  }

  async function markDelivered(eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    await db
      .update(testPaymentEvents)
      .set({ deliveredAt: new Date() })
      .where(and(inArray(testPaymentEvents.id, eventIds), isNull(testPaymentEvents.deliveredAt)));
  }

  /** Where deliveries go: the public address, or straight to the local port behind a proxy (as sign-in does). */
  function webhookTarget(): { url: string; headers: Record<string, string> } {
    if (!config.trustProxy) return { url: `${config.publicUrl}${PAYMENT_WEBHOOK_PATH}`, headers: {} };
    const publicUrl = new URL(config.publicUrl);
    return {
      url: `http://127.0.0.1:${config.port}${PAYMENT_WEBHOOK_PATH}`,
      headers: { "x-forwarded-proto": publicUrl.protocol.replace(":", ""), "x-forwarded-host": publicUrl.host },
    };
  }

  return {
    kind: "test",
    publishableKey: null,

    now: () => clockNow(db),

    async startSubscription(input) {
      return db.transaction(async (tx) => {
        const now = await clockNow(tx);
        const subscriptionId = newTestId("sub");
        const customerId = input.customerId ?? newTestId("cus");
        const [subscription] = await tx
          .insert(testPaymentSubscriptions)
          .values({
            id: subscriptionId,
            customerId,
            amountCents: input.amountCents,
            status: "incomplete",
            currentPeriodStart: now,
            currentPeriodEnd: addMonthsUtc(now, 1),
            destinationAccountId: input.destinationAccountId,
            applicationFeePercent: PLATFORM_FEE_PERCENT,
            metadata: { subscriptionId: input.subscriptionId, creatorProfileId: input.creator.profileId, fanId: input.fan.id },
            createdAt: now,
          })
          .returning();
        const invoiceId = newTestId("in");
        // The first invoice is finalized at once (Stripe's default_incomplete); its PaymentIntent's secret pays it.
        const clientSecret = newClientSecret(invoicePaymentIntentId({ id: invoiceId }));
        await tx.insert(testPaymentInvoices).values({
          id: invoiceId,
          subscriptionId,
          amountCents: input.amountCents,
          status: "open",
          clientSecret,
          finalizedAt: subscription!.createdAt,
          periodStart: now,
          periodEnd: addMonthsUtc(now, 1),
          // The same moment as the subscription's: that is how the first invoice is known (shapes.ts).
          createdAt: subscription!.createdAt,
        });
        await emitSubscription(tx, books, now, "customer.subscription.created", subscription!);
        return { stripeSubscriptionId: subscriptionId, stripeCustomerId: customerId, collection: collection(clientSecret) };
      });
    },

    async pendingCollection(stripeSubscriptionId) {
      const invoice = await openFirstInvoice(stripeSubscriptionId);
      return invoice ? collection(invoice.clientSecret) : null;
    },

    async setCancelAtPeriodEnd(stripeSubscriptionId, cancel) {
      await db.transaction(async (tx) => {
        const now = await clockNow(tx);
        const subscription = await lockSubscription(tx, stripeSubscriptionId);
        if (!subscription) throw new PaymentProviderError(404, `No such subscription: ${stripeSubscriptionId}`, "resource_missing", false);
        if (subscription.status !== "active" && subscription.status !== "past_due") {
          throw new PaymentProviderError(409, "This subscription has already ended.", "subscription_ended", false);
        }
        if (subscription.cancelAtPeriodEnd === cancel) return;
        // Stripe's canceled_at tells when the cancel was asked for; resuming clears it.
        const updated = await updateSubscription(tx, subscription.id, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null });
        await emitSubscription(tx, books, now, "customer.subscription.updated", updated, {
          cancel_at_period_end: !cancel,
          canceled_at: unixOrNullOf(subscription.canceledAt),
        });
      });
    },

    async cancelNow(stripeSubscriptionId) {
      await db.transaction(async (tx) => {
        const now = await clockNow(tx);
        const subscription = await lockSubscription(tx, stripeSubscriptionId);
        if (!subscription) throw new PaymentProviderError(404, `No such subscription: ${stripeSubscriptionId}`, "resource_missing", false);
        if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return;
        await endSubscription(tx, books, now, subscription, "void");
      });
    },

    async refund(stripeChargeId, amountCents) {
      const found = await loadInvoice(eq(testPaymentInvoices.chargeId, stripeChargeId));
      // Not an invoice's: an order's PaymentIntent's charge (or none at all).
      if (!found) return refundPaymentIntentCharge(books, stripeChargeId, amountCents);
      await db.transaction(async (tx) => {
        const now = await clockNow(tx);
        await lockSubscription(tx, found.subscription.id);
        const [invoice] = await tx.select().from(testPaymentInvoices).where(eq(testPaymentInvoices.id, found.invoice.id)).for("update");
        const left = invoice!.amountCents - invoice!.amountRefundedCents;
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left) {
          throw new PaymentProviderError(
            409,
            left === 0 ? "This charge has already been refunded." : "The amount is larger than what is left on this charge.",
            left === 0 ? "charge_already_refunded" : "amount_too_large",
            false,
          );
        }
        const refunded = await updateInvoice(tx, invoice!.id, { amountRefundedCents: invoice!.amountRefundedCents + amountCents });
        await recordRefund(tx, books.jobs, now, { chargeId: stripeChargeId, paymentIntentId: invoicePaymentIntentId(invoice!), amountCents });
        await emitEvent(tx, books.jobs, now, "charge.refunded", await invoiceChargeObject(tx, refunded, found.subscription), {
          previousAttributes: { amount_refunded: invoice!.amountRefundedCents },
        });
      });
    },

    async previewUpgrade(input) {
      const subscription = await loadSubscription(input.stripeSubscriptionId);
      return { amountDueCents: upgradeCents(subscription, input) };
    },

    async upgrade(input) {
      return db.transaction(async (tx) => {
        const now = await clockNow(tx);
        const subscription = await lockChangeable(tx, input.stripeSubscriptionId);
        const amountCents = upgradeCents(subscription, input);
        const previous = { items: stripeSubscription(subscription, null).items, metadata: metadataOf(subscription) };
        // Charged to the card on file at once; a declined card changes nothing.
        if (!acceptsRecurringCharge(subscription.cardNumber)) {
          throw new PaymentProviderError(402, DECLINE_MESSAGE, "card_declined", false);
        }
        const upgraded = await updateSubscription(tx, subscription.id, {
          amountCents: input.amountCents,
          metadata: { ...metadataOf(subscription), ...tierMetadata(input.tierId, input.prorationDate) },
        });
        await emitSubscription(tx, books, now, "customer.subscription.updated", upgraded, previous);
        if (amountCents > 0) {
          const id = newTestId("in");
          const [invoice] = await tx
            .insert(testPaymentInvoices)
            .values({
              id,
              subscriptionId: subscription.id,
              amountCents,
              status: "paid",
              clientSecret: newClientSecret(invoicePaymentIntentId({ id })),
              chargeId: newTestId("ch"),
              finalizedAt: now,
              attemptCount: 1,
              periodStart: input.prorationDate,
              periodEnd: subscription.currentPeriodEnd!,
              billingReason: "subscription_update",
              paidAt: now,
              createdAt: now,
            })
            .returning();
          await emitEvent(tx, books.jobs, now, "charge.succeeded", await invoiceChargeObject(tx, invoice!, upgraded));
          await emitEvent(tx, books.jobs, now, "invoice.paid", await invoiceObject(tx, invoice!, upgraded));
        }
        return { status: "paid" as const, amountCents };
      });
    },

    async changePriceFrom(input) {
      return db.transaction(async (tx) => {
        const now = await clockNow(tx);
        const subscription = await lockChangeable(tx, input.stripeSubscriptionId);
        // In whole seconds, as its Stripe-shaped subscription tells the period (the books keep milliseconds).
        const from = input.from === "period_end" ? new Date(unix(subscription.currentPeriodEnd!) * 1000) : input.from;
        const previous = { items: stripeSubscription(subscription, null).items, metadata: metadataOf(subscription) };
        const changed = await updateSubscription(tx, subscription.id, {
          amountCents: input.amountCents,
          metadata: { ...metadataOf(subscription), ...tierMetadata(input.tierId, from) },
        });
        await emitSubscription(tx, books, now, "customer.subscription.updated", changed, previous);
        return { from };
      });
    },

    async retrieveSubscription(stripeSubscriptionId) {
      const subscription = await loadSubscription(stripeSubscriptionId);
      return stripeSubscription(subscription, await latestInvoiceId(db, subscription.id));
    },

    async retrieveInvoice(stripeInvoiceId) {
      const found = await loadInvoice(eq(testPaymentInvoices.id, stripeInvoiceId));
      if (!found) throw new PaymentProviderError(404, `No such invoice: ${stripeInvoiceId}`, "resource_missing", false);
      return invoiceObject(db, found.invoice, found.subscription, { expandPaymentIntent: true });
    },

    async retrieveCharge(stripeChargeId) {
      const found = await loadInvoice(eq(testPaymentInvoices.chargeId, stripeChargeId));
      if (found) return invoiceChargeObject(db, found.invoice, found.subscription);
      const intent = await findPaymentIntent(db, { chargeId: stripeChargeId });
      if (!intent?.chargeId) throw new PaymentProviderError(404, `No such charge: ${stripeChargeId}`, "resource_missing", false);
      return paymentIntentChargeObject(db, intent);
    },

    createOrderPayment: (input) => createPaymentIntent(books, input),

    async retrievePaymentIntent(id) {
      const intent = await findPaymentIntent(db, { id });
      if (!intent) {
        // An invoice's PaymentIntent: its id is the invoice's, with Stripe's pi_ prefix.
        const invoice = await loadInvoice(eq(testPaymentInvoices.id, derivedId("in", id)));
        if (invoice && invoicePaymentIntentId(invoice.invoice) === id) return stripeInvoicePaymentIntent(invoice.invoice, invoice.subscription);
      }
      if (!intent) throw new PaymentProviderError(404, `No such payment_intent: ${id}`, "resource_missing", false);
      return stripePaymentIntent(intent);
    },

    cancelOrderPayment: (id) => cancelPaymentIntent(books, id),

    async createPayoutAccount(input) {
      return db.transaction(async (tx) => {
        const now = await clockNow(tx);
        const id = newTestId("acct");
        await tx.insert(testPaymentAccounts).values({ id, createdAt: now });
        // The creator's running subscriptions are paid to the new account from now on.
        await tx
          .update(testPaymentSubscriptions)
          .set({ destinationAccountId: id })
          .where(
            and(
              isNull(testPaymentSubscriptions.destinationAccountId),
              sql`${testPaymentSubscriptions.metadata} ->> 'creatorProfileId' = ${input.creatorProfileId}`,
            ),
          );
        return { stripeAccountId: id };
      });
    },

    async onboardingLink({ stripeAccountId, returnUrl }) {
      return `${config.publicUrl}${TEST_ONBOARDING_PATH}/${encodeURIComponent(stripeAccountId)}?return=${encodeURIComponent(returnUrl)}`;
    },

    async retrieveAccount(stripeAccountId) {
      const [account] = await db.select().from(testPaymentAccounts).where(eq(testPaymentAccounts.id, stripeAccountId));
      if (!account) throw new PaymentProviderError(404, `No such account: ${stripeAccountId}`, "resource_missing", false);
      return stripeAccount(account);
    },

    verifyEvent(rawBody, signatureHeader): Stripe.Event {
      return verifyStripeSignature(rawBody, signatureHeader, webhookSecret);
    },

    async findPayment(clientSecret) {
      const intent = await findPaymentIntent(db, { clientSecret });
      if (intent) {
        const orderId = (intent.metadata as Record<string, string>).orderId;
        return { appSubscriptionId: null, appOrderId: typeof orderId === "string" ? orderId : null };
      }
      const found = await loadInvoice(eq(testPaymentInvoices.clientSecret, clientSecret));
      if (!found) return null;
      const id = (found.subscription.metadata as Record<string, string>).subscriptionId;
      return { appSubscriptionId: typeof id === "string" ? id : null, appOrderId: null };
    },

    async confirmPayment(clientSecret, cardNumber) {
      const card = normalizeCardNumber(cardNumber);
      const intent = await findPaymentIntent(db, { clientSecret });
      if (intent) return confirmPaymentIntent(books, intent.id, card);
      const found = await loadInvoice(eq(testPaymentInvoices.clientSecret, clientSecret));
      if (!found) throw new PaymentProviderError(404, "No such payment", "resource_missing", false);
      return db.transaction(async (tx) => {
        const now = await clockNow(tx);
        // Subscription first, then its invoice: the order every change of the books locks in.
        const subscription = await lockSubscription(tx, found.subscription.id);
        const [invoice] = await tx.select().from(testPaymentInvoices).where(eq(testPaymentInvoices.id, found.invoice.id)).for("update");
        if (!subscription || !invoice || !isFirstInvoice(invoice, subscription)) {
          throw new PaymentProviderError(404, "No such payment", "resource_missing", false);
        }
        // Confirming twice (a double click, a retried request) is one payment.
        if (invoice.status === "paid") return "succeeded";
        if (invoice.status !== "open" || subscription.status !== "incomplete") {
          throw new PaymentProviderError(409, "This payment is no longer open.", "invoice_not_open", false);
        }
        if (!acceptsFirstCharge(card)) {
          const failed = await updateInvoice(tx, invoice.id, { attemptCount: invoice.attemptCount + 1 });
          await emitEvent(tx, books.jobs, now, "invoice.payment_failed", await invoiceObject(tx, failed, subscription));
          return "declined";
        }
        // The month starts when it is paid for.
        const periodEnd = addMonthsUtc(now, 1);
        const paid = await updateInvoice(tx, invoice.id, {
          status: "paid",
          chargeId: newTestId("ch"),
          paidAt: now,
          attemptCount: invoice.attemptCount + 1,
          periodStart: now,
          periodEnd,
        });
        const active = await updateSubscription(tx, subscription.id, {
          status: "active",
          cardNumber: card,
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
        });
        await emitEvent(tx, books.jobs, now, "charge.succeeded", await invoiceChargeObject(tx, paid, active));
        await emitEvent(tx, books.jobs, now, "invoice.paid", await invoiceObject(tx, paid, active));
        await emitSubscription(tx, books, now, "customer.subscription.updated", active, { status: "incomplete" });
        return "succeeded";
      });
    },

    async advanceClock(days) {
      let now = await clockNow(db);
      for (let day = 0; day < days; day++) {
        now = await moveClock(db, DAY_MS / 1000);
        await runBillingCycle(books);
      }
      return now;
    },

    runBillingCycle: () => runBillingCycle(books),

    closeDispute: (disputeId, outcome) => closeDispute(books, disputeId, outcome),

    async completeOnboarding(accountId, bankAccountNumber) {
      return db.transaction(async (tx) => {
        const now = await clockNow(tx);
        const [account] = await tx.select().from(testPaymentAccounts).where(eq(testPaymentAccounts.id, accountId)).for("update");
        if (!account) return false;
        if (account.detailsSubmitted) return true;
        const [updated] = await tx
          .update(testPaymentAccounts)
          .set({ detailsSubmitted: true, bankAccountLast4: bankAccountLast4(bankAccountNumber) })
          .where(eq(testPaymentAccounts.id, accountId))
          .returning();
        await emitEvent(tx, books.jobs, now, "account.updated", stripeAccount(updated!), {
          previousAttributes: { details_submitted: false, payouts_enabled: false, charges_enabled: false },
          account: accountId,
        });
        return true;
      });
    },

    async undeliveredEvents() {
      const rows = await db
        .select({ id: testPaymentEvents.id, payload: testPaymentEvents.payload })
        .from(testPaymentEvents)
        .where(isNull(testPaymentEvents.deliveredAt))
        .orderBy(asc(testPaymentEvents.id));
      return rows.map((row) => ({ id: row.id, body: JSON.stringify(row.payload) }));
    },

    signPayload: (body) => signStripePayload(body, webhookSecret),

    async deliverEvent(eventId) {
      const [event] = await db.select().from(testPaymentEvents).where(eq(testPaymentEvents.id, eventId));
      if (!event || event.deliveredAt) return;
      const body = JSON.stringify(event.payload);
      const target = webhookTarget();
      const response = await fetch(target.url, {
        method: "POST",
        headers: { ...target.headers, "content-type": "application/json", "stripe-signature": signStripePayload(body, webhookSecret) },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`The webhook answered ${response.status} to event ${eventId}: ${await response.text()}`);
      await markDelivered([eventId]);
    },

    markDelivered,
  };
}

/** The digits typed as the bank account's number, its last four kept; Stripe's succeeding test number when none. */
function bankAccountLast4(typed: string | undefined): string {
  const digits = (typed ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(-4) : "6789";
}

const metadataOf = (subscription: TestSubscriptionRow): Record<string, string> => subscription.metadata as Record<string, string>;
