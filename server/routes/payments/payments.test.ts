/**
 * The payment configuration, and the built-in test provider's own endpoints:
 * paying with a test card (the fan only), its clock (staff only), the simulated
 * payout onboarding, and the monthly payouts of what became available. With
 * Stripe configured, every test endpoint is a 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransfers, payoutAccounts } from "@shared/schema";
import { buildCreator, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { advanceClock, CARDS, staffOf, startSubscription, subscribeAndPay, testProvider } from "../../test/payments";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe("GET /api/payments/config", () => {
  it("names the test provider, with no publishable key", async () => {
    const res = await t.anonymous().get("/api/payments/config");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: "test", publishableKey: null });
  });
});

describe("POST /api/payments/test/confirm", () => {
  it("is for the subscription's fan only: 401 signed out, 403 anyone else, 404 an unknown secret", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    const started = await startSubscription(t, fan, profile);
    const body = { clientSecret: started.payment.clientSecret, cardNumber: CARDS.succeeds };

    expect((await t.anonymous().post("/api/payments/test/confirm").send(body)).status).toBe(401);
    for (const other of [owner, await buildUser(t.ctx.db), await staffOf(t)]) {
      const res = await (await t.as(other)).post("/api/payments/test/confirm").send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the subscriber can pay for it" });
    }
    const unknown = await (await t.as(fan)).post("/api/payments/test/confirm").send({ ...body, clientSecret: "in_test_nope_secret_nope" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Payment not found" });
    const blank = await (await t.as(fan)).post("/api/payments/test/confirm").send({ clientSecret: started.payment.clientSecret });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Please enter a card number");

    const res = await (await t.as(fan)).post("/api/payments/test/confirm").send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "succeeded" });
  });
});

describe("POST /api/payments/test/advance-clock", () => {
  it("is for staff only, takes 1 to 400 whole days, and answers the provider's new time", async () => {
    const body = { days: 1 };
    expect((await t.anonymous().post("/api/payments/test/advance-clock").send(body)).status).toBe(401);
    const other = await (await t.as(await buildUser(t.ctx.db))).post("/api/payments/test/advance-clock").send(body);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: "Staff only" });

    const staff = await t.as(await staffOf(t));
    for (const days of [0, 401, 1.5, "2"]) {
      const res = await staff.post("/api/payments/test/advance-clock").send({ days });
      expect(res.status, String(days)).toBe(400);
      expect(res.body.message).toBe("days must be a whole number from 1 to 400");
    }
    const before = await testProvider(t).now();
    const res = await staff.post("/api/payments/test/advance-clock").send({ days: 2 });
    expect(res.status).toBe(200);
    const now = new Date(res.body.now).getTime();
    expect(now - before.getTime()).toBeGreaterThanOrEqual(2 * 24 * 3600 * 1000);
    expect(now - before.getTime()).toBeLessThan(2 * 24 * 3600 * 1000 + 60_000);
  });
});

describe("payout onboarding and payouts", () => {
  it("onboards through the simulated link, then pays out the creator's available share once a month", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { subscriptionPrice: "10.00" });
    // A fan who subscribed before the creator had a payout account: paid to the new account from then on.
    const earlyFan = await buildUser(t.ctx.db);
    await subscribeAndPay(t, earlyFan, profile);

    const creator = await t.as(owner);
    const link = await creator.post(`/api/creator-profile/${profile.id}/payout-account/onboarding`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const url = new URL(link.body.url);
    expect(url.origin).toBe(t.baseUrl);
    expect(url.pathname).toMatch(/^\/api\/payments\/test\/onboarding\/acct_test_\w+$/);
    expect((await creator.get(`/api/creator-profile/${profile.id}/payout-account`)).body).toEqual({ status: "pending" });

    const back = await t.anonymous().get(`${url.pathname}${url.search}`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe("/creator-dashboard?payouts=return");
    // The account.updated event was applied before the redirect.
    const [account] = await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.creatorProfileId, profile.id));
    expect(account).toMatchObject({ detailsSubmitted: true, payoutsEnabled: true });
    expect((await creator.get(`/api/creator-profile/${profile.id}/payout-account`)).body).toEqual({ status: "enabled" });

    const lateFan = await buildUser(t.ctx.db);
    await subscribeAndPay(t, lateFan, profile);
    // Pending for 7 days after each charge; then the available share goes out (80% of 2 × 10.00).
    await advanceClock(t, 8);
    const payoutsList = await creator.get(`/api/creator-profile/${profile.id}/payouts`);
    expect(payoutsList.status).toBe(200);
    expect(payoutsList.body).toEqual([expect.objectContaining({ amountCents: 1600, status: "paid" })]);
    const ledger = await t.ctx.db
      .select({ account: ledgerEntries.account, cents: ledgerEntries.amountCents })
      .from(ledgerTransfers)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
      .where(eq(ledgerTransfers.kind, "payout"));
    expect(ledger.filter((e) => e.account === "creator_payouts")).toEqual([{ account: "creator_payouts", cents: -1600 }]);

    // Nothing more in the same month.
    await advanceClock(t, 1);
    expect((await creator.get(`/api/creator-profile/${profile.id}/payouts`)).body).toHaveLength(1);
  });

  it("answers 404 for an unknown account, and goes back only to this site", async () => {
    const unknown = await t.anonymous().get("/api/payments/test/onboarding/acct_test_nope");
    expect(unknown.status).toBe(404);
    const { owner, profile } = await buildCreator(t.ctx.db);
    const link = await (await t.as(owner)).post(`/api/creator-profile/${profile.id}/payout-account/onboarding`);
    const url = new URL(link.body.url);
    for (const target of ["https://evil.example/x", "/.//evil.example/phish", "/%2e%2e//evil.example", "//evil.example"]) {
      const elsewhere = await t.anonymous().get(`${url.pathname}?return=${encodeURIComponent(target)}`);
      expect(elsewhere.status, target).toBe(303);
      expect(elsewhere.headers.location, target).toBe("/");
    }
  });
});

describe("with Stripe configured", () => {
  let stripeApp: TestApp;
  beforeAll(async () => {
    stripeApp = await startTestApp({
      STRIPE_SECRET_KEY: "sk_test_offline",
      STRIPE_PUBLISHABLE_KEY: "pk_test_offline",
      STRIPE_WEBHOOK_SECRET: "whsec_offline",
    });
  });
  afterAll(() => stripeApp?.close());

  it("names Stripe and its publishable key, and every test endpoint is a 404", async () => {
    const config = await stripeApp.anonymous().get("/api/payments/config");
    expect(config.body).toEqual({ provider: "stripe", publishableKey: "pk_test_offline" });

    const staff = await stripeApp.as(await staffOf(stripeApp));
    const calls = [
      staff.post("/api/payments/test/advance-clock").send({ days: 1 }),
      staff.post("/api/payments/test/confirm").send({ clientSecret: "pi_x_secret_y", cardNumber: CARDS.succeeds }),
      staff.get("/api/payments/test/onboarding/acct_test_x?return=/"),
      stripeApp.anonymous().post("/api/payments/test/advance-clock").send({ days: 1 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Not found" });
    }
  });
});
