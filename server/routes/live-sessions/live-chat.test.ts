/**
 * A live's chat moderation: the creator and staff take a message down (every
 * person who received it hears `live.chat.deleted`, whichever instance sent it
 * to them) and mute a viewer for the rest of the live (403 on their messages);
 * a viewer may take down their own message; messages past 10 in 15 seconds → 429.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveSessionView } from "@shared/live";
import type { RealtimeEventData } from "@shared/realtime";
import { liveSessions, realtimeEvents, type User } from "../../db/schema";
import { sawViewer } from "../../live/viewers";
import { publish } from "../../realtime/publish";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildLiveCreator, fanOf, type LiveCreator } from "../../test/live";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A live of the creator's that is on now (its stream is the ingest tests' subject, not this file's). */
async function liveNow(of: LiveCreator): Promise<LiveSessionView> {
  const res = await (await t.as(of.creator))
    .post("/api/live-sessions")
    .send({ title: "Zoomies live", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.ctx.db.update(liveSessions).set({ status: "live", startedAt: sql`now()` }).where(eq(liveSessions.id, res.body.id));
  return { ...res.body, status: "live" };
}

async function say(user: User, live: LiveSessionView, content: string, clientId = `c-${Math.random()}`) {
  return (await t.as(user)).post(`/api/live-sessions/${live.id}/chat`).send({ content, clientId });
}

async function eventsOf(type: keyof RealtimeEventData, liveSessionId: string): Promise<{ userId: string; data: unknown }[]> {
  return t.ctx.db
    .select({ userId: realtimeEvents.userId, data: realtimeEvents.data })
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.type, type), sql`${realtimeEvents.data}->>'liveSessionId' = ${liveSessionId}`));
}

describe("a live chat message's recipients", () => {
  it("those watching (read from the viewer store every instance shares), the creator and the sender; not other fans", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const [sender, watcher, elsewhere] = [await fanOf(t.ctx.db, of, "vip"), await fanOf(t.ctx.db, of, "vip"), await fanOf(t.ctx.db, of, "vip")];
    const live = await liveNow(of);
    // The watcher's player read the live's playlist a moment ago.
    sawViewer(t.ctx.db, live.id, watcher.id);
    const sent = await say(sender, live, "Hello everyone");
    expect(sent.status).toBe(201);
    const copies = await eventsOf("live.chat", live.id);
    expect(copies.map((e) => e.userId).sort()).toEqual([of.creator.id, sender.id, watcher.id].sort());
    expect(copies.map((e) => e.userId)).not.toContain(elsewhere.id);
  });
});

describe("taking a live chat message down", () => {
  it("the creator deletes a fan's message: everyone who received it hears live.chat.deleted, on any instance", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    const watcher = await fanOf(t.ctx.db, of, "vip");
    const live = await liveNow(of);
    const sent = await say(vip, live, "Go Biscuit!");
    expect(sent.status).toBe(201);
    // Another instance, serving the playlists the watcher reads, sent them their copy.
    await publish(t.ctx.db, [{ userId: watcher.id, type: "live.chat", data: sent.body }]);

    const res = await (await t.as(of.creator)).delete(`/api/live-sessions/${live.id}/chat/${sent.body.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const deleted = await eventsOf("live.chat.deleted", live.id);
    expect(deleted.map((e) => e.userId).sort()).toEqual([of.creator.id, vip.id, watcher.id].sort());
    expect(deleted[0]!.data).toEqual({ liveSessionId: live.id, id: sent.body.id });
  });

  it("a viewer takes down their own message but not another's; staff take down any", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const [ana, ben] = [await fanOf(t.ctx.db, of, "vip"), await fanOf(t.ctx.db, of, "vip")];
    const live = await liveNow(of);
    const anas = (await say(ana, live, "Hello")).body;
    const bens = (await say(ben, live, "Hi")).body;

    const refused = await (await t.as(ben)).delete(`/api/live-sessions/${live.id}/chat/${anas.id}`);
    expect([refused.status, refused.body]).toEqual([403, { message: "Only the creator or staff can moderate a live's chat" }]);
    expect((await (await t.as(ben)).delete(`/api/live-sessions/${live.id}/chat/${bens.id}`)).status).toBe(204);
    expect((await (await t.as(await buildStaff(t.ctx.db, "moderator"))).delete(`/api/live-sessions/${live.id}/chat/${anas.id}`)).status).toBe(204);
    expect((await eventsOf("live.chat.deleted", live.id)).map((e) => (e.data as { id: string }).id).sort()).toEqual(
      [anas.id, anas.id, bens.id, bens.id].sort(),
    );
  });

  it("an id that is no message of this live is 404; signed out is 401", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    const live = await liveNow(of);
    const otherOf = await buildLiveCreator(t.ctx.db);
    const other = await liveNow(otherOf);
    const sent = (await say(vip, live, "Hello")).body;
    const creator = await t.as(of.creator);
    for (const path of [`/api/live-sessions/${live.id}/chat/not-an-id`, `/api/live-sessions/${live.id}/chat/${crypto.randomUUID()}`]) {
      const res = await creator.delete(path);
      expect([res.status, res.body]).toEqual([404, { message: "Message not found" }]);
    }
    // Its id under another live (by that live's creator) names nothing.
    const elsewhere = await (await t.as(otherOf.creator)).delete(`/api/live-sessions/${other.id}/chat/${sent.id}`);
    expect([elsewhere.status, elsewhere.body]).toEqual([404, { message: "Message not found" }]);
    expect((await t.anonymous().delete(`/api/live-sessions/${live.id}/chat/${sent.id}`)).status).toBe(401);
  });
});

describe("muting a viewer in a live's chat", () => {
  it("a muted viewer is refused for the rest of the live and told at once; others write on; unmuting lets them back", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const [loud, calm] = [await fanOf(t.ctx.db, of, "vip"), await fanOf(t.ctx.db, of, "vip")];
    const live = await liveNow(of);
    const creator = await t.as(of.creator);

    const muted = await creator.post(`/api/live-sessions/${live.id}/chat/mutes`).send({ userId: loud.id });
    expect([muted.status, muted.body]).toEqual([201, { liveSessionId: live.id, userId: loud.id }]);
    expect((await eventsOf("live.chat.muted", live.id)).map((e) => e.userId).sort()).toEqual([of.creator.id, loud.id].sort());
    // Muting again changes nothing.
    expect((await creator.post(`/api/live-sessions/${live.id}/chat/mutes`).send({ userId: loud.id })).status).toBe(201);

    const refused = await say(loud, live, "SPAM");
    expect([refused.status, refused.body]).toEqual([403, { message: "You've been muted in this live's chat. You can keep watching." }]);
    expect((await say(calm, live, "Lovely")).status).toBe(201);
    expect((await creator.delete(`/api/live-sessions/${live.id}/chat/mutes/${loud.id}`)).status).toBe(204);
    expect((await say(loud, live, "Sorry!")).status).toBe(201);

    // For the rest of that live only: the creator's next live's chat is open to them.
    await creator.post(`/api/live-sessions/${live.id}/chat/mutes`).send({ userId: loud.id });
    await t.ctx.db.update(liveSessions).set({ status: "ended", endedAt: sql`now()` }).where(eq(liveSessions.id, live.id));
    expect((await say(loud, await liveNow(of), "New live, new me")).status).toBe(201);
  });

  it("only the creator and staff mute; the creator and staff can't be muted; bad ids are 400 and unknown people 404", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    const staff = await buildStaff(t.ctx.db, "moderator");
    const live = await liveNow(of);
    const mutes = `/api/live-sessions/${live.id}/chat/mutes`;

    const byFan = await (await t.as(vip)).post(mutes).send({ userId: (await buildUser(t.ctx.db)).id });
    expect([byFan.status, byFan.body]).toEqual([403, { message: "Only the creator or staff can moderate a live's chat" }]);
    expect((await t.anonymous().post(mutes).send({ userId: vip.id })).status).toBe(401);
    expect((await (await t.as(staff)).post(mutes).send({ userId: vip.id })).status).toBe(201);

    const creator = await t.as(of.creator);
    for (const userId of [of.creator.id, staff.id]) {
      const res = await creator.post(mutes).send({ userId });
      expect([res.status, res.body]).toEqual([400, { message: "The creator and staff can't be muted" }]);
    }
    expect((await creator.post(mutes).send({ userId: "someone" })).body.message).toBe("userId must be a person's id");
    expect((await creator.post(mutes).send({ userId: crypto.randomUUID() })).status).toBe(404);
    // The creator writes however many fans were muted.
    expect((await say(of.creator, live, "Thanks all")).status).toBe(201);
  });
});

describe("the live chat's rate limit", () => {
  it("a viewer's 11th message within 15 seconds is refused with 429 and Retry-After; refused messages do not count", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    const live = await liveNow(of);
    const agent = await t.as(vip);
    // Empty messages are refused before they count.
    expect((await agent.post(`/api/live-sessions/${live.id}/chat`).send({ content: " ", clientId: "x" })).status).toBe(400);
    for (let i = 0; i < 10; i++) {
      const res = await agent.post(`/api/live-sessions/${live.id}/chat`).send({ content: `Woof ${i}`, clientId: `c-${i}` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const past = await agent.post(`/api/live-sessions/${live.id}/chat`).send({ content: "One more", clientId: "c-10" });
    expect([past.status, past.body]).toEqual([429, { message: "You're sending messages too quickly. Please wait a few seconds." }]);
    expect(Number(past.headers["retry-after"])).toBeGreaterThan(0);
    // Another viewer has their own allowance.
    expect((await say(await fanOf(t.ctx.db, of, "vip"), live, "Hi")).status).toBe(201);
  });
});
