import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { buildCreator, buildTier, buildUser, buildStaff } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe("GET /api/subscription-tiers/creator/:creatorProfileId", () => {
  it("lists the creator's tiers newest first, and no one else's", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const { profile: otherProfile } = await buildCreator(t.ctx.db);
    const base = Date.now();
    const basic = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", createdAt: new Date(base - 2000) });
    const vip = await buildTier(t.ctx.db, profile, {
      name: "VIP",
      price: "19.99",
      description: null,
      features: ["Live streams", "Direct messaging"],
      benefits: BENEFIT_TEMPLATES.vip,
      createdAt: new Date(base - 1000),
    });
    await buildTier(t.ctx.db, otherProfile);

    const res = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: vip.id,
        creatorProfileId: profile.id,
        name: "VIP",
        price: "19.99",
        description: null,
        features: ["Live streams", "Direct messaging"],
        benefits: BENEFIT_TEMPLATES.vip,
        createdAt: vip.createdAt.toISOString(),
        archivedAt: null,
      },
      expect.objectContaining({ id: basic.id, name: "Basic", price: "4.99" }),
    ]);
  });

  it("pages with limit and before", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const base = Date.now();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await buildTier(t.ctx.db, profile, { createdAt: new Date(base - i * 1000) }));
    const page1 = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}?limit=2`);
    expect(page1.body.map((x: { id: string }) => x.id)).toEqual([made[0].id, made[1].id]);
    const page2 = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}?limit=2&before=${made[1].id}`);
    expect(page2.body.map((x: { id: string }) => x.id)).toEqual([made[2].id]);
  });

  it("answers 404 for an unknown profile", async () => {
    const res = await t.anonymous().get(`/api/subscription-tiers/creator/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Creator profile not found" });
  });
});

describe("POST /api/subscription-tiers", () => {
  const tierBody = (creatorProfileId: string, overrides: Record<string, unknown> = {}) => ({
    creatorProfileId,
    name: "Premium",
    price: "9.99",
    description: "The full experience",
    features: ["Unlimited exclusive posts"],
    ...overrides,
  });

  it("adds a tier with its price stored with two decimals", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).post("/api/subscription-tiers").send(tierBody(profile.id, { price: 5 }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      creatorProfileId: profile.id,
      name: "Premium",
      price: "5.00",
      description: "The full experience",
      features: ["Unlimited exclusive posts"],
      benefits: BENEFIT_TEMPLATES.premium,
      createdAt: expect.any(String),
      archivedAt: null,
    });
    const listed = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}`);
    expect(listed.body).toEqual([res.body]);
  });

  it.each([
    ["0.005", "0.01"],
    [999.99, "999.99"],
  ])("accepts the price %j as %j (rounded to cents, at most 999.99)", async (price, stored) => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).post("/api/subscription-tiers").send(tierBody(profile.id, { price }));
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(stored);
  });

  it("trims the features and drops blank lines", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner))
      .post("/api/subscription-tiers")
      .send(tierBody(profile.id, { features: ["  Photo gallery ", "", "   ", "HD video"] }));
    expect(res.status).toBe(201);
    expect(res.body.features).toEqual(["Photo gallery", "HD video"]);
  });

  it("makes the description and features optional", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner))
      .post("/api/subscription-tiers")
      .send({ creatorProfileId: profile.id, name: "Basic", price: "4.99", description: "  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ description: null, features: [], price: "4.99" });
  });

  it.each([
    [{ price: "0" }, "Please enter a valid price"],
    [{ price: "abc" }, "Please enter a valid price"],
    [{ price: -1 }, "Please enter a valid price"],
    [{ price: "" }, "Please enter a valid price"],
    [{ price: undefined }, "Please enter a valid price"],
    [{ name: "  " }, "Please provide tier name and price"],
    [{ name: undefined }, "Please provide tier name and price"],
    // Nothing is left once rounded to cents.
    [{ price: "0.004" }, "Please enter a valid price"],
    [{ price: 1000 }, "Price must be at most $999.99"],
    [{ price: "999.995" }, "Price must be at most $999.99"],
    [{ name: "n".repeat(61) }, "Tier name must be at most 60 characters"],
    [{ description: "d".repeat(501) }, "Description must be at most 500 characters"],
    [{ features: Array.from({ length: 21 }, (_, i) => `Perk ${i}`) }, "A tier can have at most 20 features"],
    [{ features: ["f".repeat(121)] }, "Each feature must be at most 120 characters"],
  ])("refuses %j with %s", async (overrides, message) => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).post("/api/subscription-tiers").send(tierBody(profile.id, overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("is for the profile's owner only", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const signedOut = await t.anonymous().post("/api/subscription-tiers").send(tierBody(profile.id));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: "Unauthorized" });
    const other = await (await t.as(await buildUser(t.ctx.db))).post("/api/subscription-tiers").send(tierBody(profile.id));
    expect(other.status).toBe(403);
    const staff = await (await t.as(await buildStaff(t.ctx.db)))
      .post("/api/subscription-tiers")
      .send(tierBody(profile.id));
    expect(staff.status).toBe(403);
    const listed = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}`);
    expect(listed.body).toEqual([]);
  });

  it("answers 404 for an unknown profile", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const res = await agent.post("/api/subscription-tiers").send(tierBody(crypto.randomUUID()));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Creator profile not found" });
  });
});
