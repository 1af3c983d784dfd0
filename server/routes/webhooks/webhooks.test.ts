/**
 * POST /api/webhooks/payments: the signature is checked over the raw bytes with
 * Stripe's scheme (the test provider's secret here, STRIPE_WEBHOOK_SECRET with
 * Stripe); a missing, wrong, stale or tampered signature is a 400 and nothing is
 * stored. A verified event is stored once and answered at once. The provider's
 * servers are not people: no same-origin check, no rate limit.
 */
import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents } from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { testProvider } from "../../test/payments";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

let sequence = 0;
function eventBody(type = "customer.created"): string {
  sequence++;
  return JSON.stringify({
    id: `evt_test_webhook_${Date.now()}_${sequence}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `cus_test_${sequence}`, object: "customer" } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

async function storedEvents(): Promise<number> {
  return (await t.ctx.db.select({ n: count() }).from(paymentEvents))[0]!.n;
}

function post(app: TestApp, body: string, signature?: string) {
  const req = app.anonymous().post("/api/webhooks/payments").set("content-type", "application/json");
  if (signature !== undefined) req.set("stripe-signature", signature);
  return req.send(body);
}

describe("a bad or missing signature", () => {
  it("is a 400 and nothing is stored", async () => {
    const before = await storedEvents();
    const body = eventBody();
    const secret = "whsec_not_the_providers";
    const cases: [string | undefined, string, string][] = [
      [undefined, body, "Missing Stripe-Signature header"],
      ["", body, "Missing Stripe-Signature header"],
      ["t=1,v1=abc", body, "Invalid Stripe-Signature header"],
      [Stripe.webhooks.generateTestHeaderString({ payload: body, secret }), body, "Invalid Stripe-Signature header"],
      // Signed by the provider, then changed on the way.
      [testProvider(t).signPayload(body), body.replace("customer.created", "invoice.paid"), "Invalid Stripe-Signature header"],
    ];
    for (const [signature, sent, message] of cases) {
      const res = await post(t, sent, signature);
      expect(res.status, String(signature)).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect(await storedEvents()).toBe(before);
  });

  it("is refused when signed too long ago with the right secret", async () => {
    const body = eventBody();
    const provider = testProvider(t);
    // The provider's own secret, but a timestamp outside Stripe's five minutes.
    const header = provider.signPayload(body).replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000) - 600}`);
    const res = await post(t, body, header);
    expect(res.status).toBe(400);
  });
});

describe("a verified event", () => {
  it("is stored once, however often it is delivered, and answered at once", async () => {
    const body = eventBody();
    const id = JSON.parse(body).id as string;
    for (let i = 0; i < 3; i++) {
      const res = await post(t, body, testProvider(t).signPayload(body));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true });
    }
    const rows = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "test", type: "customer.created", processedAt: null });
    // An event the app has no use for is marked processed and changes nothing.
    await t.drainJobs();
    const [processed] = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
    expect(processed!.processedAt).not.toBeNull();
  });

  it("comes from the provider's servers: no same-origin check", async () => {
    const body = eventBody();
    const res = await post(t, body, testProvider(t).signPayload(body)).set("origin", "https://hooks.stripe.com");
    expect(res.status).toBe(200);
  });
});

describe("with Stripe", () => {
  let stripeApp: TestApp;
  const secret = "whsec_offline_test";
  beforeAll(async () => {
    stripeApp = await startTestApp({
      STRIPE_SECRET_KEY: "sk_test_offline",
      STRIPE_PUBLISHABLE_KEY: "pk_test_offline",
      STRIPE_WEBHOOK_SECRET: secret,
      WRITE_RATE_LIMIT_PER_MINUTE: "2",
    });
  });
  afterAll(() => stripeApp?.close());

  it("verifies with STRIPE_WEBHOOK_SECRET and is never rate limited", async () => {
    const wrong = eventBody();
    expect((await post(stripeApp, wrong, testProvider(t).signPayload(wrong))).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      const body = eventBody();
      const res = await post(stripeApp, body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret }));
      expect(res.status).toBe(200);
    }
    // Other writes of the same address are limited.
    const writes = [];
    for (let i = 0; i < 3; i++) writes.push((await stripeApp.anonymous().post("/api/community-threads").send({})).status);
    expect(writes).toContain(429);
  });
});
