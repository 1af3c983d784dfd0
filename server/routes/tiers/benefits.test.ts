import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES, DEFAULT_BENEFITS, type Benefits } from "@shared/benefits";
import { buildCreator, buildStaff, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const tierBody = (creatorProfileId: string, overrides: Record<string, unknown> = {}) => ({
  creatorProfileId,
  name: "Basic",
  price: "4.99",
  features: ["Weekly walk photos"],
  ...overrides,
});

/** Bodies whose benefits are wrong, and the message that must name the field. */
const INVALID_BENEFITS: [string, unknown, string][] = [
  ["an unknown key", { ...BENEFIT_TEMPLATES.basic, petTreats: true }, "Unknown benefit: benefits.petTreats"],
  ["an unknown video level", { ...BENEFIT_TEMPLATES.basic, video: "8k" }, "benefits.video must be one of none, hd, 4k"],
  [
    "a fractional post allowance",
    { ...BENEFIT_TEMPLATES.basic, exclusivePostsPerMonth: 2.5 },
    "benefits.exclusivePostsPerMonth must be a whole number from 1 to 1000, or null for unlimited",
  ],
  [
    "no posts at all",
    { ...BENEFIT_TEMPLATES.basic, exclusivePostsPerMonth: 0 },
    "benefits.exclusivePostsPerMonth must be a whole number from 1 to 1000, or null for unlimited",
  ],
  ["a switch that is not true or false", { ...BENEFIT_TEMPLATES.basic, liveStreams: "yes" }, "benefits.liveStreams must be true or false"],
  ["a missing benefit", { ...BENEFIT_TEMPLATES.basic, communityChat: undefined }, "benefits.communityChat must be true or false"],
  ["not an object", "all of them", "benefits must be an object of benefits"],
];

describe("POST /api/subscription-tiers with benefits", () => {
  it("stores the benefits given and answers them", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    const res = await agent.post("/api/subscription-tiers").send(tierBody(profile.id, { benefits: BENEFIT_TEMPLATES.basic }));
    expect(res.status).toBe(201);
    expect(res.body.benefits).toEqual(BENEFIT_TEMPLATES.basic);

    const listed = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}`);
    expect(listed.body).toEqual([expect.objectContaining({ id: res.body.id, benefits: BENEFIT_TEMPLATES.basic })]);
  });

  it("gives Premium's benefits to a tier added without any (the specification's body)", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).post("/api/subscription-tiers").send(tierBody(profile.id));
    expect(res.status).toBe(201);
    expect(res.body.benefits).toEqual(BENEFIT_TEMPLATES.premium);
  });

  it.each(INVALID_BENEFITS)("refuses %s with 400 naming the field", async (_case, benefits, message) => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).post("/api/subscription-tiers").send(tierBody(profile.id, { benefits }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("PATCH /api/subscription-tiers/:id", () => {
  it("changes the benefits, and the tier's list shows the new ones", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99" });
    const res = await (await t.as(owner)).patch(`/api/subscription-tiers/${tier.id}`).send({ benefits: BENEFIT_TEMPLATES.vip });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: tier.id, name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
    const listed = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}`);
    expect(listed.body[0].benefits).toEqual(BENEFIT_TEMPLATES.vip);
  });

  it("changes only the fields given", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile, { benefits: BENEFIT_TEMPLATES.basic, features: ["Walks"], description: "Hi" });
    const agent = await t.as(owner);
    const priced = await agent.patch(`/api/subscription-tiers/${tier.id}`).send({ price: "6.5" });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ price: "6.50", features: ["Walks"], description: "Hi", benefits: BENEFIT_TEMPLATES.basic });
    const cleared = await agent.patch(`/api/subscription-tiers/${tier.id}`).send({ description: "", features: [] });
    expect(cleared.body).toMatchObject({ price: "6.50", description: null, features: [], benefits: BENEFIT_TEMPLATES.basic });
  });

  it.each(INVALID_BENEFITS)("refuses %s with 400 naming the field", async (_case, benefits, message) => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile);
    const res = await (await t.as(owner)).patch(`/api/subscription-tiers/${tier.id}`).send({ benefits });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses an empty change", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile);
    const res = await (await t.as(owner)).patch(`/api/subscription-tiers/${tier.id}`).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Nothing to change");
  });

  it("is the owner's only: another user and staff get 403, signed out 401, an unknown tier 404", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile, { benefits: BENEFIT_TEMPLATES.basic });
    const body = { benefits: BENEFIT_TEMPLATES.vip };
    const other = await (await t.as(await buildUser(t.ctx.db))).patch(`/api/subscription-tiers/${tier.id}`).send(body);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: "Only the profile's owner can change its tiers" });
    const staff = await (await t.as(await buildStaff(t.ctx.db))).patch(`/api/subscription-tiers/${tier.id}`).send(body);
    expect(staff.status).toBe(403);
    expect((await t.anonymous().patch(`/api/subscription-tiers/${tier.id}`).send(body)).status).toBe(401);
    const { owner } = await buildCreator(t.ctx.db);
    expect((await (await t.as(owner)).patch(`/api/subscription-tiers/${crypto.randomUUID()}`).send(body)).status).toBe(404);

    const listed = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}`);
    expect(listed.body[0].benefits).toEqual(BENEFIT_TEMPLATES.basic);
  });
});

describe("PUT /api/creator-profile/:id/benefits (the profile's own price)", () => {
  const allSwitchesOff: Benefits = { ...BENEFIT_TEMPLATES.basic, communityChat: false, exclusivePostsPerMonth: 12, video: "hd" };

  it("a new profile's own price gives Premium's benefits, shown on the profile", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const res = await t.anonymous().get(`/api/creator-profile/${profile.id}`);
    expect(res.body.benefits).toEqual(DEFAULT_BENEFITS);
    expect(DEFAULT_BENEFITS).toEqual(BENEFIT_TEMPLATES.premium);
  });

  it("the owner sets them; the profile answers the new ones", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).put(`/api/creator-profile/${profile.id}/benefits`).send({ benefits: allSwitchesOff });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: profile.id, benefits: allSwitchesOff });
    expect((await t.anonymous().get(`/api/creator-profile/${profile.id}`)).body.benefits).toEqual(allSwitchesOff);
  });

  it.each(INVALID_BENEFITS)("refuses %s with 400 naming the field", async (_case, benefits, message) => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).put(`/api/creator-profile/${profile.id}/benefits`).send({ benefits });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("is the owner's only: another user and staff get 403, signed out 401", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const body = { benefits: BENEFIT_TEMPLATES.vip };
    const other = await (await t.as(await buildUser(t.ctx.db))).put(`/api/creator-profile/${profile.id}/benefits`).send(body);
    expect(other.status).toBe(403);
    const staff = await (await t.as(await buildStaff(t.ctx.db))).put(`/api/creator-profile/${profile.id}/benefits`).send(body);
    expect(staff.status).toBe(403);
    expect((await t.anonymous().put(`/api/creator-profile/${profile.id}/benefits`).send(body)).status).toBe(401);
    expect((await t.anonymous().get(`/api/creator-profile/${profile.id}`)).body.benefits).toEqual(DEFAULT_BENEFITS);
  });
});
