/**
 * Changing tier on Stripe, end to end and offline: the real app configured with
 * Stripe keys and the stand-in as Stripe's API, the fan's requests, the
 * stand-in's signed events POSTed to the webhook and processed by the jobs.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceView, MySubscriptionView, SubscribeAnswer, TierChangeAnswer, TierChangePreview } from "@shared/api-types";
import { ledgerEntries, ledgerTransfers, subscriptions, type CreatorProfile, type SubscriptionTier, type User } from "../../db/schema";
import { buildCreator, buildTier, buildUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { TEST_CARDS, type StripeStandIn } from "../../test/stripe-stand-in";
import { startStripeTestApp, type StripeTestApp } from "../../test/stripe-test-app";

let stripe: StripeTestApp;
let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeTestApp("tiers");
  ({ app: t, standIn } = stripe);
});
afterAll(() => stripe?.close());

const stripeDelivers = () => stripe.stripeDelivers();

async function creatorWithTiers() {
  const { profile } = await buildCreator(t.ctx.db, { petName: "Pepper" });
  const basic = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99" });
  const vip = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99" });
  return { profile, basic, vip };
}

/** Subscribes to the tier, pays in the Payment Element with the card, and lets Stripe's events through. */
async function fanOn(profile: Pick<CreatorProfile, "id">, tier: SubscriptionTier, card: string = TEST_CARDS.succeeds) {
  const fan = await buildUser(t.ctx.db, { email: `fan-${crypto.randomUUID()}@example.com` });
  const res = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id, tierId: tier.id });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const answer = res.body as SubscribeAnswer;
  expect(standIn.confirmPayment(answer.payment.clientSecret, card)).toEqual({ status: "succeeded" });
  await stripeDelivers();
  const subscription = await view(fan, answer.subscription.id);
  expect(subscription).toMatchObject({ status: "active", tier: { id: tier.id } });
  return { fan, subscription };
}

async function view(fan: User, id: string): Promise<MySubscriptionView> {
  const res = await (await t.as(fan)).get(`/api/subscriptions/${id}`);
  expect(res.status).toBe(200);
  return res.body as MySubscriptionView;
}

async function receipts(fan: User, id: string): Promise<InvoiceView[]> {
  return (await (await t.as(fan)).get(`/api/subscriptions/${id}/invoices`)).body as InvoiceView[];
}

async function stripeIdOf(appSubscriptionId: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: subscriptions.stripeSubscriptionId }).from(subscriptions).where(eq(subscriptions.id, appSubscriptionId));
  return row!.id!;
}

/** The ledger's charge of one Stripe invoice, by account. */
async function ledgerCharge(stripeInvoiceId: string): Promise<Record<string, number>> {
  const rows = await t.ctx.db
    .select({ account: ledgerEntries.account, cents: ledgerEntries.amountCents })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(and(eq(ledgerTransfers.kind, "charge"), eq(ledgerTransfers.reference, stripeInvoiceId)));
  return Object.fromEntries(rows.map((row) => [row.account, row.cents]));
}

describe("changing tier on Stripe (offline stand-in)", () => {
  it("upgrades Basic → VIP at once: Stripe charges the previewed proration, the fan is VIP before any event, the invoice is split 80/20", async () => {
    const { profile, basic, vip } = await creatorWithTiers();
    const { fan, subscription } = await fanOn(profile, basic);
    const stripeId = await stripeIdOf(subscription.id);

    const quoted = await (await t.as(fan)).get(`/api/subscriptions/${subscription.id}/change-tier`).query({ tierId: vip.id });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const preview = quoted.body as TierChangePreview;
    const prorationDate = String(new Date(preview.prorationDate!).getTime() / 1000);
    expect(standIn.requestsTo("POST", "/v1/invoices/create_preview").at(-1)?.params).toMatchObject({
      subscription: stripeId,
      subscription_details: { proration_behavior: "always_invoice", proration_date: prorationDate, items: [{ price_data: { unit_amount: "1999" } }] },
    });
    expect(preview).toMatchObject({ kind: "upgrade", tier: { id: vip.id, name: "VIP", price: "19.99" } });
    expect(preview.amountDueNowCents).toBeGreaterThan(1400);
    expect(preview.amountDueNowCents).toBeLessThanOrEqual(1500);

    const res = await (await t.as(fan)).post(`/api/subscriptions/${subscription.id}/change-tier`).send({ tierId: vip.id, prorationDate: preview.prorationDate });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as TierChangeAnswer;
    expect(answer.payment).toBeNull();
    expect(answer.subscription).toMatchObject({ tier: { id: vip.id, name: "VIP" }, price: "19.99", scheduledTierChange: null });
    expect(standIn.requestsTo("POST", `/v1/subscriptions/${stripeId}`).at(-1)?.params).toMatchObject({
      proration_behavior: "always_invoice",
      proration_date: prorationDate,
      payment_behavior: "pending_if_incomplete",
      metadata: { tierId: vip.id, tierFrom: prorationDate },
    });

    await stripeDelivers();
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "VIP" }, price: "19.99" });
    // Both may be dated the same second: in either order.
    const list = await receipts(fan, subscription.id);
    expect(list.map((r) => [r.status, r.amountCents])).toHaveLength(2);
    expect(list.map((r) => [r.status, r.amountCents])).toEqual(
      expect.arrayContaining([
        ["paid", preview.amountDueNowCents],
        ["paid", 499],
      ]),
    );
    const stripeSubscription = standIn.retrieve<{ latest_invoice: string }>(stripeId);
    const share = Math.round(preview.amountDueNowCents * 0.8);
    expect(await ledgerCharge(stripeSubscription.latest_invoice)).toEqual({
      fan_payments: preview.amountDueNowCents,
      creator_payable: -share,
      platform_revenue: -(preview.amountDueNowCents - share),
    });
    const [total] = await t.ctx.db.select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` }).from(ledgerEntries);
    expect(total!.cents).toBe(0);
  });

  it("answers how to confirm the card when Stripe keeps the upgrade pending, and grants VIP only once it is paid", async () => {
    const { profile, basic, vip } = await creatorWithTiers();
    const { fan, subscription } = await fanOn(profile, basic, TEST_CARDS.failsLater);
    const res = await (await t.as(fan)).post(`/api/subscriptions/${subscription.id}/change-tier`).send({ tierId: vip.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as TierChangeAnswer;
    expect(answer.payment).toEqual({ provider: "stripe", clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) });
    expect(answer.subscription).toMatchObject({ tier: { name: "Basic" }, price: "4.99" });
    await stripeDelivers();
    expect(await view(fan, subscription.id)).toMatchObject({ status: "active", tier: { name: "Basic" }, price: "4.99" });

    expect(standIn.confirmPayment(answer.payment!.clientSecret, TEST_CARDS.succeeds)).toEqual({ status: "succeeded" });
    await stripeDelivers();
    expect(await view(fan, subscription.id)).toMatchObject({ status: "active", tier: { name: "VIP" }, price: "19.99", scheduledTierChange: null });
    expect((await receipts(fan, subscription.id))[0]).toMatchObject({ status: "paid" });
  });

  // Last: a renewal moves the stand-in's clock past the real one.
  it("downgrades VIP → Basic at the renewal: the price changes at Stripe with nothing charged, the tier when the renewal's events arrive", async () => {
    const { profile, basic, vip } = await creatorWithTiers();
    const { fan, subscription } = await fanOn(profile, vip);
    const stripeId = await stripeIdOf(subscription.id);
    const res = await (await t.as(fan)).post(`/api/subscriptions/${subscription.id}/change-tier`).send({ tierId: basic.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const scheduled = { tier: { id: basic.id, name: "Basic", price: "4.99" }, effectiveAt: subscription.currentPeriodEnd };
    expect(res.body.subscription).toMatchObject({ tier: { name: "VIP" }, scheduledTierChange: scheduled });
    expect(standIn.requestsTo("POST", `/v1/subscriptions/${stripeId}`).at(-1)?.params).toMatchObject({
      proration_behavior: "none",
      metadata: { tierId: basic.id, tierFrom: String(new Date(subscription.currentPeriodEnd!).getTime() / 1000) },
    });
    await stripeDelivers();
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "VIP" }, price: "19.99", scheduledTierChange: scheduled });
    expect(await receipts(fan, subscription.id)).toHaveLength(1);

    expect(standIn.renew(stripeId)).toEqual({ status: "succeeded" });
    await stripeDelivers();
    expect(await view(fan, subscription.id)).toMatchObject({
      currentPeriodStart: subscription.currentPeriodEnd,
      tier: { id: basic.id, name: "Basic" },
      price: "4.99",
      scheduledTierChange: null,
    });
    expect((await receipts(fan, subscription.id)).map((r) => r.amountCents)).toEqual([499, 1999]);
  });
});
