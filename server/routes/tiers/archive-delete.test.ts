/**
 * A creator retires tiers without breaking anyone's subscription: an archived
 * tier is offered to no new fan (only its owner still lists it) while the fans
 * who hold it keep it; a tier nobody ever subscribed to may be deleted, any
 * other answers 409 and must be archived.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TierView } from "@shared/api-types";
import { LIST_LIMITS, TOO_MANY_TIERS_MESSAGE } from "@shared/constants/text-limits";
import { subscriptions, subscriptionTiers } from "../../db/schema";
import { buildCreator, buildStaff, buildSubscription, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const tierNames = (tiers: TierView[]) => tiers.map((tier) => tier.name).sort();

describe("POST /api/subscription-tiers/:id/archive", () => {
  it("stops offering the tier to new fans, while its owner still sees it and its fans keep it", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const basic = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99" });
    await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99" });
    const fan = await buildUser(t.ctx.db);
    const held = await buildSubscription(t.ctx.db, fan, profile, { tierId: basic.id, price: "4.99" });

    const res = await (await t.as(owner)).post(`/api/subscription-tiers/${basic.id}/archive`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: basic.id, name: "Basic", archivedAt: expect.any(String) });

    const forVisitors = await t.anonymous().get(`/api/subscription-tiers/creator/${profile.id}`);
    expect(tierNames(forVisitors.body)).toEqual(["VIP"]);
    const forOwner = await (await t.as(owner)).get(`/api/subscription-tiers/creator/${profile.id}`);
    expect(tierNames(forOwner.body)).toEqual(["Basic", "VIP"]);
    expect(forOwner.body.find((tier: TierView) => tier.name === "VIP").archivedAt).toBeNull();

    const newFan = await (await t.as(await buildUser(t.ctx.db)))
      .post("/api/subscriptions")
      .send({ creatorProfileId: profile.id, tierId: basic.id });
    expect(newFan.status).toBe(400);
    expect(newFan.body).toEqual({ message: "Tier not found" });

    const mine = await (await t.as(fan)).get("/api/subscriptions/mine");
    expect(mine.body).toEqual([expect.objectContaining({ id: held.id, status: "active", tier: { id: basic.id, name: "Basic" } })]);
  });

  it("keeps the first archive date when asked again", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile);
    const agent = await t.as(owner);
    const first = await agent.post(`/api/subscription-tiers/${tier.id}/archive`);
    const second = await agent.post(`/api/subscription-tiers/${tier.id}/archive`);
    expect(second.status).toBe(200);
    expect(second.body.archivedAt).toBe(first.body.archivedAt);
  });

  it("is the owner's only: 401 signed out, 403 for another member and for staff, 404 for no tier", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile);
    expect((await t.anonymous().post(`/api/subscription-tiers/${tier.id}/archive`)).status).toBe(401);
    for (const other of [await buildUser(t.ctx.db), await buildStaff(t.ctx.db)]) {
      const res = await (await t.as(other)).post(`/api/subscription-tiers/${tier.id}/archive`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the profile's owner can change its tiers" });
    }
    expect((await (await t.as(owner)).post(`/api/subscription-tiers/${crypto.randomUUID()}/archive`)).status).toBe(404);
    const [stored] = await t.ctx.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tier.id));
    expect(stored!.archivedAt).toBeNull();
  });
});

describe("DELETE /api/subscription-tiers/:id", () => {
  it("deletes a tier nobody ever subscribed to", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile);
    const res = await (await t.as(owner)).delete(`/api/subscription-tiers/${tier.id}`);
    expect(res.status).toBe(204);
    expect(await t.ctx.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tier.id))).toEqual([]);
  });

  it.each(["active", "canceled", "incomplete_expired"])(
    "refuses with 409 a tier a %s subscription refers to, and keeps it",
    async (status) => {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const tier = await buildTier(t.ctx.db, profile);
      const held = await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile, { tierId: tier.id, status });
      const res = await (await t.as(owner)).delete(`/api/subscription-tiers/${tier.id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/^Fans have subscribed to this tier, so it cannot be deleted\. Archive it instead/);
      expect(await t.ctx.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tier.id))).toHaveLength(1);
      const [subscription] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, held.id));
      expect(subscription!.tierId).toBe(tier.id);
    },
  );

  it("is the owner's only: 401 signed out, 403 for another member and for staff", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const tier = await buildTier(t.ctx.db, profile);
    expect((await t.anonymous().delete(`/api/subscription-tiers/${tier.id}`)).status).toBe(401);
    for (const other of [await buildUser(t.ctx.db), await buildStaff(t.ctx.db)]) {
      expect((await (await t.as(other)).delete(`/api/subscription-tiers/${tier.id}`)).status).toBe(403);
    }
    expect(await t.ctx.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tier.id))).toHaveLength(1);
  });
});

describe("how many tiers a creator may have", () => {
  it(`allows ${LIST_LIMITS.tiersPerCreator}, archived ones counted; deleting an unused one makes room`, async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    for (let i = 1; i < LIST_LIMITS.tiersPerCreator; i++) await buildTier(t.ctx.db, profile, { name: `Tier ${i}`, price: "4.99" });
    const archived = await buildTier(t.ctx.db, profile, { name: "Old", price: "2.99", archivedAt: new Date() });
    const add = () => agent.post("/api/subscription-tiers").send({ creatorProfileId: profile.id, name: "One more", price: "9.99" });

    const refused = await add();
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: TOO_MANY_TIERS_MESSAGE });

    expect((await agent.delete(`/api/subscription-tiers/${archived.id}`)).status).toBe(204);
    expect((await add()).status).toBe(201);
    expect((await add()).status).toBe(409);
  });
});
