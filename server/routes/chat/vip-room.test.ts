/**
 * The creator's switch for the VIP room (PUT /api/creator-profile/:id/chat/settings
 * {vipRoomOpen}): closed, VIP fans keep their badge and the main room but
 * neither read nor write the VIP room, and its live delivery leaves them out;
 * the creator and staff still use it. Only the creator turns it.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { peopleAllowedIn } from "../../chat/access";
import { buildCreator, buildStaff, buildSubscription, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function chatWithVipFan() {
  const { owner: creator, profile } = await buildCreator(t.ctx.db, { petName: "Biscuit" });
  const vip = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
  const fan = await buildUser(t.ctx.db);
  await buildSubscription(t.ctx.db, fan, profile, { tierId: vip.id });
  return { creator, profile, fan };
}

const say = (room: "main" | "vip") => ({ content: "hello", room, clientId: crypto.randomBytes(8).toString("hex") });

describe("the VIP room's switch", () => {
  it("is open by default; closed, a VIP fan is refused the VIP room (read and write) but keeps the main room and the badge", async () => {
    const { creator, profile, fan } = await chatWithVipFan();
    const asFan = await t.as(fan);
    const chat = `/api/creator-profile/${profile.id}/chat`;
    expect((await asFan.get(chat)).body).toMatchObject({ rooms: ["main", "vip"], badge: "vip", vipRoomOpen: true });

    const closed = await (await t.as(creator)).put(`${chat}/settings`).send({ vipRoomOpen: false });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ vipRoomOpen: false });
    expect((await asFan.get(chat)).body).toMatchObject({ rooms: ["main"], badge: "vip", vipRoomOpen: false });
    for (const res of [await asFan.get(`${chat}/messages?room=vip`), await asFan.post(`${chat}/messages`).send(say("vip"))]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Biscuit's VIP room is closed right now." });
    }
    expect((await asFan.post(`${chat}/messages`).send(say("main"))).status).toBe(201);

    // The creator and staff still use it.
    for (const person of [creator, await buildStaff(t.ctx.db, "moderator")]) {
      const agent = await t.as(person);
      expect((await agent.post(`${chat}/messages`).send(say("vip"))).status).toBe(201);
      expect((await agent.get(`${chat}/messages?room=vip`)).status).toBe(200);
    }

    // Live delivery asks the same rule.
    expect(await peopleAllowedIn(t.ctx.database.pool, profile.id, "vip", [fan.id, creator.id])).toEqual(new Set([creator.id]));
    await (await t.as(creator)).put(`${chat}/settings`).send({ vipRoomOpen: true });
    expect(await peopleAllowedIn(t.ctx.database.pool, profile.id, "vip", [fan.id, creator.id])).toEqual(new Set([fan.id, creator.id]));
    expect((await asFan.get(`${chat}/messages?room=vip`)).status).toBe(200);
  });

  it("only the creator turns it: a fan and staff 403, signed out 401, a bad body 400", async () => {
    const { creator, profile, fan } = await chatWithVipFan();
    const url = `/api/creator-profile/${profile.id}/chat/settings`;
    for (const person of [fan, await buildStaff(t.ctx.db, "admin")]) {
      const res = await (await t.as(person)).put(url).send({ vipRoomOpen: false });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the creator can open or close the VIP room" });
    }
    expect((await t.anonymous().put(url).send({ vipRoomOpen: false })).status).toBe(401);
    const bad = await (await t.as(creator)).put(url).send({ vipRoomOpen: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "vipRoomOpen", message: "vipRoomOpen must be true or false" }]);
  });
});
