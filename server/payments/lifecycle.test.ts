/**
 * The subscription lifecycle as a state machine, end to end on the built-in test
 * provider: every transition is driven the way it happens in the product (the
 * subscribe and card endpoints, the provider's clock, its events delivered to the
 * webhook and processed by the jobs), and after each one the premium content,
 * the fans count, the receipts and the ledger follow.
 *
 *   incomplete ─paid─▶ active ─renewal paid─▶ active
 *       │                │ ╰─renewal declined─▶ past_due ─3 days unpaid─▶ canceled
 *       │                ├─cancel─▶ active (cancel at period end) ─resume─▶ active
 *       │                │                      ╰─period end─▶ canceled
 *       │                ╰─full refund─▶ canceled
 *       ├─23 h unpaid─▶ incomplete_expired
 *       ╰─cancel─▶ canceled
 */
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { InvoiceView, MySubscriptionView } from "@shared/api-types";
import {
  ledgerEntries,
  ledgerTransfers,
  notifications,
  paymentEvents,
  testPaymentEvents,
  type CreatorProfile,
  type User,
} from "../db/schema";
import { buildCreator, buildPost, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { advanceClock, CARDS, staffOf, startSubscription, subscribeAndPay, testProvider } from "../test/payments";
import { processPaymentEvent } from "./process-event";
import { moveClock } from "./test-provider/clock";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;

/** A creator with a premium post, and a fan. */
async function creatorAndFan(overrides: { subscriptionPrice?: string } = {}) {
  const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Pepper", ...overrides });
  const post = await buildPost(t.ctx.db, profile, { isPremium: true });
  const fan = await buildUser(t.ctx.db, { displayName: "Fan Fiona" });
  return { owner, profile, post, fan };
}

/** What the fan sees of the creator's premium post: true when unlocked. */
async function fanSeesPremium(fan: User, profile: Pick<CreatorProfile, "id">): Promise<boolean> {
  const res = await (await t.as(fan)).get(`/api/posts/creator/${profile.id}`);
  expect(res.status).toBe(200);
  const premium = (res.body as { isPremium: boolean; locked: boolean }[]).find((p) => p.isPremium)!;
  return !premium.locked;
}

async function fansCount(profile: Pick<CreatorProfile, "id">): Promise<number> {
  return (await t.anonymous().get(`/api/creator-profile/${profile.id}`)).body.fansCount;
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

/** The ledger's charge transfers of a creator, with their creator share. */
async function ledgerCharges(profile: Pick<CreatorProfile, "id">) {
  return t.ctx.db
    .select({ kind: ledgerTransfers.kind, account: ledgerEntries.account, cents: ledgerEntries.amountCents })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(and(eq(ledgerTransfers.creatorProfileId, profile.id), inArray(ledgerTransfers.kind, ["charge", "refund"])));
}

/** Whole days from the provider's clock to a moment (the step at which the billing cycle reaches it). */
async function daysUntil(iso: string): Promise<number> {
  const now = await testProvider(t).now();
  return Math.ceil((new Date(iso).getTime() - now.getTime()) / DAY);
}

describe("incomplete → active: the first payment", () => {
  it("grants nothing until the provider's payment event, then makes a fan for one calendar month", async () => {
    const { owner, profile, fan } = await creatorAndFan({ subscriptionPrice: "7.50" });
    const agent = await t.as(fan);
    const res = await agent.post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      subscription: expect.objectContaining({
        creatorProfileId: profile.id,
        status: "incomplete",
        price: "7.50",
        tier: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        creator: { petName: "Pepper", avatarImageUrl: null, avatarImage: null, userId: owner.id },
      }),
      payment: { provider: "test", clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/) },
    });
    const id = res.body.subscription.id as string;
    expect(await fanSeesPremium(fan, profile)).toBe(false);
    expect(await fansCount(profile)).toBe(0);

    const paid = await agent.post("/api/payments/test/confirm").send({ clientSecret: res.body.payment.clientSecret, cardNumber: CARDS.succeeds });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ status: "succeeded" });
    // Paid at the provider, but nothing is active before its event is verified and processed.
    expect((await view(fan, id)).status).toBe("incomplete");
    expect(await fanSeesPremium(fan, profile)).toBe(false);

    await t.drainJobs();
    const active = await view(fan, id);
    expect(active.status).toBe("active");
    const start = new Date(active.currentPeriodStart!);
    const end = new Date(active.currentPeriodEnd!);
    const oneMonthLater = new Date(start);
    oneMonthLater.setUTCMonth(oneMonthLater.getUTCMonth() + 1);
    if (oneMonthLater.getUTCDate() !== start.getUTCDate()) oneMonthLater.setUTCDate(0);
    expect(end.toISOString()).toBe(oneMonthLater.toISOString());
    expect(await fanSeesPremium(fan, profile)).toBe(true);
    expect(await fansCount(profile)).toBe(1);

    const [receipt] = await receipts(fan, id);
    expect(receipt).toMatchObject({ amountCents: 750, amountRefundedCents: 0, currency: "usd", status: "paid", periodEnd: active.currentPeriodEnd });
    // 7.50: 6.00 to the creator, 1.50 to the platform.
    const entries = await ledgerCharges(profile);
    expect(entries.map((e) => [e.account, e.cents]).sort()).toEqual([
      ["creator_payable", -600],
      ["fan_payments", 750],
      ["platform_revenue", -150],
    ]);
    const inbox = await (await t.as(owner)).get("/api/notifications");
    expect(inbox.body).toEqual([
      expect.objectContaining({ type: "new_subscriber", title: "New PawFan!", message: "Fan Fiona subscribed to Pepper." }),
    ]);
  });

  it("keeps the subscription waiting after a declined card, and a second card pays it", async () => {
    const { profile, fan } = await creatorAndFan();
    const started = await startSubscription(t, fan, profile);
    const agent = await t.as(fan);
    for (const card of [CARDS.declined, "1234 5678 9012 3456"]) {
      const declined = await agent.post("/api/payments/test/confirm").send({ clientSecret: started.payment.clientSecret, cardNumber: card });
      expect(declined.status).toBe(402);
      expect(declined.body).toEqual({ message: "Your card was declined." });
    }
    await t.drainJobs();
    expect((await view(fan, started.subscription.id)).status).toBe("incomplete");
    expect(await receipts(fan, started.subscription.id)).toEqual([]);

    // The same pending subscription and secret when the fan tries again.
    const again = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(again.status).toBe(200);
    expect(again.body.subscription.id).toBe(started.subscription.id);
    expect(again.body.payment).toEqual(started.payment);

    const paid = await agent.post("/api/payments/test/confirm").send({ clientSecret: started.payment.clientSecret, cardNumber: "4242424242424242" });
    expect(paid.status).toBe(200);
    await t.drainJobs();
    expect((await view(fan, started.subscription.id)).status).toBe("active");
    // Confirming again is the same one payment.
    const twice = await agent.post("/api/payments/test/confirm").send({ clientSecret: started.payment.clientSecret, cardNumber: CARDS.succeeds });
    expect(twice.status).toBe(200);
    await t.drainJobs();
    expect(await receipts(fan, started.subscription.id)).toHaveLength(1);

    const third = await agent.post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ message: "You are already subscribed to this PawPal" });
  });
});

describe("incomplete → incomplete_expired", () => {
  it("expires a subscription unpaid for 23 hours, and the fan can start again", async () => {
    const { profile, fan } = await creatorAndFan();
    const started = await startSubscription(t, fan, profile);
    const provider = testProvider(t);
    await moveClock(t.ctx.db, 22 * 60 * 60);
    await provider.runBillingCycle();
    await t.drainJobs();
    expect((await view(fan, started.subscription.id)).status).toBe("incomplete");

    await moveClock(t.ctx.db, 2 * 60 * 60);
    await provider.runBillingCycle();
    await t.drainJobs();
    expect((await view(fan, started.subscription.id)).status).toBe("incomplete_expired");
    // Its payment can no longer be made, and the fan's own list leaves it out.
    const late = await (await t.as(fan)).post("/api/payments/test/confirm").send({ clientSecret: started.payment.clientSecret, cardNumber: CARDS.succeeds });
    expect(late.status).toBe(409);
    const mine = await (await t.as(fan)).get("/api/subscriptions/mine");
    expect(mine.body).toEqual([]);

    const fresh = await startSubscription(t, fan, profile);
    expect(fresh.subscription.id).not.toBe(started.subscription.id);
    expect(fresh.payment.clientSecret).not.toBe(started.payment.clientSecret);
  });
});

describe("incomplete → canceled", () => {
  it("cancels a subscription waiting for its first payment at once", async () => {
    const { profile, fan } = await creatorAndFan();
    const started = await startSubscription(t, fan, profile);
    const res = await (await t.as(fan)).post(`/api/subscriptions/${started.subscription.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "canceled", canceledAt: expect.any(String) });
    await t.drainJobs();
    expect((await view(fan, started.subscription.id)).status).toBe("canceled");
    const late = await (await t.as(fan)).post("/api/payments/test/confirm").send({ clientSecret: started.payment.clientSecret, cardNumber: CARDS.succeeds });
    expect(late.status).toBe(409);
    expect((await startSubscription(t, fan, profile)).subscription.id).not.toBe(started.subscription.id);
  });
});

describe("active → active: renewals", () => {
  it("renews each month with a new paid invoice at the price the fan agreed to", async () => {
    const { owner, profile, fan } = await creatorAndFan({ subscriptionPrice: "5.00" });
    const first = await subscribeAndPay(t, fan, profile);
    // A later price change is for new subscribers only.
    const changed = await (await t.as(owner)).patch(`/api/creator-profile/${profile.id}`).send({ subscriptionPrice: "9.00" });
    expect(changed.status).toBe(200);

    await advanceClock(t, await daysUntil(first.currentPeriodEnd!));
    const renewed = await view(fan, first.id);
    expect(renewed.status).toBe("active");
    expect(renewed.currentPeriodStart).toBe(first.currentPeriodEnd);
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBeGreaterThan(new Date(first.currentPeriodEnd!).getTime() + 27 * DAY);
    expect(renewed.price).toBe("5.00");
    const list = await receipts(fan, first.id);
    expect(list.map((r) => [r.status, r.amountCents])).toEqual([
      ["paid", 500],
      ["paid", 500],
    ]);
    // Newest first: the renewal covers the new period.
    expect(list[0]!.periodStart).toBe(first.currentPeriodEnd);
    expect((await ledgerCharges(profile)).filter((e) => e.account === "fan_payments")).toHaveLength(2);
    expect(await fanSeesPremium(fan, profile)).toBe(true);
  });
});

describe("active → past_due → canceled: a renewal that fails", () => {
  it("keeps access through the 3-day grace while the charge is retried, then ends it", async () => {
    const { profile, fan } = await creatorAndFan();
    const first = await subscribeAndPay(t, fan, profile, { card: CARDS.failsAtRenewal });
    expect(await fansCount(profile)).toBe(1);

    await advanceClock(t, await daysUntil(first.currentPeriodEnd!));
    expect((await view(fan, first.id)).status).toBe("past_due");
    expect(await fanSeesPremium(fan, profile)).toBe(true);
    expect(await fansCount(profile)).toBe(1);
    let list = await receipts(fan, first.id);
    expect(list.map((r) => r.status)).toEqual(["open", "paid"]);

    // Two daily retries fail; the fan keeps access meanwhile.
    await advanceClock(t, 2);
    expect((await view(fan, first.id)).status).toBe("past_due");
    expect(await fanSeesPremium(fan, profile)).toBe(true);

    await advanceClock(t, 1);
    const ended = await view(fan, first.id);
    expect(ended.status).toBe("canceled");
    expect(ended.canceledAt).not.toBeNull();
    expect(await fanSeesPremium(fan, profile)).toBe(false);
    expect(await fansCount(profile)).toBe(0);
    list = await receipts(fan, first.id);
    expect(list.map((r) => r.status)).toEqual(["uncollectible", "paid"]);
    // Only the paid month is money.
    expect((await ledgerCharges(profile)).filter((e) => e.account === "fan_payments")).toHaveLength(1);
  });
});

describe("active → cancel at period end", () => {
  it("keeps access until the period ends, and resuming before the end undoes it", async () => {
    const { profile, fan } = await creatorAndFan();
    const first = await subscribeAndPay(t, fan, profile);
    const agent = await t.as(fan);

    const canceled = await agent.post(`/api/subscriptions/${first.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: first.currentPeriodEnd });
    await t.drainJobs();
    expect(await view(fan, first.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await fanSeesPremium(fan, profile)).toBe(true);
    expect(await fansCount(profile)).toBe(1);
    // Cancelling twice answers the same.
    expect((await agent.post(`/api/subscriptions/${first.id}/cancel`)).body).toMatchObject({ cancelAtPeriodEnd: true });

    const resumed = await agent.post(`/api/subscriptions/${first.id}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    await t.drainJobs();
    expect((await view(fan, first.id)).cancelAtPeriodEnd).toBe(false);

    // Resumed: it renews at the period end.
    await advanceClock(t, await daysUntil(first.currentPeriodEnd!));
    expect(await view(fan, first.id)).toMatchObject({ status: "active", currentPeriodStart: first.currentPeriodEnd });
    expect(await receipts(fan, first.id)).toHaveLength(2);
  });

  /**
   * The cancel's event is being processed again (a worker took it): its re-read
   * sees "cancel at period end", the fan resumes meanwhile, and only then is the
   * read applied. Answers the subscription as the fan then sees it.
   */
  async function resumeWhileTheCancelIsReRead(clock: "running" | "standing still") {
    const { profile, fan } = await creatorAndFan();
    const first = await subscribeAndPay(t, fan, profile);
    const agent = await t.as(fan);
    expect((await agent.post(`/api/subscriptions/${first.id}/cancel`)).status).toBe(200);
    await t.drainJobs();
    const [cancelEvent] = await t.ctx.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.type, "customer.subscription.updated"))
      .orderBy(desc(paymentEvents.receivedAt))
      .limit(1);
    await t.ctx.db.update(paymentEvents).set({ processedAt: null }).where(eq(paymentEvents.id, cancelEvent!.id));
    // Standing still, the re-read and the resume fall in one millisecond of the app's clock.
    if (clock === "standing still") vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      let resumed!: () => void;
      const fanResumed = new Promise<void>((resolve) => (resumed = resolve));
      const provider = testProvider(t);
      const processing = processPaymentEvent(
        {
          db: t.ctx.db,
          jobs: t.ctx.jobs,
          config: t.ctx.config,
          payments: {
            ...provider,
            retrieveSubscription: async (id) => {
              const before = await provider.retrieveSubscription(id);
              await fanResumed;
              return before;
            },
          },
        },
        cancelEvent!.id,
      );
      expect((await agent.post(`/api/subscriptions/${first.id}/resume`)).body).toMatchObject({ cancelAtPeriodEnd: false });
      resumed();
      expect(await processing).toBe("processed");
    } finally {
      vi.useRealTimers();
    }
    return view(fan, first.id);
  }

  it("a re-read of the cancel's event that began before the fan resumed cannot undo the resume", async () => {
    expect(await resumeWhileTheCancelIsReRead("running")).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("nor can one that began in the same millisecond as the resume, before it", async () => {
    expect(await resumeWhileTheCancelIsReRead("standing still")).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("ends at the period end: access until then, none after", async () => {
    const { profile, fan } = await creatorAndFan();
    const first = await subscribeAndPay(t, fan, profile);
    await (await t.as(fan)).post(`/api/subscriptions/${first.id}/cancel`);
    await t.drainJobs();

    const days = await daysUntil(first.currentPeriodEnd!);
    await advanceClock(t, days - 1);
    expect(await view(fan, first.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await fanSeesPremium(fan, profile)).toBe(true);

    await advanceClock(t, 1);
    const ended = await view(fan, first.id);
    expect(ended).toMatchObject({ status: "canceled", canceledAt: expect.any(String) });
    expect(await fanSeesPremium(fan, profile)).toBe(false);
    expect(await fansCount(profile)).toBe(0);
    // No renewal was billed, and an ended subscription cannot be resumed.
    expect(await receipts(fan, first.id)).toHaveLength(1);
    const resume = await (await t.as(fan)).post(`/api/subscriptions/${first.id}/resume`);
    expect(resume.status).toBe(409);
    expect(resume.body).toEqual({ message: "This subscription has already ended." });
    // The fan can subscribe again.
    expect((await startSubscription(t, fan, profile)).subscription.id).not.toBe(first.id);
  });
});

describe("active → canceled: a full refund", () => {
  it("refunds the charge into the ledger and ends the fan's access", async () => {
    const { profile, fan } = await creatorAndFan({ subscriptionPrice: "9.99" });
    const first = await subscribeAndPay(t, fan, profile);
    const [receipt] = await receipts(fan, first.id);
    const staff = await (await t.as(await staffOf(t))).post(`/api/admin/invoices/${receipt!.id}/refund`).send({});
    expect(staff.status, JSON.stringify(staff.body)).toBe(202);
    await t.drainJobs();

    expect((await view(fan, first.id)).status).toBe("canceled");
    expect(await fanSeesPremium(fan, profile)).toBe(false);
    expect(await fansCount(profile)).toBe(0);
    const [refunded] = await receipts(fan, first.id);
    expect(refunded).toMatchObject({ status: "paid", amountCents: 999, amountRefundedCents: 999 });
    const sums = new Map<string, number>();
    for (const e of await ledgerCharges(profile)) sums.set(e.account, (sums.get(e.account) ?? 0) + e.cents);
    expect(Object.fromEntries(sums)).toEqual({ fan_payments: 0, creator_payable: 0, platform_revenue: 0 });
  });
});

describe("one event delivered five times", () => {
  it("is stored once and moves the money once", async () => {
    const { profile, fan } = await creatorAndFan();
    const [last] = await t.ctx.db.select({ id: testPaymentEvents.id }).from(testPaymentEvents).orderBy(desc(testPaymentEvents.id)).limit(1);
    await subscribeAndPay(t, fan, profile);
    const provider = testProvider(t);
    // Every event of this subscription is delivered again, each five times, newest first.
    const all = await t.ctx.db
      .select()
      .from(testPaymentEvents)
      .where(last ? gt(testPaymentEvents.id, last.id) : undefined)
      .orderBy(testPaymentEvents.id);
    const paidEvent = all.find((e) => e.type === "invoice.paid");
    expect(paidEvent).toBeDefined();
    for (let round = 0; round < 5; round++) {
      for (const event of [...all].reverse()) {
        const body = JSON.stringify(event.payload);
        const res = await t.anonymous().post("/api/webhooks/payments").set("stripe-signature", provider.signPayload(body)).set("content-type", "application/json").send(body);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ received: true });
      }
    }
    await t.drainJobs();
    const stored = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, paidEvent!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.processedAt).not.toBeNull();
    const charges = (await ledgerCharges(profile)).filter((e) => e.kind === "charge" && e.account === "fan_payments");
    expect(charges).toHaveLength(1);
    const creatorInbox = await t.ctx.db.select().from(notifications).where(eq(notifications.creatorProfileId, profile.id));
    expect(creatorInbox).toHaveLength(1);
  });
});
