import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { creatorProfiles } from "../../db/schema";
import { recordRefund } from "../../ledger/post";
import { buildPaidInvoice } from "../../test/fixtures/ledger";
import { buildCreator, buildPost, buildStaff, buildSubscription, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const validProfile = { petName: "Biscuit", petType: "Dog", bio: "A corgi who loves the beach." };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("GET /api/creator-profiles", () => {
  it("lists profiles newest first with the creator's name, real fans count and posts count", async () => {
    const { profile: older } = await buildCreator(t.ctx.db, { petName: "Older", createdAt: minutesAgo(30) });
    const owner = await buildUser(t.ctx.db, { displayName: "Ada Lovelace" });
    const { profile: newer } = await buildCreator(t.ctx.db, { owner, petName: "Newer", createdAt: minutesAgo(1) });
    const [fanA, fanB, former] = await Promise.all([buildUser(t.ctx.db), buildUser(t.ctx.db), buildUser(t.ctx.db)]);
    await buildSubscription(t.ctx.db, fanA, newer);
    await buildSubscription(t.ctx.db, fanB, newer);
    await buildSubscription(t.ctx.db, former, newer, { status: "canceled" });
    await buildPost(t.ctx.db, newer);
    await buildPost(t.ctx.db, newer, { isPremium: true });
    await buildPost(t.ctx.db, newer);

    const res = await t.anonymous().get("/api/creator-profiles");
    expect(res.status).toBe(200);
    const ids = res.body.map((p: { id: string }) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const shown = res.body.find((p: { id: string }) => p.id === newer.id);
    expect(shown).toEqual({
      id: newer.id,
      userId: owner.id,
      petName: "Newer",
      petType: "Dog",
      breed: "Corgi",
      bio: "A corgi who loves the beach.",
      coverImageUrl: null,
      avatarImageUrl: null,
      coverImage: null,
      avatarImage: null,
      subscriptionPrice: "9.99",
      benefits: BENEFIT_TEMPLATES.premium,
      createdAt: newer.createdAt.toISOString(),
      creatorName: "Ada Lovelace",
      fansCount: 2,
      postsCount: 3,
      liveSessionId: null,
    });
    const other = res.body.find((p: { id: string }) => p.id === older.id);
    expect(other).toMatchObject({ fansCount: 0, postsCount: 0 });
  });

  it("a creator who is live carries their live's id (the LIVE badge), on the list and the profile, until it ends; a live's writes clear a visitor's cached answers", async () => {
    // Visitors' answers kept a minute: only a write that clears them shows a change.
    const cached = await startTestApp({ PUBLIC_CACHE_SECONDS: "60" });
    try {
      const { owner, profile } = await buildCreator(cached.ctx.db);
      const creator = await cached.as(owner);
      const scheduled = await creator.post("/api/live-sessions").send({ title: "Zoomies", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
      const shownLive = async () => {
        const [list, one, byUser] = await Promise.all([
          cached.anonymous().get("/api/creator-profiles"),
          cached.anonymous().get(`/api/creator-profile/${profile.id}`),
          cached.anonymous().get(`/api/creator-profile/user/${owner.id}`),
        ]);
        return [list.body.find((p: { id: string }) => p.id === profile.id).liveSessionId, one.body.liveSessionId, byUser.body.liveSessionId];
      };
      expect(await shownLive()).toEqual([null, null, null]);
      // Started as the studio's POST …/start does (which needs a camera's stream): seen once a live's write clears the cache.
      await cached.ctx.db.execute(sql`update live_sessions set status = 'live', started_at = now() where id = ${scheduled.body.id}`);
      expect(await shownLive()).toEqual([null, null, null]);
      await creator.patch(`/api/live-sessions/${scheduled.body.id}`).send({ saveReplay: false });
      expect(await shownLive()).toEqual([scheduled.body.id, scheduled.body.id, scheduled.body.id]);
      // The chat's messages clear nothing.
      expect((await creator.post(`/api/live-sessions/${scheduled.body.id}/chat`).send({ content: "Hi", clientId: "c-1" })).status).toBe(201);
      expect((await cached.anonymous().get(`/api/creator-profile/${profile.id}`)).headers["x-public-cache"]).toBe("hit");
      expect((await creator.post(`/api/live-sessions/${scheduled.body.id}/end`)).status).toBe(200);
      expect(await shownLive()).toEqual([null, null, null]);
    } finally {
      await cached.close();
    }
  });

  it("never shows the owner's email", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const res = await t.anonymous().get(`/api/creator-profile/${profile.id}`);
    expect(JSON.stringify(res.body)).not.toContain("@example.test");
  });

  it("pages with limit and before", async () => {
    const base = Date.now() + 3_600_000; // later than every other profile of this file
    const built = [];
    for (let i = 0; i < 3; i++) {
      built.push((await buildCreator(t.ctx.db, { createdAt: new Date(base + i * 1000) })).profile);
    }
    const [first, second, third] = [built[2], built[1], built[0]];
    const page1 = await t.anonymous().get("/api/creator-profiles?limit=2");
    expect(page1.status).toBe(200);
    expect(page1.body.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
    const page2 = await t.anonymous().get(`/api/creator-profiles?limit=2&before=${second.id}`);
    expect(page2.body[0].id).toBe(third.id);
  });

  it("refuses a limit above 100 and a before that is not an id", async () => {
    const tooMany = await t.anonymous().get("/api/creator-profiles?limit=101");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("limit must be at most 100");
    const badCursor = await t.anonymous().get("/api/creator-profiles?before=nope");
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe("before must be an id from a previous page");
  });
});

describe("GET /api/creator-profile/:id and /api/creator-profile/user/:userId", () => {
  it("answers one profile by its id and by its owner's id", async () => {
    const owner = await buildUser(t.ctx.db, { displayName: null, firstName: "Grace", lastName: "Hopper" });
    const { profile } = await buildCreator(t.ctx.db, { owner });
    const byId = await t.anonymous().get(`/api/creator-profile/${profile.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: profile.id, creatorName: "Grace Hopper", fansCount: 0, postsCount: 0 });
    const byUser = await t.anonymous().get(`/api/creator-profile/user/${owner.id}`);
    expect(byUser.status).toBe(200);
    expect(byUser.body).toEqual(byId.body);
  });

  it("answers 404 for an unknown profile or a user without one", async () => {
    const user = await buildUser(t.ctx.db);
    for (const path of [`/api/creator-profile/${crypto.randomUUID()}`, `/api/creator-profile/user/${user.id}`]) {
      const res = await t.anonymous().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Creator profile not found" });
    }
  });

  it("answers a malformed id with a 400, not a 500", async () => {
    const res = await t.anonymous().get("/api/creator-profile/not-a-uuid");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Invalid id" });
  });
});

describe("POST /api/creator-profile", () => {
  it("needs a signed-in user", async () => {
    const res = await t.anonymous().post("/api/creator-profile").send(validProfile);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("creates the caller's profile with the default price and trimmed fields", async () => {
    const user = await buildUser(t.ctx.db, { displayName: "Sam" });
    const agent = await t.as(user);
    const avatar = await buildUpload(t.ctx.storage, user);
    const res = await agent.post("/api/creator-profile").send({
      petName: "  Biscuit ",
      petType: "Dog",
      breed: "   ",
      bio: "Beach corgi",
      avatarImageUrl: avatar,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: user.id,
      petName: "Biscuit",
      breed: null,
      coverImageUrl: null,
      avatarImageUrl: avatar,
      subscriptionPrice: "9.99",
      creatorName: "Sam",
      fansCount: 0,
      postsCount: 0,
    });
  });

  it("stores the price with two decimals", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const res = await agent.post("/api/creator-profile").send({ ...validProfile, subscriptionPrice: 12.5 });
    expect(res.status).toBe(201);
    expect(res.body.subscriptionPrice).toBe("12.50");
  });

  it("takes only the allowed fields: the owner is always the caller", async () => {
    const user = await buildUser(t.ctx.db);
    const victim = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    const res = await agent
      .post("/api/creator-profile")
      .send({ ...validProfile, userId: victim.id, id: crypto.randomUUID(), createdAt: "2001-01-01T00:00:00Z" });
    expect(res.status).toBe(201);
    expect(res.body.userId).toBe(user.id);
    expect(res.body.createdAt).not.toBe("2001-01-01T00:00:00.000Z");
    const [row] = await t.ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, res.body.id));
    expect(row.userId).toBe(user.id);
  });

  it("answers 409 to a second profile", async () => {
    const { owner } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).post("/api/creator-profile").send(validProfile);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "You already have a creator profile" });
  });

  it("answers 409 to the loser of two simultaneous creations", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const results = await Promise.all([
      agent.post("/api/creator-profile").send(validProfile),
      agent.post("/api/creator-profile").send(validProfile),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ ...validProfile, petName: undefined }, "Pet name is required"],
    [{ ...validProfile, petName: "   " }, "Pet name is required"],
    [{ ...validProfile, petType: "" }, "Pet type is required"],
    [{ ...validProfile, bio: " " }, "Bio is required"],
    [{ ...validProfile, subscriptionPrice: 1.98 }, "Subscription price must be at least $1.99"],
    [{ ...validProfile, subscriptionPrice: "100" }, "Subscription price must be at most $99.99"],
    [{ ...validProfile, subscriptionPrice: "abc" }, "Subscription price must be a number"],
  ])("refuses %j with %s", async (body, message) => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const res = await agent.post("/api/creator-profile").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].message).toBe(message);
  });

  it("accepts the price bounds 1.99 and 99.99", async () => {
    for (const price of [1.99, "99.99"]) {
      const agent = await t.as(await buildUser(t.ctx.db));
      const res = await agent.post("/api/creator-profile").send({ ...validProfile, subscriptionPrice: price });
      expect(res.status).toBe(201);
      expect(res.body.subscriptionPrice).toBe(String(price));
    }
  });
});

describe("PATCH /api/creator-profile/:id", () => {
  it("lets the owner change some fields and keeps the others", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const cover = await buildUpload(t.ctx.storage, owner);
    const res = await (await t.as(owner))
      .patch(`/api/creator-profile/${profile.id}`)
      .send({ bio: "  New bio ", subscriptionPrice: "4.5", coverImageUrl: cover });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: profile.id,
      petName: profile.petName,
      bio: "New bio",
      subscriptionPrice: "4.50",
      coverImageUrl: cover,
    });
  });

  it("answers the profile unchanged to an empty body", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).patch(`/api/creator-profile/${profile.id}`).send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ petName: profile.petName, bio: profile.bio });
  });

  it("validates like the creation form", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    const blank = await agent.patch(`/api/creator-profile/${profile.id}`).send({ petName: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Pet name is required");
    const cheap = await agent.patch(`/api/creator-profile/${profile.id}`).send({ subscriptionPrice: 0.5 });
    expect(cheap.status).toBe(400);
    expect(cheap.body.message).toBe("Subscription price must be at least $1.99");
  });

  it("clears the breed and images given as null or blank, and keeps those left out", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, {
      breed: "Beagle",
      avatarImageUrl: "/objects/uploads/x/avatar",
      coverImageUrl: "/objects/uploads/x/cover",
    });
    const res = await (await t.as(owner))
      .patch(`/api/creator-profile/${profile.id}`)
      .send({ breed: null, avatarImageUrl: "" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ breed: null, avatarImageUrl: null, coverImageUrl: "/objects/uploads/x/cover" });
  });

  it.each(["javascript:alert(1)", "http://images.example.com/a.png", "data:image/png;base64,iVBORw0KGgo=", "//images.example.com/a.png", "/api/logout"])(
    "refuses the image address %s: images are uploads or https addresses",
    async (avatarImageUrl) => {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const res = await (await t.as(owner)).patch(`/api/creator-profile/${profile.id}`).send({ avatarImageUrl });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Images must be uploaded files or https addresses");
    },
  );

  it("takes only the owner's own uploads as images, and https addresses elsewhere as given", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    const strangers = await buildUpload(t.ctx.storage, await buildUser(t.ctx.db));
    const refused = await agent.patch(`/api/creator-profile/${profile.id}`).send({ coverImageUrl: strangers });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "You can only use files you uploaded yourself" });
    const elsewhere = await agent.patch(`/api/creator-profile/${profile.id}`).send({ coverImageUrl: "HTTPS://Images.Example.com/a.png" });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.coverImageUrl).toBe("https://images.example.com/a.png");
  });

  it.each([
    ["petName", "Pet name", 60],
    ["petType", "Pet type", 40],
    ["breed", "Breed", 60],
    ["bio", "Bio", 1000],
  ])("refuses a %s longer than its limit", async (field, label, max) => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    expect((await agent.patch(`/api/creator-profile/${profile.id}`).send({ [field]: "x".repeat(max) })).status).toBe(200);
    const res = await agent.patch(`/api/creator-profile/${profile.id}`).send({ [field]: "x".repeat(max + 1) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: field, message: `${label} must be at most ${max} characters` }]);
  });

  it("cannot move the profile to another user", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const other = await buildUser(t.ctx.db);
    const res = await (await t.as(owner)).patch(`/api/creator-profile/${profile.id}`).send({ userId: other.id });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(owner.id);
  });

  it("refuses other users and staff, and answers 404 for an unknown profile", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const other = await t.as(await buildUser(t.ctx.db));
    const forbidden = await other.patch(`/api/creator-profile/${profile.id}`).send({ bio: "hacked" });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: "Only the profile's owner can edit it" });
    const missing = await other.patch(`/api/creator-profile/${crypto.randomUUID()}`).send({ bio: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Creator profile not found" });
  });
});

describe("GET /api/creator-profile/:id/stats", () => {
  it("counts the fans and takes this month's money from the ledger, split 80/20 on cents", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const [fanA, fanB, former] = await Promise.all([buildUser(t.ctx.db), buildUser(t.ctx.db), buildUser(t.ctx.db)]);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 24 * 60 * 60 * 1000);
    await buildPaidInvoice(t.ctx.db, await buildSubscription(t.ctx.db, fanA, profile, { price: "9.99" }), { amountCents: 999, paidAt: now });
    await buildPaidInvoice(t.ctx.db, await buildSubscription(t.ctx.db, fanB, profile, { price: "4.99" }), { amountCents: 499, paidAt: now });
    // Paid last month, canceled since: neither a fan nor this month's money.
    const canceled = await buildSubscription(t.ctx.db, former, profile, { price: "19.99", status: "canceled" });
    await buildPaidInvoice(t.ctx.db, canceled, { amountCents: 1999, paidAt: lastMonth });
    await buildPost(t.ctx.db, profile);
    await buildPost(t.ctx.db, profile, { isPremium: true });

    const res = await (await t.as(owner)).get(`/api/creator-profile/${profile.id}/stats`);
    expect(res.status).toBe(200);
    // 9.99 → 7.99 (7.992) and 4.99 → 3.99 (3.992): 11.98 of 14.98; the fee is the remainder.
    expect(res.body).toEqual({
      activeSubscribers: 2,
      postsCount: 2,
      monthlyGross: "14.98",
      monthlyEarnings: "11.98",
      platformFee: "3.00",
    });
  });

  it("splits each payment when it is paid, and subtracts this month's refunds", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const now = new Date();
    // 1.99 → 1.59 (1.592) and 2.03 → 1.62 (1.624): the creator's 3.21 is what the two charges moved.
    await buildPaidInvoice(t.ctx.db, await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile, { price: "1.99" }), {
      amountCents: 199,
      paidAt: now,
    });
    const refunded = await buildPaidInvoice(
      t.ctx.db,
      await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile, { price: "2.03" }),
      { amountCents: 203, paidAt: now },
    );
    const res = await (await t.as(owner)).get(`/api/creator-profile/${profile.id}/stats`);
    expect(res.body).toMatchObject({ monthlyGross: "4.02", monthlyEarnings: "3.21", platformFee: "0.81" });

    // A 1.00 refund takes back 0.80 of the creator's share and 0.20 of the fee.
    await recordRefund(t.ctx.db, { invoiceId: refunded.id, reference: "re_stats", creatorProfileId: profile.id, amountCents: 100, occurredAt: now });
    const after = await (await t.as(owner)).get(`/api/creator-profile/${profile.id}/stats`);
    expect(after.body).toMatchObject({ monthlyGross: "3.02", monthlyEarnings: "2.41", platformFee: "0.61" });
  });

  it("answers zeros for a new creator", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).get(`/api/creator-profile/${profile.id}/stats`);
    expect(res.body).toEqual({
      activeSubscribers: 0,
      postsCount: 0,
      monthlyGross: "0.00",
      monthlyEarnings: "0.00",
      platformFee: "0.00",
    });
  });

  it("is for the owner and staff only", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const other = await (await t.as(await buildUser(t.ctx.db))).get(`/api/creator-profile/${profile.id}/stats`);
    expect(other.status).toBe(403);
    const staff = await buildStaff(t.ctx.db);
    const asStaff = await (await t.as(staff)).get(`/api/creator-profile/${profile.id}/stats`);
    expect(asStaff.status).toBe(200);
    const signedOut = await t.anonymous().get(`/api/creator-profile/${profile.id}/stats`);
    expect(signedOut.status).toBe(401);
  });
});
