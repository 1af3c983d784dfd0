/**
 * Direct messages as people meet them: a VIP fan and the creator open a
 * conversation, exchange messages (a retry never doubles one), read them ("Seen"),
 * delete one, block, and see it all on the live channel's log.
 */
import http from "node:http";
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { createApp } from "../../app";
import { openDatabase, type Database } from "../../db";
import { realtimeEvents, sessions, type User } from "../../db/schema";
import { buildCreator, buildSubscription, buildTier, buildUpload, buildUser } from "../../test/factories";
import { freePort, startTestApp, type TestApp } from "../../test/harness";
import { newSessionRow, signedSessionCookie } from "../../test/session-cookie";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

let clientSeq = 0;
const clientId = () => `client-${Date.now()}-${++clientSeq}`;

/** A creator with Basic, Premium and VIP tiers, and a VIP fan. */
async function creatorWithVipFan() {
  const { owner: creator, profile } = await buildCreator(t.ctx.db, { petName: "Biscuit" });
  const vip = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
  const fan = await buildUser(t.ctx.db);
  await buildSubscription(t.ctx.db, fan, profile, { tierId: vip.id, price: vip.price });
  return { creator, profile, vip, fan };
}

/** The events written for the person after `afterSeq`, oldest first. */
async function eventsOf(user: User, afterSeq = 0) {
  const rows = await t.ctx.db
    .select({ seq: realtimeEvents.seq, type: realtimeEvents.type, data: realtimeEvents.data })
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.userId, user.id), gt(realtimeEvents.seq, afterSeq)))
    .orderBy(asc(realtimeEvents.seq));
  return rows;
}
const lastSeq = async (user: User) => (await eventsOf(user)).at(-1)?.seq ?? 0;

describe("a conversation between a VIP fan and the creator", () => {
  it("starts once (201, then 200 with the same one) from either side", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const first = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      creatorProfileId: profile.id,
      role: "fan",
      partner: { userId: creator.id, name: "Biscuit", creatorProfileId: profile.id },
      lastMessage: null,
      unreadCount: 0,
      seenMessageId: null,
      blocked: null,
    });
    const again = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const fromCreator = await (await t.as(creator)).post("/api/conversations").send({ userId: fan.id });
    expect(fromCreator.status).toBe(200);
    expect(fromCreator.body).toMatchObject({ id: first.body.id, role: "creator", partner: { userId: fan.id, creatorProfileId: null } });
  });

  it("sends, lists newest first with keyset pages, and a repeated clientId returns the first message", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const sent = [];
    for (const content of ["one", "two", "three"]) {
      const res = await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: ` ${content} `, clientId: clientId() });
      expect(res.status).toBe(201);
      sent.push(res.body);
    }
    expect(sent[0]).toMatchObject({ content: "one", senderId: fan.id, deleted: false, mediaUrl: null, clientId: expect.any(String) });

    const retry = await asFan
      .post(`/api/conversations/${conversation.id}/messages`)
      .send({ content: "three", clientId: sent[2].clientId });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(sent[2]);

    const asCreator = await t.as(creator);
    const page1 = await asCreator.get(`/api/conversations/${conversation.id}/messages?limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.map((m: { content: string }) => m.content)).toEqual(["three", "two"]);
    // The client id is the sender's alone.
    expect(page1.body[0].clientId).toBeUndefined();
    const page2 = await asCreator.get(`/api/conversations/${conversation.id}/messages?limit=2&before=${page1.body[1].id}`);
    expect(page2.body.map((m: { content: string }) => m.content)).toEqual(["one"]);

    const list = await asCreator.get("/api/conversations");
    expect(list.body).toEqual([
      expect.objectContaining({ id: conversation.id, unreadCount: 3, lastMessage: expect.objectContaining({ content: "three" }) }),
    ]);
    expect((await asCreator.get("/api/conversations/unread-count")).body).toEqual({ count: 3 });
  });

  it("pages each person's conversations by latest activity, both sides merged", async () => {
    const creatorA = await creatorWithVipFan();
    const { owner: creatorB, profile: profileB } = await buildCreator(t.ctx.db, { petName: "Mochi" });
    const vipB = await buildTier(t.ctx.db, profileB, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
    // The first creator is also a VIP fan of the second.
    await buildSubscription(t.ctx.db, creatorA.creator, profileB, { tierId: vipB.id, price: vipB.price });
    const asCreatorA = await t.as(creatorA.creator);
    const withFan = (await asCreatorA.post("/api/conversations").send({ userId: creatorA.fan.id })).body;
    const withB = (await asCreatorA.post("/api/conversations").send({ creatorProfileId: profileB.id })).body;
    await (await t.as(creatorB)).post(`/api/conversations/${withB.id}/messages`).send({ content: "hi", clientId: clientId() });
    await asCreatorA.post(`/api/conversations/${withFan.id}/messages`).send({ content: "hello fan", clientId: clientId() });

    const page1 = await asCreatorA.get("/api/conversations?limit=1");
    expect(page1.body.map((c: { id: string; role: string }) => [c.id, c.role])).toEqual([[withFan.id, "creator"]]);
    const page2 = await asCreatorA.get(`/api/conversations?limit=1&before=${withFan.id}`);
    expect(page2.body.map((c: { id: string; role: string }) => [c.id, c.role])).toEqual([[withB.id, "fan"]]);
    expect(page2.body[0].partner).toMatchObject({ name: "Mochi", creatorProfileId: profileB.id });
    const page3 = await asCreatorA.get(`/api/conversations?limit=1&before=${withB.id}`);
    expect(page3.body).toEqual([]);
  });

  it("reads: the marker moves forward, the sender sees Seen, and read receipts off hides it both ways", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const asCreator = await t.as(creator);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const first = (await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "a", clientId: clientId() })).body;
    const second = (await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "b", clientId: clientId() })).body;
    const fanSeq = await lastSeq(fan);
    const creatorSeq = await lastSeq(creator);

    const read = await asCreator.post(`/api/conversations/${conversation.id}/read`).send({ messageId: second.id });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ unreadCount: 0 });
    expect((await asCreator.get("/api/conversations/unread-count")).body).toEqual({ count: 0 });
    expect((await asFan.get(`/api/conversations/${conversation.id}`)).body.seenMessageId).toBe(second.id);
    const readEvent = { type: "conversation.read", data: { conversationId: conversation.id, readerId: creator.id, messageId: second.id } };
    expect(await eventsOf(fan, fanSeq)).toEqual([expect.objectContaining(readEvent)]);
    expect(await eventsOf(creator, creatorSeq)).toEqual([
      expect.objectContaining(readEvent),
      expect.objectContaining({ type: "unread.changed", data: { notifications: 0, messages: 0 } }),
    ]);

    // Never back: reading the older one changes nothing.
    await asCreator.post(`/api/conversations/${conversation.id}/read`).send({ messageId: first.id });
    expect((await asFan.get(`/api/conversations/${conversation.id}`)).body.seenMessageId).toBe(second.id);

    const off = await asCreator.put("/api/message-settings").send({ readReceipts: false });
    expect(off.body).toEqual({ readReceipts: false, newConversations: true });
    expect((await asFan.get(`/api/conversations/${conversation.id}`)).body.seenMessageId).toBeNull();
    const third = (await asCreator.post(`/api/conversations/${conversation.id}/messages`).send({ content: "c", clientId: clientId() })).body;
    await asFan.post(`/api/conversations/${conversation.id}/read`).send({ messageId: third.id });
    expect((await asCreator.get(`/api/conversations/${conversation.id}`)).body.seenMessageId).toBeNull();
    expect((await eventsOf(creator, await lastSeq(creator))).length).toBe(0);
  });

  it("tells both people's streams of a message, with the recipient's new unread count, in the same commit", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const [fanSeq, creatorSeq] = [await lastSeq(fan), await lastSeq(creator)];
    const sent = (await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "Hi!", clientId: clientId() })).body;
    expect(await eventsOf(fan, fanSeq)).toEqual([
      expect.objectContaining({ type: "message.created", data: { conversationId: conversation.id, message: sent } }),
    ]);
    const { clientId: _, ...asSeenByCreator } = sent;
    expect(await eventsOf(creator, creatorSeq)).toEqual([
      expect.objectContaining({ type: "message.created", data: { conversationId: conversation.id, message: asSeenByCreator } }),
      expect.objectContaining({ type: "unread.changed", data: { notifications: 0, messages: 1 } }),
    ]);

    // Deleted by its sender: "Message deleted" for both, and no longer unread.
    const deleted = await asFan.delete(`/api/messages/${sent.id}`);
    expect(deleted.status).toBe(204);
    const shown = (await (await t.as(creator)).get(`/api/conversations/${conversation.id}/messages`)).body;
    expect(shown).toEqual([expect.objectContaining({ id: sent.id, deleted: true, content: "", mediaUrl: null })]);
    expect((await eventsOf(creator)).slice(-2)).toEqual([
      expect.objectContaining({ type: "message.deleted", data: { conversationId: conversation.id, messageId: sent.id } }),
      expect.objectContaining({ type: "unread.changed", data: { notifications: 0, messages: 0 } }),
    ]);
  });

  it("lets only the sender delete a message: 403 for the other side, 404 for an unknown one", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const sent = (await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "mine", clientId: clientId() })).body;
    const refused = await (await t.as(creator)).delete(`/api/messages/${sent.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "You can only delete your own messages" });
    const missing = await asFan.delete(`/api/messages/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Message not found" });
  });

  it("refuses bad input with a message: empty, too long, a bad clientId, an unknown message to read", async () => {
    const { profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const url = `/api/conversations/${conversation.id}/messages`;
    for (const [body, message] of [
      [{ content: "   ", clientId: clientId() }, "Write a message or add a photo"],
      [{ content: "x".repeat(2001), clientId: clientId() }, "Message must be at most 2000 characters"],
      [{ content: "hi" }, "clientId is required"],
      [{ content: "hi", clientId: "bad id with spaces!" }, "clientId must be letters, digits, - or _"],
      [{ content: "hi", clientId: clientId(), mediaUrl: "https://example.com/a.png" }, "Photo must be an uploaded file"],
    ] as const) {
      const res = await asFan.post(url).send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(message);
    }
    const read = await asFan.post(`/api/conversations/${conversation.id}/read`).send({ messageId: crypto.randomUUID() });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ message: "Message not found" });
    const start = await asFan.post("/api/conversations").send({});
    expect(start.status).toBe(400);
    const unknown = await asFan.get(`/api/conversations/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Conversation not found" });
    expect((await asFan.get("/api/conversations/not-an-id")).status).toBe(404);
  });

  it("limits how fast one person sends: 429 with Retry-After past the limit", async () => {
    const { profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: `m${i}`, clientId: clientId() }));
    }
    expect(answers.filter((res) => res.status === 201)).toHaveLength(30);
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ message: "You're sending messages too fast. Please wait a moment." });
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("a creator can turn new conversations off: existing ones go on", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    await (await t.as(creator)).put("/api/message-settings").send({ newConversations: false });
    const other = await buildUser(t.ctx.db);
    const vip = (await t.ctx.db.query.subscriptionTiers.findFirst({ where: (tier, { eq }) => eq(tier.creatorProfileId, profile.id) }))!;
    await buildSubscription(t.ctx.db, other, profile, { tierId: vip.id, price: vip.price });
    const refused = await (await t.as(other)).post("/api/conversations").send({ creatorProfileId: profile.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Biscuit isn't taking new messages right now." });
    expect((await asFan.post("/api/conversations").send({ creatorProfileId: profile.id })).status).toBe(200);
    expect((await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "still here", clientId: clientId() })).status).toBe(201);
  });
});

describe("blocks", () => {
  it("stop both from sending until lifted; the conversation says who blocked", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const asCreator = await t.as(creator);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const block = await asCreator.post("/api/blocks").send({ userId: fan.id });
    expect(block.status).toBe(201);
    expect(block.body).toEqual({ userId: fan.id, blockedAt: expect.any(String) });
    expect((await asCreator.post("/api/blocks").send({ userId: fan.id })).status).toBe(200);
    for (const agent of [asFan, asCreator]) {
      const res = await agent.post(`/api/conversations/${conversation.id}/messages`).send({ content: "hi", clientId: clientId() });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "You can't message this person." });
    }
    expect((await asFan.post("/api/conversations").send({ creatorProfileId: profile.id })).body).toEqual({
      message: "You can't message this person.",
    });
    expect((await asCreator.get(`/api/conversations/${conversation.id}`)).body.blocked).toBe("byYou");
    expect((await asFan.get(`/api/conversations/${conversation.id}`)).body.blocked).toBe("byThem");
    expect((await asCreator.delete(`/api/blocks/${fan.id}`)).status).toBe(204);
    expect((await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "hi", clientId: clientId() })).status).toBe(201);
  });

  it("refuses blocking yourself or nobody", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    expect((await agent.post("/api/blocks").send({ userId: user.id })).body).toEqual({ message: "You can't block yourself." });
    const nobody = await agent.post("/api/blocks").send({ userId: crypto.randomUUID() });
    expect(nobody.status).toBe(404);
    expect(nobody.body).toEqual({ message: "Person not found" });
  });
});

describe("photos in messages", () => {
  it("are read by the two people and staff; a third person gets what a missing file gets", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const mediaUrl = await buildUpload(t.ctx.storage, fan);
    const sent = await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "", mediaUrl, clientId: clientId() });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ content: "", mediaUrl });

    expect((await asFan.get(mediaUrl)).status).toBe(200);
    expect((await (await t.as(creator)).get(mediaUrl)).status).toBe(200);
    const staff = await buildUser(t.ctx.db, { role: "moderator" });
    expect((await (await t.as(staff)).get(mediaUrl)).status).toBe(200);
    const stranger = await (await t.as(await buildUser(t.ctx.db))).get(mediaUrl);
    expect(stranger.status).toBe(404);
    expect((await t.anonymous().get(mediaUrl)).status).toBe(404);

    // Someone else's upload cannot be sent.
    const notMine = await buildUpload(t.ctx.storage, creator);
    const refused = await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ mediaUrl: notMine, clientId: clientId() });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "You can only use files you uploaded yourself" });
  });
});

/** The events arriving on the person's open stream (GET /api/realtime), read as an EventSource would. */
async function openStream(baseUrl: string, cookie: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, { headers: { Accept: "text/event-stream", Cookie: cookie }, signal: abort.signal });
  const events: { type: string; data: Record<string, unknown> }[] = [];
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const data = buffer
            .slice(0, end)
            .split("\n")
            .find((line) => line.startsWith("data: "));
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    async next(type: string) {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const found = events.find((e) => e.type === type);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no ${type} event arrived`);
    },
    close: () => abort.abort(),
  };
}

async function cookieOf(user: User): Promise<string> {
  const row = newSessionRow(user.id);
  await t.ctx.db.insert(sessions).values(row);
  return signedSessionCookie(row.sid, t.ctx.sessionSecret);
}

describe("live", () => {
  it("a message sent by the fan arrives on the creator's open stream, with the badge's count", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const stream = await openStream(t.baseUrl, await cookieOf(creator));
    expect(stream.status).toBe(200);
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    const sent = (await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "Live!", clientId: clientId() })).body;
    expect((await stream.next("message.created")).data).toMatchObject({ conversationId: conversation.id, message: { id: sent.id, content: "Live!" } });
    expect((await stream.next("unread.changed")).data).toEqual({ notifications: 0, messages: 1 });
    stream.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  it("a message sent on one instance arrives on a stream held on the other", async () => {
    const port = await freePort();
    const second: Database = await openDatabase({
      ...t.ctx.config,
      database: { ...t.ctx.config.database, url: t.ctx.database.pool.options.connectionString },
    });
    const publicUrl = `http://localhost:${port}`;
    const app = await createApp({ ...t.ctx, config: { ...t.ctx.config, port, publicUrl }, database: second, db: second.db });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      const { creator, profile, fan } = await creatorWithVipFan();
      const onB = await openStream(publicUrl, await cookieOf(creator));
      expect(onB.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      const onA = await t.as(fan);
      const { body: conversation } = await onA.post("/api/conversations").send({ creatorProfileId: profile.id });
      const sent = (await onA.post(`/api/conversations/${conversation.id}/messages`).send({ content: "From A", clientId: clientId() })).body;
      expect((await onB.next("message.created")).data).toMatchObject({ message: { id: sent.id, content: "From A" } });
      onB.close();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await second.close();
    }
  });
});

describe("GET /api/conversations/eligibility", () => {
  it("says whether the caller may message the creator, by the rule a send meets", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const url = `/api/conversations/eligibility?creatorProfileId=${profile.id}`;
    expect((await (await t.as(fan)).get(url)).body).toEqual({ allowed: true, message: null, conversationId: null });
    expect((await (await t.as(await buildUser(t.ctx.db))).get(url)).body).toEqual({
      allowed: false,
      message: "Direct messages with Biscuit are a VIP benefit.",
      conversationId: null,
    });
    expect((await (await t.as(creator)).get(url)).body).toEqual({ allowed: false, message: null, conversationId: null });
    const { body: conversation } = await (await t.as(fan)).post("/api/conversations").send({ creatorProfileId: profile.id });
    expect((await (await t.as(fan)).get(url)).body.conversationId).toBe(conversation.id);
    expect((await t.anonymous().get(url)).status).toBe(401);
  });
});

describe("a person's account and their messages", () => {
  it("the data export holds their conversations; deleting the account leaves 'Deleted account' in its place", async () => {
    const { creator, profile, fan } = await creatorWithVipFan();
    const asFan = await t.as(fan);
    const { body: conversation } = await asFan.post("/api/conversations").send({ creatorProfileId: profile.id });
    await asFan.post(`/api/conversations/${conversation.id}/messages`).send({ content: "From the fan", clientId: clientId() });
    await (await t.as(creator)).post(`/api/conversations/${conversation.id}/messages`).send({ content: "From Biscuit", clientId: clientId() });

    const exported = await asFan.get("/api/me/export").buffer(true).parse((response, done) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      response.on("end", () => done(null, text));
    });
    expect(JSON.parse(exported.body as string).directMessages).toEqual([
      expect.objectContaining({ conversationId: conversation.id, with: "Biscuit", sentByYou: true, content: "From the fan", deleted: false }),
      expect.objectContaining({ with: "Biscuit", sentByYou: false, content: "From Biscuit" }),
    ]);

    expect((await asFan.delete("/api/me").send({ confirm: "DELETE" })).status).toBe(204);
    const asCreator = await t.as(creator);
    const shown = (await asCreator.get(`/api/conversations/${conversation.id}/messages`)).body;
    expect(shown.map((m: { content: string; senderDeleted: boolean }) => [m.content, m.senderDeleted])).toEqual([
      ["From Biscuit", false],
      ["", true],
    ]);
    expect((await asCreator.get(`/api/conversations/${conversation.id}`)).body.partner).toMatchObject({ name: "Deleted account", imageUrl: null });
  });
});
