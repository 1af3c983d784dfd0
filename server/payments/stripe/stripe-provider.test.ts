/**
 * The Stripe provider through the official SDK against the offline stand-in:
 * what it sends for each method, and what it makes of Stripe's answers and errors.
 */
import crypto from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentProviderError, type PaymentProvider, type StartSubscription } from "../provider";
import { invoiceChargeId, subscriptionPeriod } from "../stripe-objects";
import { PAYMENTS_UNAVAILABLE, SUBSCRIPTION_ENDED } from "./errors";
import { createStripeProvider, productIdOf } from "./index";
import { startStripeStandIn, TEST_CARDS, type StripeStandIn } from "../../test/stripe-stand-in";

const SECRET_KEY = "sk_test_standin_provider";
const WEBHOOK_SECRET = "whsec_standin_provider";

let standIn: StripeStandIn;
let provider: PaymentProvider;
beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  provider = createStripeProvider({ secretKey: SECRET_KEY, publishableKey: "pk_test_standin", webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url });
});
afterAll(() => standIn?.close());

function newSubscription(overrides: Partial<StartSubscription> = {}): StartSubscription {
  return {
    subscriptionId: crypto.randomUUID(),
    fan: { id: crypto.randomUUID(), email: "fan@example.com", name: "Fan Fiona" },
    creator: { profileId: crypto.randomUUID(), petName: "Mochi" },
    amountCents: 999,
    destinationAccountId: null,
    customerId: null,
    ...overrides,
  };
}

/** The requests made while running `action`. */
async function requestsDuring<T>(action: () => Promise<T>): Promise<{ result: T; requests: StripeStandIn["requests"] }> {
  const before = standIn.requests.length;
  const result = await action();
  return { result, requests: standIn.requests.slice(before) };
}

async function paidSubscription(overrides: Partial<StartSubscription> = {}) {
  const started = await provider.startSubscription(newSubscription(overrides));
  expect(standIn.confirmPayment(started.collection.clientSecret, TEST_CARDS.succeeds)).toEqual({ status: "succeeded" });
  const subscription = await provider.retrieveSubscription(started.stripeSubscriptionId);
  const invoice = await provider.retrieveInvoice(subscription.latest_invoice as string);
  return { started, subscription, invoice, chargeId: invoiceChargeId(invoice) as string };
}

async function payoutAccount(): Promise<string> {
  const { stripeAccountId } = await provider.createPayoutAccount({ creatorProfileId: crypto.randomUUID(), email: "pawpal@example.com" });
  return stripeAccountId;
}

describe("startSubscription", () => {
  it("creates the customer, the creator's product and an incomplete subscription whose first invoice the Payment Element confirms", async () => {
    const input = newSubscription();
    const { result, requests } = await requestsDuring(() => provider.startSubscription(input));

    expect(requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      "POST /v1/customers 200",
      `GET /v1/products/${productIdOf(input.creator.profileId)} 404`,
      "POST /v1/products 200",
      "POST /v1/subscriptions 200",
    ]);
    const [customer, , product, subscription] = requests;
    expect(customer.params).toEqual({ email: "fan@example.com", name: "Fan Fiona", metadata: { userId: input.fan.id } });
    expect(customer.idempotencyKey).toBe(`pawfans-customer-${input.subscriptionId}`);
    expect(product.params).toEqual({
      id: `pawfans_creator_${input.creator.profileId}`,
      name: "Mochi on PawFans",
      metadata: { creatorProfileId: input.creator.profileId },
    });
    expect(subscription.params).toEqual({
      customer: result.stripeCustomerId,
      items: [
        {
          price_data: {
            currency: "usd",
            product: `pawfans_creator_${input.creator.profileId}`,
            unit_amount: "999",
            recurring: { interval: "month" },
          },
        },
      ],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      metadata: { subscriptionId: input.subscriptionId, creatorProfileId: input.creator.profileId },
      expand: ["latest_invoice.confirmation_secret"],
    });
    expect(subscription.idempotencyKey).toBe(`pawfans-subscription-${input.subscriptionId}`);
    expect(requests.every((r) => r.stripeVersion === "2026-10-28.endive")).toBe(true);

    expect(result).toEqual({
      stripeSubscriptionId: expect.stringMatching(/^sub_/),
      stripeCustomerId: expect.stringMatching(/^cus_/),
      collection: { provider: "stripe", clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) },
    });
    const stored = await provider.retrieveSubscription(result.stripeSubscriptionId);
    expect(stored).toMatchObject({
      status: "incomplete",
      customer: result.stripeCustomerId,
      metadata: { subscriptionId: input.subscriptionId, creatorProfileId: input.creator.profileId },
      application_fee_percent: null,
      transfer_data: null,
    });
    expect(stored.items.data[0].price).toMatchObject({ unit_amount: 999, currency: "usd", recurring: { interval: "month" } });
  });

  it("sends the charge to the creator's payout account minus the platform's 20%, reusing the fan's customer and the creator's product", async () => {
    const destination = await payoutAccount();
    const first = newSubscription({ destinationAccountId: destination });
    const started = await provider.startSubscription(first);

    const second = newSubscription({
      fan: first.fan,
      creator: first.creator,
      destinationAccountId: destination,
      customerId: started.stripeCustomerId,
      amountCents: 1999,
    });
    const { result, requests } = await requestsDuring(() => provider.startSubscription(second));
    // The fan's customer is looked up, the product known: no second customer, no second product.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/customers/${started.stripeCustomerId}`, "POST /v1/subscriptions"]);
    expect(requests[1].params).toMatchObject({
      customer: started.stripeCustomerId,
      items: [{ price_data: { unit_amount: "1999" } }],
      transfer_data: { destination },
      application_fee_percent: "20",
    });
    expect(result.stripeCustomerId).toBe(started.stripeCustomerId);
    expect(await provider.retrieveSubscription(result.stripeSubscriptionId)).toMatchObject({
      application_fee_percent: 20,
      transfer_data: { destination },
    });
  });

  it("finds the creator's product again in a new process, and brings back an archived or renamed one", async () => {
    const input = newSubscription();
    await provider.startSubscription(input);
    const fresh = createStripeProvider({ secretKey: SECRET_KEY, publishableKey: "pk_test_standin", webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url });
    const renamed = newSubscription({ creator: { profileId: input.creator.profileId, petName: "Mochi the Brave" } });
    const { requests } = await requestsDuring(() => fresh.startSubscription(renamed));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/customers",
      `GET /v1/products/${productIdOf(input.creator.profileId)}`,
      `POST /v1/products/${productIdOf(input.creator.profileId)}`,
      "POST /v1/subscriptions",
    ]);
    expect(requests[2].params).toEqual({ active: "true", name: "Mochi the Brave on PawFans" });
  });

  it("starts a new customer when the saved one is gone", async () => {
    const { result, requests } = await requestsDuring(() => provider.startSubscription(newSubscription({ customerId: "cus_deleted_elsewhere" })));
    expect(requests.slice(0, 2).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      "GET /v1/customers/cus_deleted_elsewhere 404",
      "POST /v1/customers 200",
    ]);
    expect(result.stripeCustomerId).not.toBe("cus_deleted_elsewhere");
  });

  it("is idempotent: a retry for the same subscription id gets the same Stripe subscription", async () => {
    const input = newSubscription();
    const first = await provider.startSubscription(input);
    const { result, requests } = await requestsDuring(() => provider.startSubscription(input));
    expect(result).toEqual(first);
    const creates = requests.filter((r) => r.method === "POST");
    expect(creates.map((r) => [r.path, r.replayed])).toEqual([
      ["/v1/customers", true],
      ["/v1/subscriptions", true],
    ]);
  });
});

describe("pendingCollection", () => {
  it("gives the open first invoice's client secret again, and nothing once it is paid", async () => {
    const started = await provider.startSubscription(newSubscription());
    expect(await provider.pendingCollection(started.stripeSubscriptionId)).toEqual(started.collection);
    const declined = standIn.confirmPayment(started.collection.clientSecret, TEST_CARDS.declined);
    expect(declined).toEqual({ status: "requires_payment_method", error: "Your card was declined." });
    // A declined card leaves the invoice open for a second attempt with the same secret.
    expect(await provider.pendingCollection(started.stripeSubscriptionId)).toEqual(started.collection);
    standIn.confirmPayment(started.collection.clientSecret, TEST_CARDS.succeeds);
    expect(await provider.pendingCollection(started.stripeSubscriptionId)).toBeNull();
    const request = standIn.requestsTo("GET", `/v1/subscriptions/${started.stripeSubscriptionId}`).at(-1);
    expect(request?.params).toEqual({ expand: ["latest_invoice.confirmation_secret"] });
  });
});

describe("a paid subscription as Stripe reports it", () => {
  it("is active for a month, and its invoice leads to its subscription and its charge", async () => {
    const { started, subscription, invoice, chargeId } = await paidSubscription();
    expect(subscription.status).toBe("active");
    expect(subscription.default_payment_method).toMatch(/^pm_/);
    const period = subscriptionPeriod(subscription);
    const start = period?.start as Date;
    const end = period?.end as Date;
    const monthLater = new Date(start);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(end.getUTCDate()).toBe(Math.min(start.getUTCDate(), end.getUTCDate()));
    expect(end.getUTCMonth()).toBe(monthLater.getUTCMonth());

    expect(invoice).toMatchObject({
      status: "paid",
      amount_paid: 999,
      billing_reason: "subscription_create",
      parent: { subscription_details: { subscription: started.stripeSubscriptionId, metadata: subscription.metadata } },
    });
    // Asked with the payments' payment intents expanded: their latest charge is the invoice's charge.
    expect(standIn.requestsTo("GET", `/v1/invoices/${invoice.id}`).at(-1)?.params).toEqual({ expand: ["payments.data.payment.payment_intent"] });
    expect(chargeId).toMatch(/^ch_/);
    const charge = await provider.retrieveCharge(chargeId);
    expect(charge).toMatchObject({ amount: 999, status: "succeeded", paid: true, amount_refunded: 0, refunded: false });
  });
});

describe("cancel at period end, resume, cancel now", () => {
  it("sets and clears cancel_at_period_end", async () => {
    const { started, subscription } = await paidSubscription();
    const id = started.stripeSubscriptionId;
    await provider.setCancelAtPeriodEnd(id, true);
    expect(await provider.retrieveSubscription(id)).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0].current_period_end,
    });
    await provider.setCancelAtPeriodEnd(id, false);
    expect(await provider.retrieveSubscription(id)).toMatchObject({ status: "active", cancel_at_period_end: false, cancel_at: null });
    expect(standIn.requestsTo("POST", `/v1/subscriptions/${id}`).map((r) => r.params)).toEqual([
      { cancel_at_period_end: "true" },
      { cancel_at_period_end: "false" },
    ]);
  });

  it("ends a subscription now, and again without complaint; an ended one cannot be resumed", async () => {
    const { started } = await paidSubscription();
    const id = started.stripeSubscriptionId;
    await provider.cancelNow(id);
    expect(await provider.retrieveSubscription(id)).toMatchObject({ status: "canceled", ended_at: expect.any(Number) });
    expect(standIn.requestsTo("DELETE", `/v1/subscriptions/${id}`)).toHaveLength(1);

    await expect(provider.cancelNow(id)).resolves.toBeUndefined();
    const error = await provider.setCancelAtPeriodEnd(id, false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 409, code: "subscription_ended", message: SUBSCRIPTION_ENDED });
  });

  it("gives up an incomplete subscription: its open invoice is voided", async () => {
    const started = await provider.startSubscription(newSubscription());
    await provider.cancelNow(started.stripeSubscriptionId);
    const subscription = await provider.retrieveSubscription(started.stripeSubscriptionId);
    expect(subscription.status).toBe("canceled");
    expect((await provider.retrieveInvoice(subscription.latest_invoice as string)).status).toBe("void");
    expect(await provider.pendingCollection(started.stripeSubscriptionId)).toBeNull();
  });

  it("reports a subscription Stripe never had as not found", async () => {
    const error = await provider.cancelNow("sub_unknown").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 404, code: "resource_missing", message: "No such subscription: 'sub_unknown'" });
  });
});

describe("refund", () => {
  it("refunds part of a destination charge, taking back the creator's transfer and the platform's fee in proportion", async () => {
    const { chargeId } = await paidSubscription({ destinationAccountId: await payoutAccount() });
    await provider.refund(chargeId, 300);
    expect(standIn.requestsTo("POST", "/v1/refunds").at(-1)?.params).toEqual({
      charge: chargeId,
      amount: "300",
      reverse_transfer: "true",
      refund_application_fee: "true",
    });
    expect(await provider.retrieveCharge(chargeId)).toMatchObject({ amount_refunded: 300, refunded: false });

    const tooMuch = await provider.refund(chargeId, 700).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(PaymentProviderError);
    expect(tooMuch).toMatchObject({ status: 409, code: "amount_too_large", message: "The amount is larger than what is left on this charge." });

    await provider.refund(chargeId, 699);
    expect(await provider.retrieveCharge(chargeId)).toMatchObject({ amount_refunded: 999, refunded: true });
    await expect(provider.refund(chargeId, 1)).rejects.toMatchObject({
      status: 409,
      code: "charge_already_refunded",
      message: "This charge has already been refunded.",
    });
  });

  it("refunds a platform charge (no payout account) without transfer parameters", async () => {
    const { chargeId } = await paidSubscription();
    await provider.refund(chargeId, 999);
    expect(standIn.requestsTo("POST", "/v1/refunds").at(-1)?.params).toEqual({ charge: chargeId, amount: "999" });
    expect(await provider.retrieveCharge(chargeId)).toMatchObject({ amount_refunded: 999, refunded: true });
  });
});

describe("payout accounts", () => {
  it("creates an Express account with transfers and card payments, and its onboarding link", async () => {
    const creatorProfileId = crypto.randomUUID();
    const { result, requests } = await requestsDuring(() => provider.createPayoutAccount({ creatorProfileId, email: "pawpal@example.com" }));
    expect(result.stripeAccountId).toMatch(/^acct_/);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/accounts",
      params: {
        type: "express",
        email: "pawpal@example.com",
        capabilities: { card_payments: { requested: "true" }, transfers: { requested: "true" } },
        metadata: { creatorProfileId },
      },
      idempotencyKey: expect.stringMatching(new RegExp(`^pawfans-account-${creatorProfileId}-`)),
    });

    const url = await provider.onboardingLink({
      stripeAccountId: result.stripeAccountId,
      returnUrl: "https://pawfans.example.com/dashboard/payouts?done=1",
      refreshUrl: "https://pawfans.example.com/dashboard/payouts?retry=1",
    });
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(standIn.requestsTo("POST", "/v1/account_links").at(-1)?.params).toEqual({
      account: result.stripeAccountId,
      type: "account_onboarding",
      return_url: "https://pawfans.example.com/dashboard/payouts?done=1",
      refresh_url: "https://pawfans.example.com/dashboard/payouts?retry=1",
    });

    expect(await provider.retrieveAccount(result.stripeAccountId)).toMatchObject({
      type: "express",
      details_submitted: false,
      payouts_enabled: false,
      metadata: { creatorProfileId },
    });
    standIn.completeOnboarding(result.stripeAccountId);
    expect(await provider.retrieveAccount(result.stripeAccountId)).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { card_payments: "active", transfers: "active" },
    });
  });

  it("makes one account of a double click", async () => {
    const creatorProfileId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      provider.createPayoutAccount({ creatorProfileId, email: null }),
      provider.createPayoutAccount({ creatorProfileId, email: null }),
    ]);
    expect(a).toEqual(b);
  });
});

describe("Stripe's errors", () => {
  it("a declined card is a 402 with the card's message", async () => {
    standIn.failNext("POST", "/v1/subscriptions", {
      status: 402,
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });
    const error = await provider.startSubscription(newSubscription()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 402, message: "Your card was declined.", code: "card_declined", retryable: false });
    expect((error as PaymentProviderError).cause).toBeInstanceOf(Stripe.errors.StripeCardError);

    standIn.failNext("POST", "/v1/subscriptions", {
      status: 402,
      type: "card_error",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    await expect(provider.startSubscription(newSubscription())).rejects.toMatchObject({ status: 402, message: "Your card has insufficient funds." });
    standIn.failNext("POST", "/v1/subscriptions", { status: 402, type: "card_error", code: "expired_card", message: "Your card has expired." });
    await expect(provider.startSubscription(newSubscription())).rejects.toMatchObject({ status: 402, message: "Your card has expired." });
  });

  it("retries a Stripe 500 with the same idempotency key, and reports Stripe down as a retryable 503", async () => {
    const input = newSubscription();
    standIn.failNext("POST", "/v1/subscriptions", { status: 500, type: "api_error", message: "An unknown error occurred" });
    const started = await provider.startSubscription(input);
    const attempts = standIn.requestsTo("POST", "/v1/subscriptions").filter((r) => r.idempotencyKey === `pawfans-subscription-${input.subscriptionId}`);
    expect(attempts.map((r) => r.status)).toEqual([500, 200]);
    expect(started.stripeSubscriptionId).toMatch(/^sub_/);

    standIn.failNext("GET", `/v1/subscriptions/${started.stripeSubscriptionId}`, { status: 503, type: "api_error", message: "Service unavailable" }, 3);
    const error = await provider.retrieveSubscription(started.stripeSubscriptionId).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, message: PAYMENTS_UNAVAILABLE, retryable: true });

    standIn.failNext("GET", `/v1/subscriptions/${started.stripeSubscriptionId}`, { status: 429, type: "invalid_request_error", code: "rate_limit", message: "Too many requests" });
    await expect(provider.retrieveSubscription(started.stripeSubscriptionId)).rejects.toMatchObject({ status: 503, retryable: true });
  }, 20_000);

  it("an unreachable Stripe is a retryable 503", async () => {
    const closed = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    await closed.close();
    const offline = createStripeProvider({ secretKey: SECRET_KEY, publishableKey: "pk_test_x", webhookSecret: WEBHOOK_SECRET, apiBase: closed.url });
    await expect(offline.retrieveCharge("ch_any")).rejects.toMatchObject({ status: 503, message: PAYMENTS_UNAVAILABLE, retryable: true });
  }, 20_000);

  it("a wrong secret key is the platform's fault: a plain error, not a 4xx", async () => {
    const misconfigured = createStripeProvider({ secretKey: "sk_test_wrong", publishableKey: "pk_test_x", webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url });
    const error = await misconfigured.retrieveCharge("ch_any").catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PaymentProviderError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Stripe refused the platform's credentials \(check STRIPE_SECRET_KEY\)/);
  });

  it("an unknown object is not found", async () => {
    const error = await provider.retrieveInvoice("in_missing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 404, code: "resource_missing", message: "No such invoice: 'in_missing'" });
  });
});

describe("changing the price: upgrade now, downgrade at the renewal", () => {
  const tierId = "6a1f3c2e-0d4b-4c8e-9f00-1234567890ab";

  /** A subscription paid this moment with a card, at 4.99 unless told. */
  async function paidAt(amountCents = 499, card: string = TEST_CARDS.succeeds) {
    const started = await provider.startSubscription(newSubscription({ amountCents }));
    expect(standIn.confirmPayment(started.collection.clientSecret, card)).toEqual({ status: "succeeded" });
    const subscription = await provider.retrieveSubscription(started.stripeSubscriptionId);
    return { id: started.stripeSubscriptionId, subscription, item: subscription.items.data[0], product: subscription.items.data[0].price.product as string };
  }

  /** Stripe's proration by the second, each line rounded, computed here by hand. */
  function prorated(item: Stripe.SubscriptionItem, fromCents: number, toCents: number, at: number): number {
    const fraction = (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
    return Math.round(toCents * fraction) - Math.round(fromCents * fraction);
  }

  it("previews the upgrade's prorations for a fixed moment and charges exactly that with the same proration date", async () => {
    const { id, item, product } = await paidAt(499);
    // A third of the period gone.
    const at = new Date((item.current_period_start + Math.floor((item.current_period_end - item.current_period_start) / 3)) * 1000);
    standIn.takeEvents();

    const { result: preview, requests } = await requestsDuring(() => provider.previewUpgrade({ stripeSubscriptionId: id, amountCents: 1999, tierId, prorationDate: at }));
    expect(requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`GET /v1/subscriptions/${id} 200`, "POST /v1/invoices/create_preview 200"]);
    expect(requests[1].params).toEqual({
      subscription: id,
      subscription_details: {
        items: [{ id: item.id, price_data: { currency: "usd", product, unit_amount: "1999", recurring: { interval: "month" } } }],
        proration_behavior: "always_invoice",
        proration_date: String(at.getTime() / 1000),
      },
    });
    const expected = prorated(item, 499, 1999, at.getTime() / 1000);
    expect(expected).toBeGreaterThan(900);
    expect(preview).toEqual({ amountDueCents: expected });
    // A preview changes nothing.
    expect((await provider.retrieveSubscription(id)).items.data[0].price.unit_amount).toBe(499);
    expect(standIn.takeEvents()).toEqual([]);

    const upgrade = await requestsDuring(() => provider.upgrade({ stripeSubscriptionId: id, amountCents: 1999, tierId, prorationDate: at }));
    expect(upgrade.result).toEqual({ status: "paid", amountCents: expected });
    expect(upgrade.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `GET /v1/subscriptions/${id} 200`,
      "POST /v1/prices 200",
      `POST /v1/subscriptions/${id} 200`,
    ]);
    const [, price, update] = upgrade.requests;
    expect(price.params).toEqual({ currency: "usd", product, unit_amount: "1999", recurring: { interval: "month" } });
    expect(price.idempotencyKey).toBe(`pawfans-price-${product}-1999`);
    expect(update.params).toEqual({
      items: [{ id: item.id, price: expect.stringMatching(/^price_/) }],
      proration_behavior: "always_invoice",
      proration_date: String(at.getTime() / 1000),
      payment_behavior: "pending_if_incomplete",
      metadata: { tierId, tierFrom: String(at.getTime() / 1000) },
      expand: ["latest_invoice.confirmation_secret"],
    });

    const upgraded = await provider.retrieveSubscription(id);
    expect(upgraded.items.data[0]).toMatchObject({ id: item.id, price: { unit_amount: 1999 }, current_period_end: item.current_period_end });
    expect(upgraded.metadata).toMatchObject({ tierId, tierFrom: String(at.getTime() / 1000) });
    const invoice = await provider.retrieveInvoice(upgraded.latest_invoice as string);
    expect(invoice).toMatchObject({ billing_reason: "subscription_update", status: "paid", amount_paid: expected });
    expect(invoice.lines.data.map((line) => [line.amount, line.parent?.subscription_item_details?.proration])).toEqual([
      [-Math.round(499 * ((item.current_period_end - at.getTime() / 1000) / (item.current_period_end - item.current_period_start))), true],
      [expected + Math.round(499 * ((item.current_period_end - at.getTime() / 1000) / (item.current_period_end - item.current_period_start))), true],
    ]);
    expect(invoiceChargeId(invoice)).toMatch(/^ch_/);
    expect(standIn.takeEvents().map((d) => d.event.type)).toEqual(expect.arrayContaining(["invoice.paid", "customer.subscription.updated"]));
  });

  it("keeps an upgrade pending while the card on file is declined, and applies it once the fan pays the invoice", async () => {
    const { id } = await paidAt(499, TEST_CARDS.failsLater);
    const outcome = await provider.upgrade({ stripeSubscriptionId: id, amountCents: 999, tierId, prorationDate: new Date() });
    expect(outcome).toEqual({ status: "requires_payment", amountCents: expect.any(Number), collection: { provider: "stripe", clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) } });
    const pending = await provider.retrieveSubscription(id);
    expect(pending.status).toBe("active");
    expect(pending.pending_update).not.toBeNull();
    expect(pending.items.data[0].price.unit_amount).toBe(499);
    expect(pending.metadata.tierId).toBeUndefined();

    if (outcome.status !== "requires_payment") throw new Error("expected a pending upgrade");
    expect(standIn.confirmPayment(outcome.collection.clientSecret, TEST_CARDS.succeeds)).toEqual({ status: "succeeded" });
    const applied = await provider.retrieveSubscription(id);
    expect(applied.pending_update).toBeNull();
    expect(applied.items.data[0].price.unit_amount).toBe(999);
    expect(applied.metadata.tierId).toBe(tierId);
    expect(await provider.retrieveInvoice(applied.latest_invoice as string)).toMatchObject({ status: "paid", amount_paid: outcome.amountCents });
  });

  it("changes the price for the next renewal with nothing charged now", async () => {
    const { id, item, product } = await paidAt(1999);
    // From the period's end as Stripe has it.
    const { result, requests } = await requestsDuring(() => provider.changePriceFrom({ stripeSubscriptionId: id, amountCents: 499, tierId, from: "period_end" }));
    expect(result).toEqual({ from: new Date(item.current_period_end * 1000) });
    expect(requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`GET /v1/subscriptions/${id} 200`, `POST /v1/subscriptions/${id} 200`]);
    expect(requests[1].params).toEqual({
      items: [{ id: item.id, price_data: { currency: "usd", product, unit_amount: "499", recurring: { interval: "month" } } }],
      proration_behavior: "none",
      metadata: { tierId, tierFrom: String(item.current_period_end) },
    });
    const changed = await provider.retrieveSubscription(id);
    expect(changed.items.data[0].price.unit_amount).toBe(499);
    const firstInvoice = changed.latest_invoice;
    // Nothing invoiced now; the renewal bills the new price.
    expect(standIn.renew(id)).toEqual({ status: "succeeded" });
    const renewed = await provider.retrieveSubscription(id);
    expect(renewed.latest_invoice).not.toBe(firstInvoice);
    expect(await provider.retrieveInvoice(renewed.latest_invoice as string)).toMatchObject({ billing_reason: "subscription_cycle", amount_paid: 499 });
  });

  it("refuses to change an ended subscription's price (409)", async () => {
    const { id } = await paidAt();
    await provider.cancelNow(id);
    const change = provider.changePriceFrom({ stripeSubscriptionId: id, amountCents: 999, tierId, from: new Date() });
    await expect(change).rejects.toMatchObject({ status: 409, message: SUBSCRIPTION_ENDED });
    await expect(provider.upgrade({ stripeSubscriptionId: id, amountCents: 999, tierId, prorationDate: new Date() })).rejects.toMatchObject({ status: 409 });
  });
});
