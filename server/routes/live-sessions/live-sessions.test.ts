/**
 * Scheduling, reading, editing and canceling lives: who may, the exact
 * refusals, keyset pages, and the fans told (only those whose tier grants live
 * streams and is in the live's audience), once, with the reminder 15 minutes before.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import type { LiveSessionView } from "@shared/live";
import { notifications, realtimeEvents } from "../../db/schema";
import { buildLiveCreator, fanOf, type LiveCreator } from "../../test/live";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function schedule(of: LiveCreator, body: Record<string, unknown> = {}): Promise<LiveSessionView> {
  const res = await (await t.as(of.creator))
    .post("/api/live-sessions")
    .send({ title: "Zoomies live", scheduledFor: inMinutes(120), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function noticesOf(liveSessionId: string, type: string): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.liveSessionId, liveSessionId), eq(notifications.type, type)));
  return rows.map((row) => row.userId).sort();
}

describe("scheduling a live", () => {
  it("a creator schedules one: 201 scheduled, with the audience, and entitled fans are told once", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    await fanOf(t.ctx.db, of, "premium");
    await fanOf(t.ctx.db, of, "basic");
    const scheduledFor = inMinutes(90);
    const live = await schedule(of, { description: "Beach day", scheduledFor });
    expect(live).toMatchObject({
      creatorProfileId: of.profile.id,
      title: "Zoomies live",
      description: "Beach day",
      status: "scheduled",
      audience: { kind: "fans" },
      saveReplay: true,
      replayPostId: null,
      viewerCount: 0,
      scheduledFor: new Date(scheduledFor).toISOString(),
    });
    await t.drainJobs();
    await t.drainJobs();
    expect(await noticesOf(live.id, NOTIFICATION_TYPES.liveScheduled)).toEqual([vip.id]);
    const [event] = await t.ctx.db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.userId, vip.id), eq(realtimeEvents.type, "live.status")));
    expect(event?.data).toEqual({ liveSessionId: live.id, creatorProfileId: of.profile.id, status: "scheduled" });
    // The fan's notification names the live.
    const list = await (await t.as(vip)).get("/api/notifications");
    expect(list.body[0]).toMatchObject({ type: "live_scheduled", liveSessionId: live.id, title: "Biscuit scheduled a live" });
  });

  it("a tier audience reaches only that tier and up, and only with live streams", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    await fanOf(t.ctx.db, of, "premium");
    const live = await schedule(of, { audience: { kind: "tier", minTierId: of.tiers.premium.id } });
    await t.drainJobs();
    expect(await noticesOf(live.id, NOTIFICATION_TYPES.liveScheduled)).toEqual([vip.id]);
  });

  it("refuses visitors, members without a profile, bad input and a past time", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const body = { title: "Zoomies live", scheduledFor: inMinutes(60) };
    expect((await t.anonymous().post("/api/live-sessions").send(body)).status).toBe(401);
    const member = await (await t.as(await buildUser(t.ctx.db))).post("/api/live-sessions").send(body);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: "Only creators can schedule lives: create your creator profile first" });
    const creator = await t.as(of.creator);
    expect((await creator.post("/api/live-sessions").send({ scheduledFor: inMinutes(60) })).body.message).toBe(
      "Please add a title for your live",
    );
    expect((await creator.post("/api/live-sessions").send({ title: "x", scheduledFor: "soon" })).status).toBe(400);
    const past = await creator.post("/api/live-sessions").send({ title: "x", scheduledFor: inMinutes(-60) });
    expect([past.status, past.body.message]).toEqual([400, "scheduledFor must be in the future"]);
    const otherTier = await creator
      .post("/api/live-sessions")
      .send({ ...body, audience: { kind: "tier", minTierId: crypto.randomUUID() } });
    expect([otherTier.status, otherTier.body.message]).toEqual([400, "audience.minTierId must be a tier of this creator"]);
  });
});

describe("reading lives", () => {
  it("lists a creator's lives newest first in keyset pages, by status too, and reads one", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const first = await schedule(of, { title: "One" });
    const second = await schedule(of, { title: "Two" });
    const third = await schedule(of, { title: "Three" });
    await (await t.as(of.creator)).delete(`/api/live-sessions/${second.id}`);
    const visitor = t.anonymous();
    const page1 = await visitor.get(`/api/live-sessions?creatorProfileId=${of.profile.id}&limit=2`);
    expect(page1.body.map((l: LiveSessionView) => l.id)).toEqual([third.id, second.id]);
    const page2 = await visitor.get(`/api/live-sessions?creatorProfileId=${of.profile.id}&limit=2&before=${second.id}`);
    expect(page2.body.map((l: LiveSessionView) => l.id)).toEqual([first.id]);
    const scheduled = await visitor.get(`/api/live-sessions?creatorProfileId=${of.profile.id}&status=scheduled`);
    expect(scheduled.body.map((l: LiveSessionView) => l.id)).toEqual([third.id, first.id]);
    const one = await visitor.get(`/api/live-sessions/${first.id}`);
    expect([one.status, one.body.title]).toEqual([200, "One"]);
    expect((await visitor.get(`/api/live-sessions/${crypto.randomUUID()}`)).body).toEqual({ message: "Live session not found" });
    expect((await visitor.get("/api/live-sessions")).status).toBe(400);
    expect((await visitor.get("/api/live-sessions?status=soon")).status).toBe(400);
  });

  it("a hidden creator's lives are missing to others", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const live = await schedule(of);
    await t.ctx.db.execute(sql`update creator_profiles set hidden_at = now() where id = ${of.profile.id}`);
    expect((await t.anonymous().get(`/api/live-sessions/${live.id}`)).status).toBe(404);
    expect((await t.anonymous().get(`/api/live-sessions?creatorProfileId=${of.profile.id}`)).body).toEqual([]);
    expect((await (await t.as(of.creator)).get(`/api/live-sessions?creatorProfileId=${of.profile.id}`)).body).toHaveLength(1);
  });
});

describe("editing and canceling", () => {
  it("the creator edits before it starts; others may not", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const live = await schedule(of);
    const edited = await (await t.as(of.creator))
      .patch(`/api/live-sessions/${live.id}`)
      .send({ title: "Sunset zoomies", saveReplay: false, audience: { kind: "tier", minTierId: of.tiers.vip.id } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Sunset zoomies", saveReplay: false, audience: { kind: "tier", minTierId: of.tiers.vip.id } });
    const other = await (await t.as(await buildUser(t.ctx.db))).patch(`/api/live-sessions/${live.id}`).send({ title: "Mine" });
    expect([other.status, other.body.message]).toEqual([403, "Only the creator can manage their lives"]);
    const staff = await (await t.as(await buildStaff(t.ctx.db))).patch(`/api/live-sessions/${live.id}`).send({ title: "Staff" });
    expect(staff.status).toBe(403);
  });

  it("canceling tells the fans who were told of it; a canceled live cannot be edited", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    const live = await schedule(of);
    const canceled = await (await t.as(of.creator)).delete(`/api/live-sessions/${live.id}`);
    expect([canceled.status, canceled.body.status]).toEqual([200, "canceled"]);
    await t.drainJobs();
    expect(await noticesOf(live.id, NOTIFICATION_TYPES.liveCanceled)).toEqual([vip.id]);
    const edit = await (await t.as(of.creator)).patch(`/api/live-sessions/${live.id}`).send({ title: "Back on" });
    expect([edit.status, edit.body.message]).toEqual([409, "Only a scheduled live can be changed"]);
  });
});

describe("the reminder", () => {
  it("is sent 15 minutes before, once, and not for a live moved or canceled", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    // Within 15 minutes: its reminder is due at once.
    const soon = await schedule(of, { scheduledFor: inMinutes(10) });
    const later = await schedule(of, { scheduledFor: inMinutes(60) });
    const moved = await schedule(of, { scheduledFor: inMinutes(5) });
    const canceled = await schedule(of, { scheduledFor: inMinutes(5) });
    const creator = await t.as(of.creator);
    await creator.patch(`/api/live-sessions/${moved.id}`).send({ scheduledFor: inMinutes(120) });
    await creator.delete(`/api/live-sessions/${canceled.id}`);
    // Sent again for the same time (a retried write, another instance): still one job.
    const scheduledFor = new Date(later.scheduledFor!).toISOString();
    await t.ctx.jobs.send(t.ctx.db, "remind-fans-of-live", { liveSessionId: later.id, scheduledFor }, { singletonKey: `${later.id}@${scheduledFor}` });
    await t.drainJobs();
    await t.drainJobs();
    expect(await noticesOf(soon.id, NOTIFICATION_TYPES.liveReminder)).toEqual([vip.id]);
    expect(await noticesOf(later.id, NOTIFICATION_TYPES.liveReminder)).toEqual([]);
    expect(await noticesOf(moved.id, NOTIFICATION_TYPES.liveReminder)).toEqual([]);
    expect(await noticesOf(canceled.id, NOTIFICATION_TYPES.liveReminder)).toEqual([]);
    const jobs = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'remind-fans-of-live' and data->>'liveSessionId' = ${later.id}`,
    );
    expect(jobs.rows[0]!.n).toBe(1);
  });
});
