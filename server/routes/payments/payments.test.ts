/**
 * The payment configuration, and the built-in test provider's own endpoints:
 * paying with a test card (the fan only), its clock (staff only), the simulated
 * payout onboarding (a page and its form, the account owner's alone), and the
 * monthly payouts of what became available. With Stripe configured, every test
 * endpoint is a 404.
 */
import { eq } from "drizzle-orm";
import type { Test } from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransfers, payoutAccounts } from "../../db/schema";
import { buildCreator, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { advanceClock, CARDS, payoutOnboardingLink, staffOf, startSubscription, subscribeAndPay, testProvider } from "../../test/payments";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Agent = TestAgent<Test>;

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
  it("onboards on the provider's page, then pays out the creator's available share once a month", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Pickles", subscriptionPrice: "10.00" });
    // A fan who subscribed before the creator had a payout account: paid to the new account from then on.
    const earlyFan = await buildUser(t.ctx.db);
    await subscribeAndPay(t, earlyFan, profile);

    const creator = await t.as(owner);
    const link = await payoutOnboardingLink(t, owner, profile);
    expect(link).toMatch(/^\/api\/payments\/test\/onboarding\/acct_test_\w+\?return=/);
    expect((await creator.get(`/api/creator-profile/${profile.id}/payout-account`)).body).toEqual({ status: "pending" });

    // The provider's page: says it is the test provider, and only its form's POST finishes onboarding.
    const page = await creator.get(link).set("accept", "text/html");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-store");
    const form = onboardingForm(page.text);
    expect(form.notice).toMatch(/^<strong>Test payment provider\.<\/strong> This server uses its built-in test payment provider/);
    expect(page.text).toContain("Payouts for <strong>Pickles</strong>");
    expect(form.action).toBe(`${link.split("?")[0]}?return=${encodeURIComponent("/creator-dashboard?payouts=return")}`);
    expect(form.back).toBe("/creator-dashboard?payouts=return");
    expect((await creator.get(`/api/creator-profile/${profile.id}/payout-account`)).body).toEqual({ status: "pending" });

    const back = await creator.post(form.action).set("origin", t.baseUrl).type("form").send("");
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

  it("is the account owner's alone: signed out, another member, staff and another site are refused, and a GET changes nothing", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const link = await payoutOnboardingLink(t, owner, profile);
    const path = link.split("?")[0]!;
    const stillPending = async () => {
      expect((await (await t.as(owner)).get(`/api/creator-profile/${profile.id}/payout-account`)).body).toEqual({ status: "pending" });
      expect(await testProvider(t).retrieveAccount(path.split("/").pop()!)).toMatchObject({ details_submitted: false });
    };

    for (const send of [(a: Agent) => a.get(link), (a: Agent) => a.post(link).set("origin", t.baseUrl)]) {
      const signedOut = await send(t.anonymous());
      expect(signedOut.status).toBe(401);
      for (const other of [await buildUser(t.ctx.db), await staffOf(t)]) {
        const res = await send(await t.as(other));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: "Only the profile's owner can set up its payouts" });
      }
    }
    // The owner opening the page (as often as they like) changes nothing either.
    expect((await (await t.as(owner)).get(link)).status).toBe(200);
    expect((await (await t.as(owner)).get(link)).status).toBe(200);
    // The owner's own session, but the form posted from another site.
    const crossSite = await (await t.as(owner)).post(link).set("origin", "https://evil.example");
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ message: "Cross-site request refused" });
    await stillPending();

    const done = await (await t.as(owner)).post(link).set("origin", t.baseUrl);
    expect(done.status).toBe(303);
    expect((await (await t.as(owner)).get(`/api/creator-profile/${profile.id}/payout-account`)).body).toEqual({ status: "enabled" });
  });

  it("answers 404 for an account it does not know", async () => {
    const someone = await t.as(await buildUser(t.ctx.db));
    for (const res of [await someone.get("/api/payments/test/onboarding/acct_test_nope"), await someone.post("/api/payments/test/onboarding/acct_test_nope")]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Payout account not found" });
    }
  });

  it("goes back only to this site, as the return path resolves", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const path = (await payoutOnboardingLink(t, owner, profile)).split("?")[0]!;
    const creator = await t.as(owner);
    for (const target of ["https://evil.example/x", "/.//evil.example/phish", "/%2e%2e//evil.example", "//evil.example", "/\\evil.example"]) {
      const link = `${path}?return=${encodeURIComponent(target)}`;
      const page = await creator.get(link);
      expect(page.status, target).toBe(200);
      expect(page.headers.location, target).toBeUndefined();
      const form = onboardingForm(page.text);
      expect(form.back, target).toBe("/");
      expect(form.action, target).toBe(`${path}?return=%2F`);
      const back = await creator.post(link).set("origin", t.baseUrl);
      expect(back.status, target).toBe(303);
      expect(back.headers.location, target).toBe("/");
    }
  });
});

/** The onboarding page's form: where it posts, the way back without finishing, and the notice (markup as sent, entities decoded). */
function onboardingForm(html: string): { action: string; back: string; notice: string } {
  const decode = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  const back = /<a class="button secondary" href="([^"]*)">Return to PawFans<\/a>/.exec(html)?.[1];
  const notice = /<p class="notice">(.*?)<\/p>/.exec(html)?.[1];
  expect({ action, back, notice }).toEqual({ action: expect.any(String), back: expect.any(String), notice: expect.any(String) });
  return { action: decode(action!), back: decode(back!), notice: notice! };
}

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
      staff.post("/api/payments/test/onboarding/acct_test_x?return=/"),
      stripeApp.anonymous().post("/api/payments/test/advance-clock").send({ days: 1 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Not found" });
    }
  });
});
