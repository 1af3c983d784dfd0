/**
 * Changing tier on the built-in test provider, driven as a fan does it: the
 * preview, the change, the provider's events delivered and processed by the
 * jobs, and the test clock for renewals.
 *
 *   GET  /api/subscriptions/:id/change-tier?tierId=   what it costs now and when it applies
 *   POST /api/subscriptions/:id/change-tier {tierId}  upgrade now (prorated, charged), downgrade at renewal
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceView, MySubscriptionView, PostView, TierChangeAnswer, TierChangePreview } from "@shared/api-types";
import { ledgerEntries, ledgerTransfers, testPaymentEvents, type CreatorProfile, type SubscriptionTier, type User } from "../../db/schema";
import { buildCreator, buildPost, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { advanceClock, CARDS, subscribeAndPay, testProvider } from "../../test/payments";
import { prorationCents } from "../../payments/test-provider/time";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;

interface Creator {
  owner: User;
  profile: CreatorProfile;
  basic: SubscriptionTier;
  premium: SubscriptionTier;
  vip: SubscriptionTier;
}

/** A creator with the home page's three tiers (and a profile price of 9.99 between Premium and VIP). */
async function creatorWithTiers(): Promise<Creator> {
  const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Pepper", subscriptionPrice: "9.99" });
  const basic = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99" });
  const premium = await buildTier(t.ctx.db, profile, { name: "Premium", price: "9.99" });
  const vip = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99" });
  return { owner, profile, basic, premium, vip };
}

async function fanOn(creator: Creator, tier: SubscriptionTier | null, card: string = CARDS.succeeds): Promise<{ fan: User; subscription: MySubscriptionView }> {
  const fan = await buildUser(t.ctx.db, { displayName: "Fan Fiona" });
  const subscription = await subscribeAndPay(t, fan, creator.profile, { tierId: tier?.id, card });
  return { fan, subscription };
}

async function preview(fan: User, subscriptionId: string, tierId: string) {
  return (await t.as(fan)).get(`/api/subscriptions/${subscriptionId}/change-tier`).query({ tierId });
}

async function change(fan: User, subscriptionId: string, body: { tierId: string; prorationDate?: string }) {
  return (await t.as(fan)).post(`/api/subscriptions/${subscriptionId}/change-tier`).send(body);
}

async function view(fan: User, id: string): Promise<MySubscriptionView> {
  const res = await (await t.as(fan)).get(`/api/subscriptions/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function receipts(fan: User, id: string): Promise<InvoiceView[]> {
  const res = await (await t.as(fan)).get(`/api/subscriptions/${id}/invoices`);
  expect(res.status).toBe(200);
  return res.body;
}

/** The ledger's charges of a creator: each transfer's entries by account. */
async function ledgerCharges(profile: Pick<CreatorProfile, "id">) {
  const rows = await t.ctx.db
    .select({ reference: ledgerTransfers.reference, account: ledgerEntries.account, cents: ledgerEntries.amountCents })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(and(eq(ledgerTransfers.creatorProfileId, profile.id), eq(ledgerTransfers.kind, "charge")));
  const byTransfer = new Map<string, Record<string, number>>();
  for (const row of rows) byTransfer.set(row.reference, { ...byTransfer.get(row.reference), [row.account]: row.cents });
  return [...byTransfer.values()];
}

/** How the creator's feed shows the fan one post. */
async function postLock(fan: User, profile: Pick<CreatorProfile, "id">, postId: string) {
  const res = await (await t.as(fan)).get(`/api/posts/creator/${profile.id}`);
  expect(res.status).toBe(200);
  const post = (res.body as PostView[]).find((p) => p.id === postId)!;
  return { locked: post.locked, lockReason: post.lockReason };
}

async function ledgerTotal(): Promise<number> {
  const [row] = await t.ctx.db.select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` }).from(ledgerEntries);
  return row!.cents;
}

/** Whole days from the provider's clock past a moment (the step at which the billing cycle reaches it). */
async function daysPast(iso: string): Promise<number> {
  const now = await testProvider(t).now();
  return Math.ceil((new Date(iso).getTime() - now.getTime()) / DAY);
}

describe("upgrading: takes effect now and charges the prorated difference", () => {
  it("moves a Basic fan to VIP mid-period at once, with one proration invoice of the previewed amount, split 80/20 in the ledger", async () => {
    const creator = await creatorWithTiers();
    const vipPost = await buildPost(t.ctx.db, creator.profile, { audienceKind: "tier", audienceMinTierId: creator.vip.id });
    const { fan, subscription } = await fanOn(creator, creator.basic);
    expect(subscription.tier).toEqual({ id: creator.basic.id, name: "Basic" });
    expect(await postLock(fan, creator.profile, vipPost.id)).toEqual({ locked: true, lockReason: "upgrade" });
    await advanceClock(t, 10);

    const quoted = await preview(fan, subscription.id, creator.vip.id);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const body = quoted.body as TierChangePreview;
    // Computed by hand from the period and the quoted moment: the rest of the period at 19.99 less its unused part at 4.99.
    const expected = prorationCents({
      fromCents: 499,
      toCents: 1999,
      periodStart: new Date(subscription.currentPeriodStart!),
      periodEnd: new Date(subscription.currentPeriodEnd!),
      at: new Date(body.prorationDate!),
    });
    expect(expected).toBeGreaterThan(900);
    expect(expected).toBeLessThan(1200);
    expect(body).toEqual({
      kind: "upgrade",
      tier: { id: creator.vip.id, name: "VIP", price: "19.99" },
      amountDueNowCents: expected,
      effectiveAt: body.prorationDate,
      prorationDate: expect.any(String),
      cancelsScheduledChange: false,
    });
    // A preview changes nothing.
    expect((await view(fan, subscription.id)).tier?.name).toBe("Basic");

    const res = await change(fan, subscription.id, { tierId: creator.vip.id, prorationDate: body.prorationDate });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as TierChangeAnswer;
    expect(answer.payment).toBeNull();
    expect(answer.subscription).toMatchObject({
      id: subscription.id,
      status: "active",
      tierId: creator.vip.id,
      tier: { id: creator.vip.id, name: "VIP" },
      price: "19.99",
      scheduledTierChange: null,
      // The period does not move: the next renewal bills 19.99 on the same day.
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    // VIP before any provider event is processed: its posts open at once.
    expect((await view(fan, subscription.id)).tier?.name).toBe("VIP");
    expect(await postLock(fan, creator.profile, vipPost.id)).toEqual({ locked: false, lockReason: null });

    await t.drainJobs();
    const after = await view(fan, subscription.id);
    expect(after).toMatchObject({ tierId: creator.vip.id, price: "19.99", scheduledTierChange: null });
    const list = await receipts(fan, subscription.id);
    expect(list.map((r) => [r.status, r.amountCents])).toEqual([
      ["paid", expected],
      ["paid", 499],
    ]);
    // The proration covers the rest of the period from the quoted moment.
    expect(list[0]).toMatchObject({ periodStart: body.prorationDate, periodEnd: subscription.currentPeriodEnd });

    const charges = await ledgerCharges(creator.profile);
    expect(charges).toHaveLength(2);
    const creatorShare = Math.round(expected * 0.8);
    expect(charges).toContainEqual({ fan_payments: expected, creator_payable: -creatorShare, platform_revenue: -(expected - creatorShare) });
    expect(charges).toContainEqual({ fan_payments: 499, creator_payable: -399, platform_revenue: -100 });
    expect(await ledgerTotal()).toBe(0);

    // Redelivered events record nothing twice.
    await t.ctx.db.update(testPaymentEvents).set({ deliveredAt: null });
    await t.drainJobs();
    expect(await receipts(fan, subscription.id)).toHaveLength(2);
    expect(await ledgerCharges(creator.profile)).toHaveLength(2);

    // The next renewal bills VIP's price.
    await advanceClock(t, await daysPast(subscription.currentPeriodEnd!));
    expect((await receipts(fan, subscription.id)).map((r) => r.amountCents)).toEqual([1999, expected, 499]);
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "VIP" }, price: "19.99" });
  });

  it("charges now what the preview showed, and without a quoted moment prorates for the provider's now", async () => {
    const creator = await creatorWithTiers();
    const { fan, subscription } = await fanOn(creator, creator.basic);
    const quoted = (await preview(fan, subscription.id, creator.premium.id)).body as TierChangePreview;
    // Time passes at the provider between the dialog and the click.
    await advanceClock(t, 1);
    const res = await change(fan, subscription.id, { tierId: creator.premium.id, prorationDate: quoted.prorationDate });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "The amount shown is out of date. Please check the new amount and confirm again." });

    const fresh = (await preview(fan, subscription.id, creator.premium.id)).body as TierChangePreview;
    expect(fresh.amountDueNowCents).toBeLessThan(quoted.amountDueNowCents);
    expect((await change(fan, subscription.id, { tierId: creator.premium.id, prorationDate: fresh.prorationDate })).status).toBe(200);
    await t.drainJobs();
    const before = await receipts(fan, subscription.id);
    expect(before.map((r) => r.amountCents)).toEqual([fresh.amountDueNowCents, 499]);

    const unquoted = await change(fan, subscription.id, { tierId: creator.vip.id });
    expect(unquoted.status).toBe(200);
    await t.drainJobs();
    // Both upgrades may fall in one second: the new receipt is the one not there before.
    const latest = (await receipts(fan, subscription.id)).find((r) => !before.some((b) => b.id === r.id));
    expect(latest!.amountCents).toBe(
      prorationCents({
        fromCents: 999,
        toCents: 1999,
        periodStart: new Date(subscription.currentPeriodStart!),
        periodEnd: new Date(subscription.currentPeriodEnd!),
        at: new Date(latest!.periodStart),
      }),
    );
  });

  it("moves a fan on the profile's own price to a dearer tier", async () => {
    const creator = await creatorWithTiers();
    const { fan, subscription } = await fanOn(creator, null);
    expect(subscription).toMatchObject({ tier: null, price: "9.99" });
    const quoted = (await preview(fan, subscription.id, creator.vip.id)).body as TierChangePreview;
    expect(quoted.kind).toBe("upgrade");
    const res = await change(fan, subscription.id, { tierId: creator.vip.id, prorationDate: quoted.prorationDate });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ tier: { name: "VIP" }, price: "19.99" });
    await t.drainJobs();
    // Paid within the same second, perhaps: in either order.
    expect((await receipts(fan, subscription.id)).map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([999, quoted.amountDueNowCents]);
  });

  it("changes nothing when the card on file is declined", async () => {
    const creator = await creatorWithTiers();
    const { fan, subscription } = await fanOn(creator, creator.basic, CARDS.failsAtRenewal);
    const res = await change(fan, subscription.id, { tierId: creator.vip.id });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ message: "Your card was declined." });
    await t.drainJobs();
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "Basic" }, price: "4.99" });
    expect(await receipts(fan, subscription.id)).toHaveLength(1);
  });
});

describe("downgrading: nothing charged, takes effect at the next renewal", () => {
  it("keeps VIP until the period ends, shows the change as scheduled, then renews as Basic", async () => {
    const creator = await creatorWithTiers();
    const vipPost = await buildPost(t.ctx.db, creator.profile, { audienceKind: "tier", audienceMinTierId: creator.vip.id });
    const { fan, subscription } = await fanOn(creator, creator.vip);
    const quoted = await preview(fan, subscription.id, creator.basic.id);
    expect(quoted.status).toBe(200);
    expect(quoted.body).toEqual({
      kind: "downgrade",
      tier: { id: creator.basic.id, name: "Basic", price: "4.99" },
      amountDueNowCents: 0,
      effectiveAt: subscription.currentPeriodEnd,
      prorationDate: expect.any(String),
      cancelsScheduledChange: false,
    });

    const res = await change(fan, subscription.id, { tierId: creator.basic.id });
    expect(res.status).toBe(200);
    const scheduled = { tier: { id: creator.basic.id, name: "Basic", price: "4.99" }, effectiveAt: subscription.currentPeriodEnd };
    expect(res.body).toEqual({
      subscription: expect.objectContaining({ tier: { id: creator.vip.id, name: "VIP" }, price: "19.99", scheduledTierChange: scheduled }),
      payment: null,
    });
    await t.drainJobs();
    // The provider's events say the same: VIP now, Basic from the period's end.
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "VIP" }, price: "19.99", scheduledTierChange: scheduled });
    const mine = await (await t.as(fan)).get("/api/subscriptions/mine");
    expect(mine.body.find((s: MySubscriptionView) => s.id === subscription.id).scheduledTierChange).toEqual(scheduled);
    expect(await receipts(fan, subscription.id)).toHaveLength(1);

    // A day before the period's end nothing has changed.
    await advanceClock(t, (await daysPast(subscription.currentPeriodEnd!)) - 1);
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "VIP" }, scheduledTierChange: scheduled });
    expect(await postLock(fan, creator.profile, vipPost.id)).toEqual({ locked: false, lockReason: null });

    await advanceClock(t, 1);
    const renewed = await view(fan, subscription.id);
    expect(renewed).toMatchObject({
      status: "active",
      currentPeriodStart: subscription.currentPeriodEnd,
      tierId: creator.basic.id,
      tier: { id: creator.basic.id, name: "Basic" },
      price: "4.99",
      scheduledTierChange: null,
    });
    expect((await receipts(fan, subscription.id)).map((r) => r.amountCents)).toEqual([499, 1999]);
    expect(await postLock(fan, creator.profile, vipPost.id)).toEqual({ locked: true, lockReason: "upgrade" });
    expect(await ledgerCharges(creator.profile)).toContainEqual({ fan_payments: 499, creator_payable: -399, platform_revenue: -100 });
    expect(await ledgerTotal()).toBe(0);
  });

  it("drops a scheduled downgrade when the fan chooses their current tier again", async () => {
    const creator = await creatorWithTiers();
    const { fan, subscription } = await fanOn(creator, creator.premium);
    expect((await change(fan, subscription.id, { tierId: creator.basic.id })).status).toBe(200);
    await t.drainJobs();

    // Upgrading waits until the scheduled change is dropped (the provider bills Basic's price already).
    const blocked = await change(fan, subscription.id, { tierId: creator.vip.id });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual({ message: "A change to a lower tier is scheduled. Keep your current tier first (choose it again), then upgrade." });

    const keep = await preview(fan, subscription.id, creator.premium.id);
    expect(keep.body).toEqual({
      kind: "upgrade",
      tier: { id: creator.premium.id, name: "Premium", price: "9.99" },
      amountDueNowCents: 0,
      effectiveAt: expect.any(String),
      prorationDate: expect.any(String),
      cancelsScheduledChange: true,
    });
    const kept = await change(fan, subscription.id, { tierId: creator.premium.id });
    expect(kept.status).toBe(200);
    expect(kept.body.subscription).toMatchObject({ tier: { name: "Premium" }, price: "9.99", scheduledTierChange: null });
    await t.drainJobs();
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "Premium" }, scheduledTierChange: null });
    const again = await preview(fan, subscription.id, creator.premium.id);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: "You already have this tier" });

    await advanceClock(t, await daysPast(subscription.currentPeriodEnd!));
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "Premium" }, price: "9.99" });
    expect((await receipts(fan, subscription.id)).map((r) => r.amountCents)).toEqual([999, 999]);
  });

  it("moves at once between tiers of the same price, with nothing charged", async () => {
    const creator = await creatorWithTiers();
    const { fan, subscription } = await fanOn(creator, null);
    const quoted = (await preview(fan, subscription.id, creator.premium.id)).body as TierChangePreview;
    expect(quoted).toMatchObject({ kind: "upgrade", amountDueNowCents: 0, cancelsScheduledChange: false });
    const res = await change(fan, subscription.id, { tierId: creator.premium.id });
    expect(res.body.subscription).toMatchObject({ tier: { name: "Premium" }, price: "9.99", scheduledTierChange: null });
    await t.drainJobs();
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "Premium" } });
    expect(await receipts(fan, subscription.id)).toHaveLength(1);
  });
});

describe("who may change tier, and when", () => {
  it("is the subscriber's alone: others are refused and an unknown subscription is not found", async () => {
    const creator = await creatorWithTiers();
    const { subscription } = await fanOn(creator, creator.basic);
    const stranger = await buildUser(t.ctx.db);
    for (const caller of [stranger, creator.owner]) {
      const agent = await t.as(caller);
      expect((await agent.get(`/api/subscriptions/${subscription.id}/change-tier`).query({ tierId: creator.vip.id })).status).toBe(403);
      const res = await agent.post(`/api/subscriptions/${subscription.id}/change-tier`).send({ tierId: creator.vip.id });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the subscriber can change its tier" });
    }
    expect((await t.anonymous().post(`/api/subscriptions/${subscription.id}/change-tier`).send({ tierId: creator.vip.id })).status).toBe(401);
    const missing = await (await t.as(stranger)).post("/api/subscriptions/00000000-0000-4000-8000-000000000000/change-tier").send({ tierId: creator.vip.id });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Subscription not found" });
    await t.drainJobs();
    expect((await ledgerCharges(creator.profile)).length).toBe(1);
  });

  it("refuses a tier of another creator, an archived tier, the same tier and a malformed one (400)", async () => {
    const creator = await creatorWithTiers();
    const other = await creatorWithTiers();
    const archived = await buildTier(t.ctx.db, creator.profile, { name: "Gold", price: "29.99", archivedAt: new Date() });
    const { fan, subscription } = await fanOn(creator, creator.basic);
    const cases: Array<[string, string]> = [
      [other.vip.id, "This tier belongs to another creator"],
      [archived.id, "This tier is no longer offered"],
      [creator.basic.id, "You already have this tier"],
      ["00000000-0000-4000-8000-000000000000", "Tier not found"],
      ["vip", "Tier not found"],
    ];
    for (const [tierId, message] of cases) {
      const res = await change(fan, subscription.id, { tierId });
      expect(res.status, tierId).toBe(400);
      expect(res.body).toMatchObject({ message });
      expect((await preview(fan, subscription.id, tierId)).body).toMatchObject({ message });
    }
    await t.drainJobs();
    expect(await view(fan, subscription.id)).toMatchObject({ tier: { name: "Basic" }, price: "4.99" });
  });

  it("refuses a subscription set to end, past due or ended (409)", async () => {
    const creator = await creatorWithTiers();
    const ending = await fanOn(creator, creator.basic);
    expect((await (await t.as(ending.fan)).post(`/api/subscriptions/${ending.subscription.id}/cancel`)).status).toBe(200);
    const res = await change(ending.fan, ending.subscription.id, { tierId: creator.vip.id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This subscription ends with its current period. Resume it to change tier." });
    expect((await preview(ending.fan, ending.subscription.id, creator.vip.id)).status).toBe(409);

    const failing = await fanOn(creator, creator.basic, CARDS.failsAtRenewal);
    await advanceClock(t, await daysPast(failing.subscription.currentPeriodEnd!));
    expect((await view(failing.fan, failing.subscription.id)).status).toBe("past_due");
    const pastDue = await change(failing.fan, failing.subscription.id, { tierId: creator.vip.id });
    expect(pastDue.status).toBe(409);
    expect(pastDue.body).toEqual({ message: "Your last payment did not go through. Your tier can change once the subscription is paid again." });

    // Both end with their period (and its grace).
    await advanceClock(t, 4);
    for (const { fan, subscription } of [ending, failing]) {
      expect((await view(fan, subscription.id)).status).toBe("canceled");
      const ended = await change(fan, subscription.id, { tierId: creator.vip.id });
      expect(ended.status).toBe(409);
      expect(ended.body).toEqual({ message: "This subscription has ended." });
    }
  });
});

describe("whether the fan's list offers a change of tier", () => {
  it("offers one while the creator has another tier on offer, none once the fan's is the only one", async () => {
    const creator = await creatorWithTiers();
    const { fan, subscription } = await fanOn(creator, creator.vip);
    const listed = async () => ((await (await t.as(fan)).get("/api/subscriptions/mine")).body as MySubscriptionView[])[0]!;
    expect((await listed()).tierChangeOffered).toBe(true);

    // Basic and Premium archived: VIP, the fan's own, is the only tier offered.
    for (const tier of [creator.basic, creator.premium]) {
      expect((await (await t.as(creator.owner)).post(`/api/subscription-tiers/${tier.id}/archive`)).status).toBe(200);
    }
    expect((await listed()).tierChangeOffered).toBe(false);
    expect((await view(fan, subscription.id)).tierChangeOffered).toBe(false);
  });

  it("offers the fan's own tier back while a downgrade to another waits", async () => {
    const creator = await creatorWithTiers();
    const { fan, subscription } = await fanOn(creator, creator.vip);
    expect((await change(fan, subscription.id, { tierId: creator.premium.id })).status).toBe(200);
    for (const tier of [creator.basic, creator.premium]) {
      expect((await (await t.as(creator.owner)).post(`/api/subscription-tiers/${tier.id}/archive`)).status).toBe(200);
    }
    expect((await view(fan, subscription.id)).tierChangeOffered).toBe(true);
  });
});
