/**
 * Reporting a community chat message (POST /api/reports {targetType:
 * "chat_message", targetId: its number}): those who may read its room report
 * it; the moderator reads it with the few before it; removing it deletes it for
 * everyone in the room. Reports never hide it: enough of them escalate the case.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import type { ModerationCaseView } from "@shared/api-types";
import type { CreatorProfile, User } from "../../db/schema";
import { buildCreator, buildStaff, buildSubscription, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildEstablishedUser, caseIdOf } from "../../test/fixtures/moderation";

let t: TestApp;
let moderator: User;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await buildStaff(t.ctx.db, "moderator");
});
afterAll(() => t?.close());

async function chatWithFans() {
  const { owner: creator, profile } = await buildCreator(t.ctx.db, { petName: "Biscuit" });
  const basic = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic });
  const vip = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
  const fanOf = async (tierId: string) => {
    const fan = await buildEstablishedUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile, { tierId });
    return fan;
  };
  return { creator, profile, basicFan: await fanOf(basic.id), vipFan: await fanOf(vip.id), fanOf: () => fanOf(basic.id) };
}

async function say(profile: CreatorProfile, author: User, content: string, room: "main" | "vip" = "main") {
  const res = await (await t.as(author))
    .post(`/api/creator-profile/${profile.id}/chat/messages`)
    .send({ content, room, clientId: crypto.randomUUID() });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

async function caseView(caseId: string): Promise<ModerationCaseView> {
  const res = await (await t.as(moderator)).get(`/api/moderation/cases/${caseId}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe("reporting a community chat message", () => {
  it("a fan in the room reports it by its number; the moderator reads it and the four before it", async () => {
    const { profile, basicFan, vipFan } = await chatWithFans();
    const said = [];
    for (const [i, words] of ["a", "b", "c", "d", "e", "buy my pills"].entries()) said.push(await say(profile, i % 2 ? vipFan : basicFan, words));
    const reported = said[5]!;
    const res = await (await t.as(basicFan))
      .post("/api/reports")
      .send({ targetType: "chat_message", targetId: reported.id, reason: "spam_scam" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ targetType: "chat_message", targetId: reported.id });
    // A number is taken as well as its text.
    const again = await (await t.as(basicFan))
      .post("/api/reports")
      .send({ targetType: "chat_message", targetId: Number(reported.id), reason: "spam_scam" });
    expect(again.status).toBe(200);

    const kase = await caseView(await caseIdOf(t.ctx.db, { type: "chat_message", id: reported.id }));
    expect(kase.target).toMatchObject({ type: "chat_message", title: "Message in Biscuit's community chat", text: "buy my pills" });
    expect(kase.author!.id).toBe(vipFan.id);
    expect(kase.evidence!.place).toBe("Biscuit's community chat");
    expect(kase.evidence!.messages.map((m) => [m.text, m.reported])).toEqual([
      ["b", false],
      ["c", false],
      ["d", false],
      ["e", false],
      ["buy my pills", true],
    ]);
  });

  it("is refused to those who cannot read the room (404): a member, a Basic fan for the VIP room; and a bad number (400)", async () => {
    const { profile, basicFan, vipFan } = await chatWithFans();
    const inVip = await say(profile, vipFan, "VIPs only", "vip");
    const inMain = await say(profile, vipFan, "hello all");
    for (const [reporter, id] of [
      [await buildUser(t.ctx.db), inMain.id],
      [basicFan, inVip.id],
    ] as const) {
      const res = await (await t.as(reporter)).post("/api/reports").send({ targetType: "chat_message", targetId: id, reason: "other" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "This content does not exist or was removed" });
    }
    for (const targetId of ["abc", "0", "-3", crypto.randomUUID()]) {
      const res = await (await t.as(basicFan)).post("/api/reports").send({ targetType: "chat_message", targetId, reason: "other" });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "targetId", message: "Invalid id" }]);
    }
  });

  it("a moderator removes it: it leaves the room's history; the case keeps its words", async () => {
    const { profile, creator, basicFan, vipFan } = await chatWithFans();
    const bad = await say(profile, vipFan, "nasty words");
    await (await t.as(basicFan)).post("/api/reports").send({ targetType: "chat_message", targetId: bad.id, reason: "harassment" });
    const caseId = await caseIdOf(t.ctx.db, { type: "chat_message", id: bad.id });
    const { version } = await caseView(caseId);
    const acted = await (await t.as(moderator)).post(`/api/moderation/cases/${caseId}/actions`).send({ action: "remove", note: "Rude", version });
    expect(acted.status).toBe(200);
    const { body: history } = await (await t.as(creator)).get(`/api/creator-profile/${profile.id}/chat/messages?room=main`);
    expect(history.map((m: { id: string }) => m.id)).not.toContain(bad.id);
    expect((await caseView(caseId)).evidence!.messages.at(-1)).toMatchObject({ text: "nasty words", reported: true });
  });

  it("three reports from people in good standing escalate the case instead of hiding the message", async () => {
    const { profile, vipFan, fanOf } = await chatWithFans();
    const bad = await say(profile, vipFan, "spam");
    for (let i = 0; i < 3; i++) {
      const res = await (await t.as(await fanOf())).post("/api/reports").send({ targetType: "chat_message", targetId: bad.id, reason: "spam_scam" });
      expect(res.status).toBe(201);
    }
    const kase = await caseView(await caseIdOf(t.ctx.db, { type: "chat_message", id: bad.id }));
    expect(kase).toMatchObject({ escalated: true, urgent: true, target: { hiddenAt: null } });
    expect(kase.actions[0]).toMatchObject({
      action: "escalate",
      note: "Escalated: 3 people in good standing reported it. A message is never hidden automatically: a moderator reads it and removes it if it breaks the rules.",
    });
  });
});
