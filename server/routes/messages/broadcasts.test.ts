/**
 * "Message your fans" (POST /api/message-broadcasts): a creator sends one
 * message to every current fan of the tiers they choose. The request writes no
 * message; a job writes it into each fan's conversation in batches, and every
 * fan gets it exactly once, even when the job runs again. Its progress is the
 * creator's to read.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { BROADCAST_AUDIENCE_REQUIRED } from "@shared/messages";
import { sendBroadcast } from "../../commands/message-broadcasts";
import { conversations, messageBroadcasts, messages, realtimeEvents, type User } from "../../db/schema";
import { buildCreator, buildSubscription, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

let seq = 0;
const clientId = () => `broadcast-${Date.now()}-${++seq}`;

/** A creator with Basic, Premium and VIP tiers and fans on each (two each), and one on the profile's own price. */
async function creatorWithFans() {
  const { owner: creator, profile } = await buildCreator(t.ctx.db, { petName: "Biscuit" });
  const tiers = {
    basic: await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic }),
    premium: await buildTier(t.ctx.db, profile, { name: "Premium", price: "9.99", benefits: BENEFIT_TEMPLATES.premium }),
    vip: await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip }),
  };
  const fans: Record<keyof typeof tiers | "price", User[]> = { basic: [], premium: [], vip: [], price: [] };
  for (const tier of ["basic", "premium", "vip"] as const) {
    for (let i = 0; i < 2; i++) {
      const fan = await buildUser(t.ctx.db);
      await buildSubscription(t.ctx.db, fan, profile, { tierId: tiers[tier].id });
      fans[tier].push(fan);
    }
  }
  const priceFan = await buildUser(t.ctx.db);
  await buildSubscription(t.ctx.db, priceFan, profile);
  fans.price.push(priceFan);
  return { creator, profile, tiers, fans };
}

/** The broadcast's copies each fan received (by their conversation with the creator). */
async function copiesOf(creator: User, content: string) {
  const rows = await t.ctx.db
    .select({ fanId: conversations.fanUserId, n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.senderId, creator.id), eq(messages.content, content)))
    .groupBy(conversations.fanUserId);
  return new Map(rows.map((r) => [r.fanId, r.n]));
}

describe("Message your fans", () => {
  it("the request writes nothing; the job writes it once into each fan's conversation of the chosen tiers, and the progress says so", async () => {
    const { creator, tiers, fans, profile } = await creatorWithFans();
    // A VIP fan already talks with the creator: the message joins that conversation.
    const asVip = await t.as(fans.vip[0]!);
    const { body: existing } = await asVip.post("/api/conversations").send({ creatorProfileId: profile.id });

    const asCreator = await t.as(creator);
    const res = await asCreator
      .post("/api/message-broadcasts")
      .send({ content: "  New photos this Friday!  ", tierIds: [tiers.premium.id, tiers.vip.id], clientId: clientId() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      content: "New photos this Friday!",
      tierIds: expect.arrayContaining([tiers.premium.id, tiers.vip.id]),
      toProfilePrice: false,
      status: "sending",
      recipients: 4,
      done: 0,
      finishedAt: null,
    });
    expect((await copiesOf(creator, "New photos this Friday!")).size).toBe(0);

    await t.drainJobs();
    const copies = await copiesOf(creator, "New photos this Friday!");
    expect(new Map([...copies].sort())).toEqual(new Map([...fans.premium, ...fans.vip].map((fan) => [fan.id, 1] as const).sort()));
    const progress = await asCreator.get(`/api/message-broadcasts/${res.body.id}`);
    expect(progress.body).toMatchObject({ status: "sent", recipients: 4, done: 4, finishedAt: expect.any(String) });

    // The VIP fan's existing conversation has it, announced live with the badge's count.
    const { body: page } = await asVip.get(`/api/conversations/${existing.id}/messages`);
    expect(page.map((m: { content: string }) => m.content)).toEqual(["New photos this Friday!"]);
    const events = await t.ctx.db
      .select({ type: realtimeEvents.type, data: realtimeEvents.data })
      .from(realtimeEvents)
      .where(eq(realtimeEvents.userId, fans.vip[0]!.id))
      .orderBy(asc(realtimeEvents.seq));
    expect(events.slice(-2)).toEqual([
      { type: "message.created", data: { conversationId: existing.id, message: expect.objectContaining({ content: "New photos this Friday!", senderId: creator.id }) } },
      { type: "unread.changed", data: { notifications: expect.any(Number), messages: 1 } },
    ]);
    // The fan's copy does not carry the creator's clientId.
    expect((events.at(-2)!.data as { message: Record<string, unknown> }).message.clientId).toBeUndefined();

    const list = await asCreator.get("/api/message-broadcasts");
    expect(list.body.map((b: { id: string }) => b.id)).toEqual([res.body.id]);
  });

  it("reaches the profile's own price's fans with toProfilePrice", async () => {
    const { creator, fans } = await creatorWithFans();
    const res = await (await t.as(creator))
      .post("/api/message-broadcasts")
      .send({ content: "Hello subscribers", toProfilePrice: true, clientId: clientId() });
    expect(res.status).toBe(201);
    expect(res.body.recipients).toBe(1);
    await t.drainJobs();
    expect(await copiesOf(creator, "Hello subscribers")).toEqual(new Map([[fans.price[0]!.id, 1]]));
  });

  it("every fan gets it once however the job is cut into batches or run again", async () => {
    const { creator, tiers, fans } = await creatorWithFans();
    const res = await (await t.as(creator))
      .post("/api/message-broadcasts")
      .send({ content: "Batches of two", tierIds: Object.values(tiers).map((tier) => tier.id), toProfilePrice: true, clientId: clientId() });
    // Batches of two (four transactions for seven fans), then the whole again from the start, as a rerun after a lost cursor would.
    expect(await sendBroadcast(t.ctx.db, res.body.id, 2)).toBe(7);
    await t.ctx.db.update(messageBroadcasts).set({ status: "sending", cursor: null, done: 0 }).where(eq(messageBroadcasts.id, res.body.id));
    expect(await sendBroadcast(t.ctx.db, res.body.id, 3)).toBe(0);
    await t.drainJobs();
    const copies = await copiesOf(creator, "Batches of two");
    expect(copies.size).toBe(7);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect(Object.values(fans).flat().every((fan) => copies.has(fan.id))).toBe(true);
  });

  it("passes over a fan who blocked the creator, and one the creator blocked", async () => {
    const { creator, tiers, fans } = await creatorWithFans();
    await (await t.as(fans.vip[0]!)).post("/api/blocks").send({ userId: creator.id });
    await (await t.as(creator)).post("/api/blocks").send({ userId: fans.vip[1]!.id });
    await (await t.as(creator)).post("/api/message-broadcasts").send({ content: "Not for blocked", tierIds: [tiers.vip.id, tiers.premium.id], clientId: clientId() });
    await t.drainJobs();
    expect([...(await copiesOf(creator, "Not for blocked")).keys()].sort()).toEqual(fans.premium.map((f) => f.id).sort());
  });

  it("a repeated clientId answers the first broadcast (200); a second one while the first is sending is 409", async () => {
    const { creator, tiers } = await creatorWithFans();
    const asCreator = await t.as(creator);
    const body = { content: "Once", tierIds: [tiers.basic.id], clientId: clientId() };
    const first = await asCreator.post("/api/message-broadcasts").send(body);
    const again = await asCreator.post("/api/message-broadcasts").send(body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    const other = await asCreator.post("/api/message-broadcasts").send({ ...body, clientId: clientId() });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: "Your last message to your fans is still being sent. Please wait until it is done." });
    await t.drainJobs();
    expect((await asCreator.post("/api/message-broadcasts").send({ ...body, clientId: clientId() })).status).toBe(201);
    await t.drainJobs();
  });

  it("refuses: signed out 401, a member who is not a creator 403, another creator's tier or no audience 400, someone else's progress 403", async () => {
    const { creator, tiers } = await creatorWithFans();
    const other = await creatorWithFans();
    const body = { content: "Hi", tierIds: [tiers.vip.id], clientId: clientId() };
    expect((await t.anonymous().post("/api/message-broadcasts").send(body)).status).toBe(401);
    const member = await (await t.as(await buildUser(t.ctx.db))).post("/api/message-broadcasts").send(body);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: "Only creators can message their fans." });
    const foreign = await (await t.as(other.creator)).post("/api/message-broadcasts").send(body);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ message: "tierIds must be tiers of your profile" });
    const nobody = await (await t.as(creator)).post("/api/message-broadcasts").send({ ...body, tierIds: [] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors).toEqual([{ path: "tierIds", message: BROADCAST_AUDIENCE_REQUIRED }]);
    const empty = await (await t.as(creator)).post("/api/message-broadcasts").send({ ...body, content: "   " });
    expect(empty.status).toBe(400);

    const mine = await (await t.as(creator)).post("/api/message-broadcasts").send(body);
    const peek = await (await t.as(other.creator)).get(`/api/message-broadcasts/${mine.body.id}`);
    expect(peek.status).toBe(403);
    expect(peek.body).toEqual({ message: "This is not your message to your fans" });
    expect((await (await t.as(creator)).get("/api/message-broadcasts/not-an-id")).status).toBe(404);
    await t.drainJobs();
  });
});
