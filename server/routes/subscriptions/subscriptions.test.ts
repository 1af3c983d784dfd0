import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, type User } from "../../db/schema";
import {
  buildCreator,
  buildSubscription,
  buildTier,
  buildUser,
  buildStaff,
} from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { CARDS, subscribeAndPay } from "../../test/payments";

let t: TestApp;
let staff: User;
beforeAll(async () => {
  t = await startTestApp();
  staff = await buildStaff(t.ctx.db);
});
afterAll(() => t?.close());

describe("POST /api/subscriptions", () => {
  it("starts an incomplete subscription at the profile's price; the creator hears of it once it is paid", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Mochi", subscriptionPrice: "7.50" });
    const fan = await buildUser(t.ctx.db, { displayName: "Fan Fiona" });
    const res = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id, subscriberId: fan.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      subscription: {
        id: expect.any(String),
        creatorProfileId: profile.id,
        tierId: null,
        tier: null,
        price: "7.50",
        status: "incomplete",
        currentPeriodStart: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        scheduledTierChange: null,
        // Mochi has no tiers to move to.
        tierChangeOffered: false,
        canceledAt: null,
        createdAt: expect.any(String),
        creator: { petName: "Mochi", avatarImageUrl: null, avatarImage: null, userId: owner.id },
      },
      payment: { provider: "test", clientSecret: expect.any(String) },
    });
    // Nothing yet: no fan, no notification.
    expect((await t.anonymous().get(`/api/creator-profile/${profile.id}`)).body.fansCount).toBe(0);
    expect((await (await t.as(owner)).get("/api/notifications")).body).toEqual([]);

    await (await t.as(fan))
      .post("/api/payments/test/confirm")
      .send({ clientSecret: res.body.payment.clientSecret, cardNumber: CARDS.succeeds });
    await t.drainJobs();
    const creatorInbox = await (await t.as(owner)).get("/api/notifications");
    expect(creatorInbox.body).toEqual([
      expect.objectContaining({
        type: "new_subscriber",
        title: "New PawFan!",
        message: "Fan Fiona subscribed to Mochi.",
        creatorProfileId: profile.id,
        postId: null,
        read: false,
      }),
    ]);
    const profileView = await t.anonymous().get(`/api/creator-profile/${profile.id}`);
    expect(profileView.body.fansCount).toBe(1);
  });

  it("takes the tier's price when a tier of that creator is chosen, and keeps it", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99" });
    const fan = await buildUser(t.ctx.db);
    const res = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id, tierId: tier.id });
    expect(res.status).toBe(201);
    expect(res.body.subscription).toMatchObject({ tierId: tier.id, tier: { id: tier.id, name: "VIP" }, price: "19.99" });
    const paid = await subscribeAndPay(t, fan, profile, { tierId: tier.id });
    expect(paid).toMatchObject({ id: res.body.subscription.id, price: "19.99", status: "active" });
    const [receipt] = (await (await t.as(fan)).get(`/api/subscriptions/${paid.id}/invoices`)).body;
    expect(receipt).toMatchObject({ amountCents: 1999, status: "paid" });
  });

  it("refuses another creator's tier", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const { profile: otherProfile } = await buildCreator(t.ctx.db);
    const foreignTier = await buildTier(t.ctx.db, otherProfile, { price: "0.99" });
    const res = await (await t.as(await buildUser(t.ctx.db)))
      .post("/api/subscriptions")
      .send({ creatorProfileId: profile.id, tierId: foreignTier.id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Tier not found" });
  });

  it("refuses to subscribe someone else (403)", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const victim = await buildUser(t.ctx.db);
    const res = await (await t.as(await buildUser(t.ctx.db)))
      .post("/api/subscriptions")
      .send({ creatorProfileId: profile.id, subscriberId: victim.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "You can only subscribe for yourself" });
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, victim.id));
    expect(rows).toEqual([]);
  });

  it("refuses one's own profile (400)", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "You cannot subscribe to your own profile" });
  });

  it("answers the pending subscription again while unpaid, 409 once it is paid", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    const agent = await t.as(fan);
    const first = await agent.post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(first.status).toBe(201);
    const second = await agent.post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);

    await subscribeAndPay(t, fan, profile);
    const third = await agent.post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ message: "You are already subscribed to this PawPal" });
    // One subscription, one notification.
    expect(await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id))).toHaveLength(1);
    expect((await (await t.as(owner)).get("/api/notifications")).body).toHaveLength(1);
  });

  it("allows a new subscription once the last one ended", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(await buildUser(t.ctx.db));
    const first = await agent.post("/api/subscriptions").send({ creatorProfileId: profile.id });
    const canceled = await agent.post(`/api/subscriptions/${first.body.subscription.id}/cancel`);
    expect(canceled.body.status).toBe("canceled");
    const again = await agent.post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(again.status).toBe(201);
    expect(again.body.subscription.id).not.toBe(first.body.subscription.id);
  });

  it("gives two simultaneous attempts the same pending subscription", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    const agent = await t.as(fan);
    const results = await Promise.all([
      agent.post("/api/subscriptions").send({ creatorProfileId: profile.id }),
      agent.post("/api/subscriptions").send({ creatorProfileId: profile.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(results[0]!.body.subscription.id).toBe(results[1]!.body.subscription.id);
    expect(results[0]!.body.payment).toEqual(results[1]!.body.payment);
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id));
    expect(rows).toHaveLength(1);
  });

  it("leaves nothing behind when the provider fails, so the fan can try again", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    const payments = t.ctx.payments;
    const original = payments.startSubscription;
    payments.startSubscription = async () => {
      throw new Error("provider down");
    };
    try {
      const res = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message: "The payment provider could not be reached. Please try again." });
    } finally {
      payments.startSubscription = original;
    }
    expect(await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id))).toEqual([]);
    const retry = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(retry.status).toBe(201);
  });

  it("gives the payment provider the fan's email only when their identity provider asserted it (receipts go there)", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const payments = t.ctx.payments;
    const original = payments.startSubscription;
    const emails: (string | null)[] = [];
    payments.startSubscription = (input) => {
      emails.push(input.fan.email);
      return original.call(payments, input);
    };
    try {
      for (const emailVerified of [true, false]) {
        const fan = await buildUser(t.ctx.db, { emailVerified });
        expect((await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id })).status).toBe(201);
      }
    } finally {
      payments.startSubscription = original;
    }
    expect(emails).toEqual([expect.stringContaining("@"), null]);
  });

  it("validates the body and answers 404 for an unknown profile", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const malformed = await agent.post("/api/subscriptions").send({ creatorProfileId: "nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Creator profile not found");
    const missing = await agent.post("/api/subscriptions").send({});
    expect(missing.status).toBe(400);
    const unknown = await agent.post("/api/subscriptions").send({ creatorProfileId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Creator profile not found" });
  });

  it("needs a signed-in user", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const res = await t.anonymous().post("/api/subscriptions").send({ creatorProfileId: profile.id });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});

describe("GET /api/subscriptions/mine", () => {
  it("lists the caller's own subscriptions, newest first, canceled ones included", async () => {
    const fan = await buildUser(t.ctx.db);
    const { profile: a } = await buildCreator(t.ctx.db, { petName: "Alpha" });
    const { profile: b } = await buildCreator(t.ctx.db, { petName: "Beta" });
    const base = Date.now();
    const older = await buildSubscription(t.ctx.db, fan, a, { status: "canceled", createdAt: new Date(base - 2000) });
    const newer = await buildSubscription(t.ctx.db, fan, b, { createdAt: new Date(base - 1000) });
    await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), a);

    const res = await (await t.as(fan)).get("/api/subscriptions/mine");
    expect(res.status).toBe(200);
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([newer.id, older.id]);
    expect(res.body[0]).toMatchObject({ status: "active", creator: { petName: "Beta", userId: b.userId } });
    expect(res.body[1]).toMatchObject({ status: "canceled", creator: { petName: "Alpha" } });

    const page = await (await t.as(fan)).get(`/api/subscriptions/mine?limit=1&before=${newer.id}`);
    expect(page.body.map((s: { id: string }) => s.id)).toEqual([older.id]);
  });

  it("leaves out checkouts that expired unpaid", async () => {
    const fan = await buildUser(t.ctx.db);
    const { profile } = await buildCreator(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile, { status: "incomplete_expired" });
    const pending = await buildSubscription(t.ctx.db, fan, profile, { status: "incomplete" });
    const res = await (await t.as(fan)).get("/api/subscriptions/mine");
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([pending.id]);
  });

  it("needs a signed-in user", async () => {
    const res = await t.anonymous().get("/api/subscriptions/mine");
    expect(res.status).toBe(401);
  });
});

describe("POST /api/subscriptions/:id/cancel", () => {
  it("lets the subscriber cancel at the period end, keeping access and the fan count until then", async () => {
    const { profile } = await buildCreator(t.ctx.db, { petName: "Pip" });
    const fan = await buildUser(t.ctx.db);
    const subscription = await subscribeAndPay(t, fan, profile);
    const res = await (await t.as(fan)).post(`/api/subscriptions/${subscription.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: subscription.id,
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: subscription.currentPeriodEnd,
      creator: { petName: "Pip" },
    });
    const view = await t.anonymous().get(`/api/creator-profile/${profile.id}`);
    expect(view.body.fansCount).toBe(1);
    const again = await (await t.as(fan)).post(`/api/subscriptions/${subscription.id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("ends at once a subscription no provider bills (made before payments)", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    const subscription = await buildSubscription(t.ctx.db, fan, profile);
    const res = await (await t.as(fan)).post(`/api/subscriptions/${subscription.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "canceled" });
    expect((await t.anonymous().get(`/api/creator-profile/${profile.id}`)).body.fansCount).toBe(0);
  });

  it("is for the subscriber only: not the creator, another user or staff", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const subscription = await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile);
    for (const user of [owner, await buildUser(t.ctx.db), staff]) {
      const res = await (await t.as(user)).post(`/api/subscriptions/${subscription.id}/cancel`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the subscriber can cancel it" });
    }
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row.status).toBe("active");
  });

  it("answers 404 for an unknown subscription and 401 when signed out", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const missing = await agent.post(`/api/subscriptions/${crypto.randomUUID()}/cancel`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Subscription not found" });
    const signedOut = await t.anonymous().post(`/api/subscriptions/${crypto.randomUUID()}/cancel`);
    expect(signedOut.status).toBe(401);
  });
});

describe("GET /api/subscriptions/creator/:creatorProfileId", () => {
  it("shows the owner each subscriber's shown name, email and tier, newest first", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99" });
    const fanA = await buildUser(t.ctx.db, { displayName: "Fan A", profileImageUrl: "/objects/a.png" });
    const fanB = await buildUser(t.ctx.db, { displayName: null, firstName: null, lastName: null });
    const fanC = await buildUser(t.ctx.db, { displayName: "  ", firstName: "Cleo", lastName: "Collie" });
    const base = Date.now();
    const plain = await buildSubscription(t.ctx.db, fanA, profile, { createdAt: new Date(base - 3000) });
    const withTier = await buildSubscription(t.ctx.db, fanB, profile, {
      tierId: tier.id,
      price: "19.99",
      status: "canceled",
      createdAt: new Date(base - 2000),
    });
    const byFullName = await buildSubscription(t.ctx.db, fanC, profile, { createdAt: new Date(base - 1000) });

    const res = await (await t.as(owner)).get(`/api/subscriptions/creator/${profile.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: byFullName.id,
        subscriberId: fanC.id,
        creatorProfileId: profile.id,
        tierId: null,
        price: "9.99",
        status: "active",
        createdAt: byFullName.createdAt.toISOString(),
        // No display name: first and last name.
        subscriber: { displayName: "Cleo Collie", email: fanC.email, profileImageUrl: null },
        tier: null,
      },
      {
        id: withTier.id,
        subscriberId: fanB.id,
        creatorProfileId: profile.id,
        tierId: tier.id,
        price: "19.99",
        status: "canceled",
        createdAt: withTier.createdAt.toISOString(),
        // No name at all: the username, never the email.
        subscriber: { displayName: fanB.username, email: fanB.email, profileImageUrl: null },
        tier: { name: "VIP", price: "19.99" },
      },
      {
        id: plain.id,
        subscriberId: fanA.id,
        creatorProfileId: profile.id,
        tierId: null,
        price: "9.99",
        status: "active",
        createdAt: plain.createdAt.toISOString(),
        subscriber: { displayName: "Fan A", email: fanA.email, profileImageUrl: "/objects/a.png" },
        tier: null,
      },
    ]);
    const page = await (await t.as(owner)).get(`/api/subscriptions/creator/${profile.id}?limit=1`);
    expect(page.body.map((s: { id: string }) => s.id)).toEqual([byFullName.id]);
  });

  it("leaves out checkouts never paid: they made nobody a fan", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const fan = await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile);
    await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile, { status: "incomplete" });
    await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile, { status: "incomplete_expired" });
    const res = await (await t.as(owner)).get(`/api/subscriptions/creator/${profile.id}`);
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([fan.id]);
  });

  it("is for the owner and staff only", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile);
    const signedOut = await t.anonymous().get(`/api/subscriptions/creator/${profile.id}`);
    expect(signedOut.status).toBe(401);
    const other = await (await t.as(await buildUser(t.ctx.db))).get(`/api/subscriptions/creator/${profile.id}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: "Only the profile's owner can see its subscribers" });
    const asStaff = await (await t.as(staff)).get(`/api/subscriptions/creator/${profile.id}`);
    expect(asStaff.status).toBe(200);
    // Staff see the fan's email too, for support.
    expect(asStaff.body[0].subscriber.email).toMatch(/@example\.test$/);
    expect(asStaff.body).toHaveLength(1);
  });

  it("answers 404 for an unknown profile", async () => {
    const res = await (await t.as(await buildUser(t.ctx.db))).get(`/api/subscriptions/creator/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Creator profile not found" });
  });
});
