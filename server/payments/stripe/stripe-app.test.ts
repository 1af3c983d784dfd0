/**
 * The app on Stripe, end to end and offline: the real app configured with Stripe
 * keys and STRIPE_API_BASE pointing at the stand-in, so every provider call goes
 * through the official SDK over HTTP; the stand-in plays the browser's Payment
 * Element and Stripe's billing, and its events, signed as Stripe signs them, are
 * POSTed to the app's webhook and processed by the jobs.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceView, MySubscriptionView, SubscribeAnswer } from "@shared/api-types";
import {
  invoices,
  ledgerEntries,
  ledgerTransfers,
  notifications,
  paymentEvents,
  payoutAccounts,
  subscriptions,
  type CreatorProfile,
  type User,
} from "../../db/schema";
import { buildCreator, buildPost, buildUser, buildStaff } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { PAYMENT_WEBHOOK_PATH } from "../provider";
import { TEST_CARDS, type StripeStandIn } from "../../test/stripe-stand-in";
import { startStripeTestApp, type StripeTestApp } from "../../test/stripe-test-app";

let stripe: StripeTestApp;
let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeTestApp("app");
  ({ app: t, standIn } = stripe);
});
afterAll(() => stripe?.close());

const stripeDelivers = () => stripe.stripeDelivers();

async function creatorAndFan(subscriptionPrice = "9.99") {
  const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Pepper", subscriptionPrice });
  await buildPost(t.ctx.db, profile, { isPremium: true });
  const fan = await buildUser(t.ctx.db, { displayName: "Fan Fiona", email: `fan-${crypto.randomUUID()}@example.com` });
  return { owner, profile, fan };
}

async function subscribe(fan: User, profile: Pick<CreatorProfile, "id">): Promise<SubscribeAnswer> {
  const res = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as SubscribeAnswer;
}

async function view(fan: User, id: string): Promise<MySubscriptionView> {
  const res = await (await t.as(fan)).get(`/api/subscriptions/${id}`);
  expect(res.status).toBe(200);
  return res.body as MySubscriptionView;
}

async function receipts(fan: User, id: string): Promise<InvoiceView[]> {
  const res = await (await t.as(fan)).get(`/api/subscriptions/${id}/invoices`);
  expect(res.status).toBe(200);
  return res.body as InvoiceView[];
}

async function fanSeesPremium(fan: User, profile: Pick<CreatorProfile, "id">): Promise<boolean> {
  const res = await (await t.as(fan)).get(`/api/posts/creator/${profile.id}`);
  const premium = (res.body as { isPremium: boolean; locked: boolean }[]).find((p) => p.isPremium)!;
  return !premium.locked;
}

/** The creator's ledger (every transfer about them), summed per account. */
async function ledgerOf(profile: Pick<CreatorProfile, "id">): Promise<Record<string, number>> {
  const rows = await t.ctx.db
    .select({ account: ledgerEntries.account, cents: ledgerEntries.amountCents })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(eq(ledgerTransfers.creatorProfileId, profile.id));
  const sums: Record<string, number> = {};
  for (const row of rows) sums[row.account] = (sums[row.account] ?? 0) + row.cents;
  return sums;
}

/** Subscribes, pays in the Payment Element, and lets Stripe's events through. */
async function subscribeAndPay(fan: User, profile: Pick<CreatorProfile, "id">, card: string = TEST_CARDS.succeeds) {
  const answer = await subscribe(fan, profile);
  expect(standIn.confirmPayment(answer.payment.clientSecret, card)).toEqual({ status: "succeeded" });
  await stripeDelivers();
  const subscription = await view(fan, answer.subscription.id);
  expect(subscription.status).toBe("active");
  return subscription;
}

/** The creator opens their Express account from the dashboard and finishes onboarding at Stripe. */
async function onboard(owner: User, profile: Pick<CreatorProfile, "id">): Promise<string> {
  const onboarding = await (await t.as(owner)).post(`/api/creator-profile/${profile.id}/payout-account/onboarding`);
  expect(onboarding.status, JSON.stringify(onboarding.body)).toBe(200);
  expect(onboarding.body.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
  const [account] = await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.creatorProfileId, profile.id));
  expect(account).toMatchObject({ provider: "stripe", payoutsEnabled: false });
  standIn.completeOnboarding(account.stripeAccountId);
  await stripeDelivers();
  const [onboarded] = await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.creatorProfileId, profile.id));
  expect(onboarded).toMatchObject({ detailsSubmitted: true, payoutsEnabled: true });
  return account.stripeAccountId;
}

/** The Stripe subscription id the app keeps for its subscription. */
async function stripeIdOf(appSubscriptionId: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.id, appSubscriptionId));
  expect(row?.id).toMatch(/^sub_/);
  return row.id!;
}

describe("the app on Stripe (offline stand-in)", () => {
  it("answers the Stripe publishable key to the subscribe dialog", async () => {
    const res = await t.anonymous().get("/api/payments/config");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: "stripe", publishableKey: "pk_test_pawfans_app" });
  });

  it("creator onboarding → payouts enabled; a fan subscribes → pays in the Payment Element → Stripe's signed events → active, 80% to the creator", async () => {
    const { owner, profile, fan } = await creatorAndFan("9.99");

    const account = { stripeAccountId: await onboard(owner, profile) };
    expect(standIn.requestsTo("POST", "/v1/accounts").at(-1)?.params).toMatchObject({
      type: "express",
      capabilities: { card_payments: { requested: "true" }, transfers: { requested: "true" } },
      metadata: { creatorProfileId: profile.id },
    });
    expect(standIn.requestsTo("POST", "/v1/account_links").at(-1)?.params).toMatchObject({
      account: account.stripeAccountId,
      type: "account_onboarding",
    });

    // The fan subscribes: an incomplete Stripe subscription, charged to the creator's account minus 20%.
    const answer = await subscribe(fan, profile);
    expect(answer.subscription.status).toBe("incomplete");
    expect(answer.payment).toEqual({ provider: "stripe", clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) });
    const created = standIn.requestsTo("POST", "/v1/subscriptions").at(-1)!;
    expect(created.params).toMatchObject({
      items: [{ price_data: { currency: "usd", unit_amount: "999", recurring: { interval: "month" } } }],
      payment_behavior: "default_incomplete",
      transfer_data: { destination: account.stripeAccountId },
      application_fee_percent: "20",
      metadata: { subscriptionId: answer.subscription.id, creatorProfileId: profile.id },
    });
    // Asking again while it waits for payment answers the same pending subscription and secret.
    const again = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ subscription: { id: answer.subscription.id }, payment: answer.payment });

    // Events of the incomplete subscription change nothing yet.
    await stripeDelivers();
    expect((await view(fan, answer.subscription.id)).status).toBe("incomplete");
    expect(await fanSeesPremium(fan, profile)).toBe(false);

    // A declined card first: still incomplete, nothing granted.
    expect(standIn.confirmPayment(answer.payment.clientSecret, TEST_CARDS.declined)).toEqual({
      status: "requires_payment_method",
      error: "Your card was declined.",
    });
    await stripeDelivers();
    expect((await view(fan, answer.subscription.id)).status).toBe("incomplete");

    // Paid at Stripe, but nothing is active before Stripe's event is verified and processed.
    expect(standIn.confirmPayment(answer.payment.clientSecret, TEST_CARDS.succeeds)).toEqual({ status: "succeeded" });
    expect((await view(fan, answer.subscription.id)).status).toBe("incomplete");
    await stripeDelivers();

    const active = await view(fan, answer.subscription.id);
    expect(active).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    const start = new Date(active.currentPeriodStart!);
    const end = new Date(active.currentPeriodEnd!);
    const monthLater = new Date(start);
    monthLater.setUTCMonth(start.getUTCMonth() + 1);
    if (monthLater.getUTCDate() !== start.getUTCDate()) monthLater.setUTCDate(0);
    expect(end.toISOString()).toBe(monthLater.toISOString());
    expect(await fanSeesPremium(fan, profile)).toBe(true);

    expect(await receipts(fan, answer.subscription.id)).toEqual([expect.objectContaining({ status: "paid", amountCents: 999 })]);
    expect(await ledgerOf(profile)).toEqual({ fan_payments: 999, creator_payable: -799, platform_revenue: -200 });
    const inbox = await t.ctx.db.select().from(notifications).where(eq(notifications.creatorProfileId, profile.id));
    expect(inbox.map((n) => n.title)).toEqual(["New PawFan!"]);
  });

  it("cancel at period end and resume go to Stripe, and Stripe's events keep the subscription in step", async () => {
    const { profile, fan } = await creatorAndFan();
    const active = await subscribeAndPay(fan, profile);
    const agent = await t.as(fan);

    const stripeId = await stripeIdOf(active.id);
    const cancel = await agent.post(`/api/subscriptions/${active.id}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(standIn.requestsTo("POST", `/v1/subscriptions/${stripeId}`).map((r) => r.params)).toEqual([{ cancel_at_period_end: "true" }]);
    await stripeDelivers();
    expect(await view(fan, active.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await fanSeesPremium(fan, profile)).toBe(true);

    const resume = await agent.post(`/api/subscriptions/${active.id}/resume`);
    expect(resume.status, JSON.stringify(resume.body)).toBe(200);
    expect(standIn.requestsTo("POST", `/v1/subscriptions/${stripeId}`).at(-1)?.params).toEqual({ cancel_at_period_end: "false" });
    await stripeDelivers();
    expect(await view(fan, active.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    // Renewal: Stripe charges the saved card for the next month.
    expect(standIn.renew(await stripeIdOf(active.id))).toEqual({ status: "succeeded" });
    await stripeDelivers();
    const renewed = await view(fan, active.id);
    expect(renewed).toMatchObject({ status: "active", currentPeriodStart: active.currentPeriodEnd });
    expect(await receipts(fan, active.id)).toHaveLength(2);
  });

  it("a renewal declined makes the subscription past due (access kept for the grace)", async () => {
    const { profile, fan } = await creatorAndFan();
    const active = await subscribeAndPay(fan, profile, TEST_CARDS.failsLater);
    expect(standIn.renew(await stripeIdOf(active.id))).toEqual({ status: "requires_payment_method", error: "Your card was declined." });
    await stripeDelivers();
    expect(await view(fan, active.id)).toMatchObject({ status: "past_due" });
    expect(await fanSeesPremium(fan, profile)).toBe(true);
    expect(await receipts(fan, active.id)).toEqual([
      expect.objectContaining({ status: "open", amountCents: 999 }),
      expect.objectContaining({ status: "paid", amountCents: 999 }),
    ]);
  });

  it("a full refund by staff goes back through Stripe and ends the fan's access", async () => {
    const { profile, fan } = await creatorAndFan("9.99");
    const active = await subscribeAndPay(fan, profile);
    const [receipt] = await receipts(fan, active.id);
    const staff = await buildStaff(t.ctx.db);
    const res = await (await t.as(staff)).post(`/api/admin/invoices/${receipt.id}/refund`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const refund = standIn.requestsTo("POST", "/v1/refunds").at(-1)!;
    expect(refund.params).toEqual({ charge: expect.stringMatching(/^ch_/), amount: "999" });
    await stripeDelivers();

    expect((await view(fan, active.id)).status).toBe("canceled");
    expect(await fanSeesPremium(fan, profile)).toBe(false);
    expect(await receipts(fan, active.id)).toEqual([expect.objectContaining({ amountCents: 999, amountRefundedCents: 999 })]);
    expect(await ledgerOf(profile)).toEqual({ fan_payments: 0, creator_payable: 0, platform_revenue: 0 });
  });

  it("a dispute takes the money back and a won one gives it back; a payout to the creator's bank is recorded", async () => {
    const { owner, profile, fan } = await creatorAndFan("9.99");
    const accountId = await onboard(owner, profile);
    const active = await subscribeAndPay(fan, profile);
    const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.subscriptionId, active.id));
    expect(invoice.stripeChargeId).toMatch(/^ch_/);

    const disputeId = standIn.dispute(invoice.stripeChargeId!);
    await stripeDelivers();
    expect(await ledgerOf(profile)).toEqual({ fan_payments: 0, creator_payable: 0, platform_revenue: 0 });
    standIn.closeDispute(disputeId, "won");
    await stripeDelivers();
    expect(await ledgerOf(profile)).toEqual({ fan_payments: 999, creator_payable: -799, platform_revenue: -200 });

    standIn.payout(accountId, 799);
    await stripeDelivers();
    const payouts = await (await t.as(owner)).get(`/api/creator-profile/${profile.id}/payouts`);
    expect(payouts.body).toEqual([expect.objectContaining({ amountCents: 799, status: "paid" })]);
    expect(await ledgerOf(profile)).toEqual({ fan_payments: 999, creator_payable: 0, platform_revenue: -200, creator_payouts: -799 });
  });

  it("refuses an event with a bad signature and stores nothing; a redelivered event is processed once", async () => {
    const { profile, fan } = await creatorAndFan();
    const answer = await subscribe(fan, profile);
    standIn.confirmPayment(answer.payment.clientSecret, TEST_CARDS.succeeds);
    const deliveries = standIn.takeEvents();
    const paid = deliveries.find((d) => d.event.type === "invoice.paid")!;

    const forged = await t
      .anonymous()
      .post(PAYMENT_WEBHOOK_PATH)
      .set("content-type", "application/json")
      .set("stripe-signature", paid.signature)
      .send(paid.payload.replace('"livemode": false', '"livemode": true'));
    expect(forged.status).toBe(400);
    const unsigned = await t.anonymous().post(PAYMENT_WEBHOOK_PATH).set("content-type", "application/json").send(paid.payload);
    expect(unsigned.status).toBe(400);
    expect(await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, paid.event.id))).toEqual([]);

    for (let round = 0; round < 3; round++) {
      for (const delivery of deliveries) {
        const res = await t
          .anonymous()
          .post(PAYMENT_WEBHOOK_PATH)
          .set("content-type", "application/json")
          .set("stripe-signature", delivery.signature)
          .send(delivery.payload);
        expect(res.status).toBe(200);
      }
    }
    await t.drainJobs();
    expect((await view(fan, answer.subscription.id)).status).toBe("active");
    expect(await receipts(fan, answer.subscription.id)).toHaveLength(1);
    expect(await ledgerOf(profile)).toEqual({ fan_payments: 999, creator_payable: -799, platform_revenue: -200 });
  });
});
