/**
 * Reporting a direct message (POST /api/reports {targetType: "message"}): the
 * conversation's other person reports it into the moderation queue; the
 * moderator reads it and the few messages before it, as they were when it was
 * reported, even after its sender deleted it, and removes it (it then reads
 * "Message deleted" on both sides, live). Nobody else can report it, and it is
 * never hidden by reports.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import type { ModerationCaseView } from "@shared/api-types";
import { realtimeEvents, type User } from "../../db/schema";
import { cleanUpUnattachedUploads } from "../../jobs/handlers/clean-up-unattached-uploads";
import { buildCreator, buildStaff, buildSubscription, buildTier, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildEstablishedUser, caseIdOf } from "../../test/fixtures/moderation";

let t: TestApp;
let moderator: User;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await buildStaff(t.ctx.db, "moderator");
});
afterAll(() => t?.close());

let seq = 0;
const clientId = () => `report-${Date.now()}-${++seq}`;

/** A VIP fan and the creator, their conversation and the messages sent in it (alternating, the fan first). */
async function conversationWith(contents: string[]) {
  const { owner: creator, profile } = await buildCreator(t.ctx.db, { petName: "Biscuit" });
  const vip = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
  const fan = await buildEstablishedUser(t.ctx.db, { firstName: "Sam", lastName: "Lee", displayName: "Sam Lee" });
  await buildSubscription(t.ctx.db, fan, profile, { tierId: vip.id, price: vip.price });
  const asFan = await t.as(fan);
  const asCreator = await t.as(creator);
  const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
  const sent: Array<{ id: string; content: string }> = [];
  for (const [i, content] of contents.entries()) {
    const res = await (i % 2 === 0 ? asFan : asCreator)
      .post(`/api/conversations/${conversation.id}/messages`)
      .send({ content, clientId: clientId() });
    expect(res.status).toBe(201);
    sent.push(res.body);
  }
  return { creator, fan, conversation, sent, asFan, asCreator };
}

async function caseView(caseId: string): Promise<ModerationCaseView> {
  const res = await (await t.as(moderator)).get(`/api/moderation/cases/${caseId}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe("reporting a direct message", () => {
  it("the other person reports it; the moderator reads it and the four before it, oldest first, even after the sender deleted it", async () => {
    const words = ["hi", "hello Sam", "how is Biscuit", "fine", "nice", "send me your address or else"];
    const { creator, fan, sent, asCreator, asFan } = await conversationWith(words);
    const reported = sent[4]!; // "nice", by the fan
    const res = await asCreator.post("/api/reports").send({ targetType: "message", targetId: reported.id, reason: "harassment" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ targetType: "message", targetId: reported.id, reason: "harassment" });

    // The sender deletes it afterwards: its words are gone from the conversation, not from the case.
    expect((await asFan.delete(`/api/messages/${reported.id}`)).status).toBe(204);
    const kase = await caseView(await caseIdOf(t.ctx.db, { type: "message", id: reported.id }));
    expect(kase).toMatchObject({ targetType: "message", status: "open", author: { id: fan.id } });
    expect(kase.target).toMatchObject({ type: "message", title: "Direct message in a conversation with Biscuit", hiddenAt: null });
    expect(kase.evidence!.place).toBe("Conversation between Biscuit and Sam Lee");
    expect(kase.evidence!.messages.map((m) => [m.text, m.authorId, m.reported])).toEqual([
      ["hi", fan.id, false],
      ["hello Sam", creator.id, false],
      ["how is Biscuit", fan.id, false],
      ["fine", creator.id, false],
      ["nice", fan.id, true],
    ]);
  });

  it("is refused to anyone but the other person: the sender (400), a third person and staff (404), once deleted (404)", async () => {
    const { sent, asFan, asCreator } = await conversationWith(["one", "two"]);
    const body = { targetType: "message", targetId: sent[0]!.id, reason: "spam_scam" };
    const own = await asFan.post("/api/reports").send(body);
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ message: "You cannot report your own content" });
    for (const outsider of [await buildUser(t.ctx.db), moderator]) {
      const res = await (await t.as(outsider)).post("/api/reports").send(body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "This content does not exist or was removed" });
    }
    await asFan.delete(`/api/messages/${sent[0]!.id}`);
    expect((await asCreator.post("/api/reports").send(body)).status).toBe(404);
  });

  it("refuses an id that is not a message's shape", async () => {
    const { asCreator } = await conversationWith(["one"]);
    const res = await asCreator.post("/api/reports").send({ targetType: "message", targetId: "42", reason: "spam_scam" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "targetId", message: "Invalid id" }]);
  });

  it("a moderator removes it: both sides see 'Message deleted' at once, and the case keeps the words", async () => {
    const { creator, fan, conversation, sent, asCreator } = await conversationWith(["you are stupid"]);
    await asCreator.post("/api/reports").send({ targetType: "message", targetId: sent[0]!.id, reason: "harassment" });
    const caseId = await caseIdOf(t.ctx.db, { type: "message", id: sent[0]!.id });
    const before = await Promise.all([creator, fan].map(lastSeq));
    const { version } = await caseView(caseId);
    const acted = await (await t.as(moderator))
      .post(`/api/moderation/cases/${caseId}/actions`)
      .send({ action: "remove", note: "Insult", version });
    expect(acted.status).toBe(200);
    const { body: page } = await asCreator.get(`/api/conversations/${conversation.id}/messages`);
    expect(page[0]).toMatchObject({ id: sent[0]!.id, deleted: true, content: "" });
    for (const [i, person] of [creator, fan].entries()) {
      const events = await eventsOf(person, before[i]!);
      expect(events).toContainEqual(
        expect.objectContaining({ type: "message.deleted", data: { conversationId: conversation.id, messageId: sent[0]!.id } }),
      );
    }
    expect((await caseView(caseId)).evidence!.messages[0]).toMatchObject({ text: "you are stupid", reported: true });
  });

  it("a removed message's photo stays with the case for moderators, and nobody else reads it", async () => {
    const { creator, fan, conversation, asFan, asCreator } = await conversationWith([]);
    const mediaUrl = await buildUpload(t.ctx.storage, fan);
    const sent = await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "", mediaUrl, clientId: clientId() });
    expect(sent.status).toBe(201);
    await asCreator.post("/api/reports").send({ targetType: "message", targetId: sent.body.id, reason: "harassment" });
    const caseId = await caseIdOf(t.ctx.db, { type: "message", id: sent.body.id });
    const { version } = await caseView(caseId);
    const acted = await (await t.as(moderator)).post(`/api/moderation/cases/${caseId}/actions`).send({ action: "remove", note: "Not for here", version });
    expect(acted.status).toBe(200);
    // Past the hour in which a removed upload's bytes are deleted.
    await cleanUpUnattachedUploads(t.ctx.db, t.ctx.storage, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect((await caseView(caseId)).evidence!.messages[0]).toMatchObject({ mediaUrl, reported: true });
    expect((await (await t.as(moderator)).get(mediaUrl)).status).toBe(200);
    expect((await (await t.as(creator)).get(mediaUrl)).status).toBe(404);
  });

  it("is never hidden by reports: a moderator's hide is refused with 409", async () => {
    const { sent, asCreator } = await conversationWith(["spam spam"]);
    await asCreator.post("/api/reports").send({ targetType: "message", targetId: sent[0]!.id, reason: "spam_scam" });
    const caseId = await caseIdOf(t.ctx.db, { type: "message", id: sent[0]!.id });
    const { version } = await caseView(caseId);
    const res = await (await t.as(moderator))
      .post(`/api/moderation/cases/${caseId}/actions`)
      .send({ action: "hide", note: "Try", version });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "A message is not hidden: remove it if it breaks the rules, or dismiss the case" });
  });
});

async function eventsOf(user: User, afterSeq = 0) {
  return t.ctx.db
    .select({ seq: realtimeEvents.seq, type: realtimeEvents.type, data: realtimeEvents.data })
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.userId, user.id), gt(realtimeEvents.seq, afterSeq)))
    .orderBy(asc(realtimeEvents.seq));
}
async function lastSeq(user: User) {
  return (await eventsOf(user)).at(-1)?.seq ?? 0;
}
