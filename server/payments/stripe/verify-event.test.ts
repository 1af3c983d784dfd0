/**
 * The Stripe provider's webhook verification: Stripe's signature scheme checked by
 * the SDK over the raw bytes, with no network; and the events the stand-in signs
 * for a whole payment verify like Stripe's own.
 */
import crypto from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "../provider";
import { WebhookSignatureError } from "../signature";
import { createStripeProvider } from "./index";
import { startStripeStandIn, TEST_CARDS, type StripeStandIn } from "../../test/stripe-stand-in";

const SECRET_KEY = "sk_test_standin_verify";
const WEBHOOK_SECRET = "whsec_standin_verify";
const CONNECT_WEBHOOK_SECRET = "whsec_standin_verify_connect";

const provider = createStripeProvider({ secretKey: SECRET_KEY, publishableKey: "pk_test_x", webhookSecret: WEBHOOK_SECRET });

const payload = JSON.stringify({
  id: "evt_test_verify",
  object: "event",
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  type: "invoice.paid",
  data: { object: { id: "in_test", object: "invoice" } },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
});

function verifyFailure(body: string, header: string | undefined, verifier: PaymentProvider = provider): unknown {
  try {
    verifier.verifyEvent(Buffer.from(body), header);
  } catch (err) {
    return err;
  }
  return null;
}

describe("verifyEvent", () => {
  it("accepts a header made by the SDK's generateTestHeaderString and parses the event", () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = provider.verifyEvent(Buffer.from(payload), header);
    expect(event).toMatchObject({ id: "evt_test_verify", type: "invoice.paid", data: { object: { id: "in_test" } } });
  });

  it("rejects a tampered body", () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace("in_test", "in_other");
    const error = verifyFailure(tampered, header);
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toHaveProperty("message", "Invalid Stripe-Signature header");
  });

  it("rejects a signature made with another secret", () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const error = verifyFailure(payload, header);
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toHaveProperty("message", "Invalid Stripe-Signature header");
  });

  it("rejects a correct signature older than five minutes (a replay)", () => {
    const timestamp = Math.floor(Date.now() / 1000) - 301;
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    // The SDK itself says why: the signature matches, the timestamp does not.
    expect(() => Stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => Stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET)).toThrow("Timestamp outside the tolerance zone");
    const error = verifyFailure(payload, header);
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toHaveProperty("message", "Invalid Stripe-Signature header");
  });

  it("rejects a missing or empty header", () => {
    for (const header of [undefined, ""]) {
      const error = verifyFailure(payload, header);
      expect(error).toBeInstanceOf(WebhookSignatureError);
      expect(error).toHaveProperty("message", "Missing Stripe-Signature header");
    }
  });

  it("rejects a header with no v1 signature", () => {
    const error = verifyFailure(payload, `t=${Math.floor(Date.now() / 1000)},v0=abc`);
    expect(error).toBeInstanceOf(WebhookSignatureError);
  });

  it("takes either of two secrets (the platform's endpoint and the Connect endpoint)", () => {
    const both = createStripeProvider({
      secretKey: SECRET_KEY,
      publishableKey: "pk_test_x",
      webhookSecret: `${WEBHOOK_SECRET}, ${CONNECT_WEBHOOK_SECRET}`,
    });
    for (const secret of [WEBHOOK_SECRET, CONNECT_WEBHOOK_SECRET]) {
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      expect(both.verifyEvent(Buffer.from(payload), header).id).toBe("evt_test_verify");
    }
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_neither" });
    expect(verifyFailure(payload, header, both)).toBeInstanceOf(WebhookSignatureError);
  });
});

describe("the stand-in's events", () => {
  let standIn: StripeStandIn;
  let stripeProvider: PaymentProvider;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    stripeProvider = createStripeProvider({ secretKey: SECRET_KEY, publishableKey: "pk_test_x", webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url });
  });
  afterAll(() => standIn?.close());

  it("are signed as Stripe signs them, in the order Stripe sends them, with the objects' state at that moment", async () => {
    const started = await stripeProvider.startSubscription({
      subscriptionId: crypto.randomUUID(),
      fan: { id: crypto.randomUUID(), email: null, name: "Fan" },
      creator: { profileId: crypto.randomUUID(), petName: "Biscuit" },
      amountCents: 500,
      destinationAccountId: null,
      customerId: null,
    });
    expect(standIn.confirmPayment(started.collection.clientSecret, TEST_CARDS.declined).status).toBe("requires_payment_method");
    expect(standIn.confirmPayment(started.collection.clientSecret, TEST_CARDS.succeeds).status).toBe("succeeded");

    const events = standIn.takeEvents().map((d) => stripeProvider.verifyEvent(Buffer.from(d.payload), d.signature));
    expect(events.map((e) => e.type)).toEqual([
      "customer.created",
      "product.created",
      "customer.subscription.created",
      "invoice.created",
      "invoice.finalized",
      "payment_intent.created",
      "charge.failed",
      "payment_intent.payment_failed",
      "invoice.payment_failed",
      "charge.succeeded",
      "payment_intent.succeeded",
      "invoice_payment.paid",
      "invoice.paid",
      "invoice.payment_succeeded",
      "customer.subscription.updated",
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(events.every((e) => e.api_version === "2026-10-28.endive" && e.livemode === false)).toBe(true);

    const created = events.find((e) => e.type === "customer.subscription.created") as Stripe.CustomerSubscriptionCreatedEvent;
    expect(created.data.object).toMatchObject({ id: started.stripeSubscriptionId, status: "incomplete" });
    const paid = events.find((e) => e.type === "invoice.paid") as Stripe.InvoicePaidEvent;
    expect(paid.data.object).toMatchObject({
      status: "paid",
      amount_paid: 500,
      parent: { subscription_details: { subscription: started.stripeSubscriptionId } },
    });
    // Events carry no includable fields (Stripe never puts confirmation secrets into events).
    expect(paid.data.object).not.toHaveProperty("confirmation_secret");
    const updated = events.at(-1) as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(updated.data.object.status).toBe("active");
    expect(updated.data.previous_attributes).toMatchObject({ status: "incomplete", default_payment_method: null });
    expect(standIn.takeEvents()).toEqual([]);
  });

  it("renewals: a saved card is charged for the next month; a card that fails later makes the subscription past due", async () => {
    const start = async (card: string) => {
      const started = await stripeProvider.startSubscription({
        subscriptionId: crypto.randomUUID(),
        fan: { id: crypto.randomUUID(), email: null, name: "Fan" },
        creator: { profileId: crypto.randomUUID(), petName: "Pixel" },
        amountCents: 700,
        destinationAccountId: null,
        customerId: null,
      });
      standIn.confirmPayment(started.collection.clientSecret, card);
      standIn.takeEvents();
      return started.stripeSubscriptionId;
    };
    const good = await start(TEST_CARDS.succeeds);
    const before = await stripeProvider.retrieveSubscription(good);
    expect(standIn.renew(good)).toEqual({ status: "succeeded" });
    const after = await stripeProvider.retrieveSubscription(good);
    expect(after.items.data[0].current_period_start).toBe(before.items.data[0].current_period_end);
    const renewal = await stripeProvider.retrieveInvoice(after.latest_invoice as string);
    expect(renewal).toMatchObject({ billing_reason: "subscription_cycle", status: "paid", amount_paid: 700 });
    // Stripe's invoice.period_* is the period before; the line carries the period billed.
    expect(renewal.lines.data[0].period).toEqual({ start: after.items.data[0].current_period_start, end: after.items.data[0].current_period_end });
    expect(standIn.takeEvents().map((d) => d.event.type)).toContain("invoice.paid");

    const failing = await start(TEST_CARDS.failsLater);
    expect(standIn.renew(failing)).toEqual({ status: "requires_payment_method", error: "Your card was declined." });
    expect((await stripeProvider.retrieveSubscription(failing)).status).toBe("past_due");
    expect(standIn.takeEvents().map((d) => d.event.type)).toEqual([
      "invoice.created",
      "invoice.finalized",
      "payment_intent.created",
      "customer.subscription.updated",
      "charge.failed",
      "payment_intent.payment_failed",
      "invoice.payment_failed",
      "customer.subscription.updated",
    ]);
  });
});
