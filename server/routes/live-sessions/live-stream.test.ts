/**
 * Going live from the browser and watching: WebM made by ffmpeg (as Chromium's
 * MediaRecorder sends it: VP8 and Opus) pushed over the ingest WebSocket in
 * chunks becomes a live playlist whose segments decode; the ingest's checks;
 * capacity; the watch matrix on playback, variant and segment addresses; a
 * stalled ingest ends the live; ending makes the replay a video post.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { LiveIngestView, LiveSessionView } from "@shared/live";
import { posts, realtimeEvents, sessions, type User } from "../../db/schema";
import { endOrphanedLives } from "../../live/lifecycle";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildLiveCreator, fanOf, type LiveCreator } from "../../test/live";
import { newSessionRow, signedSessionCookie } from "../../test/session-cookie";
import { streamsOf, testBinaries, testBinariesEnv } from "../../video/test-clips";

const execFileAsync = promisify(execFile);
/**
 * Short, so the stalled ingest's test ends in seconds; long enough that a live the other tests keep going
 * (ffmpeg writing its last segments on a loaded machine) is not ended by it meanwhile.
 */
const INGEST_TIMEOUT_SECONDS = 45;

let t: TestApp;
let dir: string;
let webm: Buffer;
beforeAll(async () => {
  t = await startTestApp({ ...testBinariesEnv, LIVE_INGEST_TIMEOUT_SECONDS: String(INGEST_TIMEOUT_SECONDS), MAX_LIVE_STREAMS: "2" });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-live-test-"));
  const file = path.join(dir, "camera.webm");
  // Five seconds of a small test pattern and a tone, as MediaRecorder's WebM.
  await execFileAsync(testBinaries.ffmpeg.path, [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", "testsrc=size=320x240:rate=15:duration=5",
    "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=5",
    "-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "300k", "-g", "15",
    "-c:a", "libopus", "-shortest", file,
  ]);
  webm = fs.readFileSync(file);
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function cookieOf(user: User): Promise<string> {
  const row = newSessionRow(user.id);
  await t.ctx.db.insert(sessions).values(row);
  return signedSessionCookie(row.sid, t.ctx.sessionSecret);
}

async function scheduleAndStart(of: LiveCreator): Promise<{ live: LiveSessionView; ingest: LiveIngestView["ingest"] }> {
  const creator = await t.as(of.creator);
  const scheduled = await creator.post("/api/live-sessions").send({ title: "Zoomies live", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
  const started = await creator.post(`/api/live-sessions/${scheduled.body.id}/start`);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { live: started.body.live, ingest: started.body.ingest };
}

function openIngest(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once("open", () => resolve(ws));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

/** Sends the WebM in chunks of about a MediaRecorder timeslice's size, then closes. */
async function push(ws: WebSocket, bytes: Buffer, chunk = 16 * 1024) {
  for (let i = 0; i < bytes.length; i += chunk) {
    await new Promise<void>((resolve, reject) => ws.send(bytes.subarray(i, i + chunk), { binary: true }, (error) => (error ? reject(error) : resolve())));
  }
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const statusOf = async (id: string) => (await t.anonymous().get(`/api/live-sessions/${id}`)).body.status as string;

describe("going live from the browser", () => {
  it("WebM pushed over the WebSocket becomes a live playlist whose segments decode; the watch matrix; ending keeps the replay", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    const { live, ingest } = await scheduleAndStart(of);
    expect(live.status).toBe("live");
    expect(ingest.webSocketUrl).toBe(`${t.baseUrl.replace("http:", "ws:")}/api/live-sessions/${live.id}/ingest`);
    expect(ingest.rtmpUrl).toBeNull();
    expect(ingest.streamKey).toMatch(/^[\w-]{24}$/);

    const origin = t.baseUrl;
    const ws = await openIngest(ingest.webSocketUrl, { Origin: origin, Cookie: await cookieOf(of.creator) });
    await push(ws, webm);
    ws.close();

    const vipAgent = await t.as(vip);
    const playback = await vipAgent.get(`/api/live-sessions/${live.id}/playback`);
    expect(playback.status, JSON.stringify(playback.body)).toBe(200);
    const masterUrl: string = playback.body.masterUrl;
    expect(masterUrl).toMatch(new RegExp(`^/api/live/${live.id}/${vip.id}/[^/]+/master\\.m3u8$`));
    const master = await t.anonymous().get(masterUrl);
    expect(master.status).toBe(200);
    expect(master.text).toContain("720/index.m3u8");
    const variantUrl = masterUrl.replace("master.m3u8", "720/index.m3u8");
    const variant = await until(
      () => t.anonymous().get(variantUrl),
      (res) => res.status === 200 && (res.text.match(/segment_\d+\.ts/g) ?? []).length >= 2,
    );
    expect(variant.status).toBe(200);
    expect(variant.text).toContain("#EXT-X-PROGRAM-DATE-TIME:");
    const segmentName = /segment_\d+\.ts/.exec(variant.text)![0];
    const segment = await t.anonymous().get(variantUrl.replace("index.m3u8", segmentName)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(segment.status).toBe(200);
    // Listed, so served from memory with its stored ETag: a player that has it hears 304.
    expect(segment.headers.etag).toMatch(/^".+"$/);
    const again = await t.anonymous().get(variantUrl.replace("index.m3u8", segmentName)).set("If-None-Match", segment.headers.etag!);
    expect(again.status).toBe(304);
    const segmentFile = path.join(dir, segmentName);
    fs.writeFileSync(segmentFile, segment.body as Buffer);
    const streams = await streamsOf(segmentFile);
    expect(streams.find((s) => s.codec_type === "video")).toMatchObject({ codec_name: "h264", height: 240 });
    expect(streams.find((s) => s.codec_type === "audio")).toMatchObject({ codec_name: "aac" });

    // The watch matrix on the playback answer.
    const expected: Array<[string, () => Promise<import("supertest").Agent | ReturnType<TestApp["anonymous"]>>, number]> = [
      ["signed out", async () => t.anonymous(), 403],
      ["member", async () => t.as(await buildUser(t.ctx.db)), 403],
      ["Basic", async () => t.as(await fanOf(t.ctx.db, of, "basic")), 403],
      ["Premium", async () => t.as(await fanOf(t.ctx.db, of, "premium")), 403],
      ["VIP", async () => t.as(await fanOf(t.ctx.db, of, "vip")), 200],
      ["creator", async () => t.as(of.creator), 200],
      ["staff", async () => t.as(await buildStaff(t.ctx.db)), 200],
    ];
    const answers: Array<[string, number, unknown, number | null, number | null]> = [];
    for (const [role, agentOf] of expected) {
      const res = await (await agentOf()).get(`/api/live-sessions/${live.id}/playback`);
      const url = res.status === 200 ? (res.body.masterUrl as string) : null;
      // Each allowed viewer's own addresses open the variant and the segment.
      const variantStatus = url ? (await t.anonymous().get(url.replace("master.m3u8", "720/index.m3u8"))).status : null;
      const segmentStatus = url ? (await t.anonymous().get(url.replace("master.m3u8", `720/${segmentName}`))).status : null;
      answers.push([role, res.status, res.status === 403 ? res.body : null, variantStatus, segmentStatus]);
    }
    const locked = { message: "Live streams are a VIP benefit." };
    expect(answers).toEqual(
      expected.map(([role, , status]): [string, number, unknown, number | null, number | null] =>
        status === 200 ? [role, 200, null, 200, 200] : [role, 403, locked, null, null],
      ),
    );
    // Without a token of theirs, nobody opens the files: an altered token, another viewer's id, a made-up live.
    const [, , , liveId, viewerId, token] = masterUrl.split("/");
    const altered = `/api/live/${liveId}/${viewerId}/${token!.slice(0, -2)}xx/720/${segmentName}`;
    expect((await t.anonymous().get(altered)).status).toBe(403);
    const otherViewer = `/api/live/${liveId}/${of.creator.id}/${token}/720/index.m3u8`;
    expect((await t.anonymous().get(otherViewer)).status).toBe(403);

    // The VIP counts as watching, and hears the count on the live channel.
    await until(
      async () => (await t.anonymous().get(`/api/live-sessions/${live.id}`)).body.viewerCount as number,
      (count) => count >= 1,
      8_000,
    );
    const [viewersEvent] = await t.ctx.db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.userId, vip.id), eq(realtimeEvents.type, "live.viewers")));
    expect(viewersEvent?.data).toMatchObject({ liveSessionId: live.id, viewers: expect.any(Number) });

    // Ending: the replay becomes a video post with the live's title and audience.
    const ended = await (await t.as(of.creator)).post(`/api/live-sessions/${live.id}/end`);
    expect([ended.status, ended.body.status]).toEqual([200, "ended"]);
    expect(ended.body.peakViewerCount).toBeGreaterThanOrEqual(1);
    await t.drainJobs();
    const after = (await t.anonymous().get(`/api/live-sessions/${live.id}`)).body as LiveSessionView;
    expect(after.replayPostId).toEqual(expect.any(String));
    const [post] = await t.ctx.db.select().from(posts).where(eq(posts.id, after.replayPostId!));
    expect(post).toMatchObject({ caption: "Zoomies live", mediaType: "video", audienceKind: "fans", videoReady: true });
    // The playback of an ended live is refused.
    expect((await vipAgent.get(`/api/live-sessions/${live.id}/playback`)).status).toBe(409);
  }, 120_000);

  it("a token of one live does not open another", async () => {
    const a = await buildLiveCreator(t.ctx.db);
    const b = await buildLiveCreator(t.ctx.db);
    const liveA = await scheduleAndStart(a);
    const liveB = await scheduleAndStart(b);
    const res = await (await t.as(a.creator)).get(`/api/live-sessions/${liveA.live.id}/playback`);
    const crossed = (res.body.masterUrl as string).replace(liveA.live.id, liveB.live.id);
    expect((await t.anonymous().get(crossed)).status).toBe(403);
    // Capacity: this instance holds two lives (MAX_LIVE_STREAMS=2).
    const c = await buildLiveCreator(t.ctx.db);
    const creator = await t.as(c.creator);
    const scheduled = await creator.post("/api/live-sessions").send({ title: "Third", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
    const full = await creator.post(`/api/live-sessions/${scheduled.body.id}/start`);
    expect([full.status, full.body]).toEqual([503, { message: "Live streaming is at capacity. Please try again in a few minutes." }]);
    await (await t.as(a.creator)).post(`/api/live-sessions/${liveA.live.id}/end`);
    // One live per creator.
    const second = await (await t.as(b.creator)).post("/api/live-sessions").send({ title: "Again", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
    const twice = await (await t.as(b.creator)).post(`/api/live-sessions/${second.body.id}/start`);
    expect([twice.status, twice.body.message]).toEqual([409, "You are already live. End that live before starting another."]);
    await (await t.as(b.creator)).post(`/api/live-sessions/${liveB.live.id}/end`);
  }, 60_000);

  it("the ingest refuses another site, a visitor and another person; a stalled ingest ends the live", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const { live, ingest } = await scheduleAndStart(of);
    const cookie = await cookieOf(of.creator);
    await expect(openIngest(ingest.webSocketUrl, { Origin: "https://evil.example", Cookie: cookie })).rejects.toThrow("HTTP 403");
    await expect(openIngest(ingest.webSocketUrl, { Origin: t.baseUrl })).rejects.toThrow("HTTP 401");
    await expect(openIngest(ingest.webSocketUrl, { Origin: t.baseUrl, Cookie: await cookieOf(await buildUser(t.ctx.db)) })).rejects.toThrow("HTTP 403");
    const ws = await openIngest(ingest.webSocketUrl, { Origin: t.baseUrl, Cookie: cookie });
    await push(ws, webm.subarray(0, 40_000));
    // The socket stays open, and nothing more comes.
    expect(await statusOf(live.id)).toBe("live");
    const status = await until(() => statusOf(live.id), (s) => s === "ended", (INGEST_TIMEOUT_SECONDS + 8) * 1000);
    expect(status).toBe("ended");
    ws.close();
  }, 120_000);

  it("a live the instance held when it crashed ends at its restart, with the replay from what was stored", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const { live, ingest } = await scheduleAndStart(of);
    const ws = await openIngest(ingest.webSocketUrl, { Origin: t.baseUrl, Cookie: await cookieOf(of.creator) });
    await push(ws, webm);
    ws.close();
    const stored = `live/${live.id}/720/index.m3u8`;
    // ffmpeg on a loaded machine may take a while to write it; the live stays live meanwhile (the timeout above).
    await until(() => t.ctx.storage.stat(stored), (info) => info !== null, 40_000);
    // What start-up does on the restarted instance (the same host and port).
    expect(await endOrphanedLives(t.ctx)).toBe(1);
    expect(await statusOf(live.id)).toBe("ended");
    await t.drainJobs();
    const after = (await t.anonymous().get(`/api/live-sessions/${live.id}`)).body as LiveSessionView;
    expect(after.replayPostId).toEqual(expect.any(String));
    // While its post is still being transcoded, the replay is not offered (a player would say "not ready yet").
    await t.ctx.db.update(posts).set({ videoReady: false }).where(eq(posts.id, after.replayPostId!));
    expect((await t.anonymous().get(`/api/live-sessions/${live.id}`)).body.replayPostId).toBeNull();
    const listed = await t.anonymous().get(`/api/live-sessions?creatorProfileId=${live.creatorProfileId}&status=ended`);
    expect(listed.body.map((l: LiveSessionView) => [l.id, l.replayPostId])).toEqual([[live.id, null]]);
  }, 120_000);

  it("chat: those who may watch write, with the VIP badge; others and an ended live are refused", async () => {
    const of = await buildLiveCreator(t.ctx.db);
    const vip = await fanOf(t.ctx.db, of, "vip");
    const { live } = await scheduleAndStart(of);
    const sent = await (await t.as(vip)).post(`/api/live-sessions/${live.id}/chat`).send({ content: " Go Biscuit! ", clientId: "c-1" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ liveSessionId: live.id, clientId: "c-1", content: "Go Biscuit!", author: { id: vip.id, vip: true, creator: false } });
    const [event] = await t.ctx.db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.userId, of.creator.id), eq(realtimeEvents.type, "live.chat")));
    expect(event?.data).toEqual(sent.body);
    const premium = await (await t.as(await fanOf(t.ctx.db, of, "premium"))).post(`/api/live-sessions/${live.id}/chat`).send({ content: "Hi", clientId: "c-2" });
    expect([premium.status, premium.body]).toEqual([403, { message: "Live streams are a VIP benefit." }]);
    const creator = await t.as(of.creator);
    expect((await creator.post(`/api/live-sessions/${live.id}/chat`).send({ content: "  ", clientId: "c-3" })).body.message).toBe("Please write a message");
    const own = await creator.post(`/api/live-sessions/${live.id}/chat`).send({ content: "Thanks!", clientId: "c-4" });
    expect(own.body.author).toMatchObject({ creator: true, vip: false });
    await creator.post(`/api/live-sessions/${live.id}/end`);
    const after = await (await t.as(vip)).post(`/api/live-sessions/${live.id}/chat`).send({ content: "Bye", clientId: "c-5" });
    expect([after.status, after.body.message]).toEqual([409, "This live is not live"]);
  }, 30_000);
});
