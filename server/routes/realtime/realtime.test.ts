/**
 * The real-time channel (GET /api/realtime): who may open it, what arrives on
 * it, and how a reconnecting stream gets exactly what it missed.
 */
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createApp } from "../../app";
import { notify } from "../../commands/moderation-notices";
import { openDatabase, type Database } from "../../db";
import { notifications, sessions, users, type User } from "../../db/schema";
import { sessionsChanged } from "../../auth/session-cache";
import { notifyFansOfPost } from "../../jobs/handlers/notify-fans-of-post";
import { realtimeHub } from "../../realtime/hub";
import { pruneRealtimeEvents } from "../../realtime/prune";
import { publish } from "../../realtime/publish";
import { buildCreator, buildPost, buildSubscription, buildUser } from "../../test/factories";
import { freePort, startTestApp, type TestApp } from "../../test/harness";
import { newSessionRow, signedSessionCookie } from "../../test/session-cookie";
import { realtimeRouter } from "./router";

let t: TestApp;
beforeAll(async () => {
  // Sessions kept as in production (the harness turns the cache off): streams take the path ahead of the page machinery.
  t = await startTestApp({ SESSION_CACHE_SECONDS: "30" });
});
afterAll(() => t?.close());

interface Received {
  id: string | undefined;
  type: string;
  data: unknown;
}

/** An open stream read as a browser's EventSource would: its events as they come. */
interface Stream {
  response: Response;
  events: Received[];
  /** Waits until `count` events have arrived (or fails after a while). */
  waitFor(count: number): Promise<Received[]>;
  /** Whether the server has ended the stream. */
  ended(): boolean;
  close(): void;
}

/** A session as signing in leaves it (stamped with its sign-in time). */
async function signIn(user: User): Promise<string> {
  const row = newSessionRow(user.id);
  await t.ctx.db.insert(sessions).values({ ...row, sess: { ...row.sess, signedInAt: Date.now() } });
  return signedSessionCookie(row.sid, t.ctx.sessionSecret);
}

async function openStream(
  cookie: string | undefined,
  { baseUrl = t.baseUrl, lastEventId, query }: { baseUrl?: string; lastEventId?: string; query?: string } = {},
): Promise<Stream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { Accept: "text/event-stream", "Accept-Encoding": "gzip, br" };
  if (cookie) headers.Cookie = cookie;
  if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
  const response = await fetch(`${baseUrl}/api/realtime${query ?? ""}`, { headers, signal: abort.signal });
  const events: Received[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  if (response.ok) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            return;
          }
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | undefined;
            let data: string | undefined;
            for (const line of block.split("\n")) {
              if (line.startsWith("id: ")) id = line.slice(4);
              if (line.startsWith("data: ")) data = line.slice(6);
            }
            if (data === undefined) continue;
            const message = JSON.parse(data) as { type: string; data: unknown };
            events.push({ id, ...message });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    response,
    events,
    async waitFor(count) {
      const deadline = Date.now() + 5000;
      while (events.length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 50);
        });
      }
      return events;
    },
    ended: () => ended,
    close: () => abort.abort(),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

/** A notification for the user, as the moderation notices write them. */
const noticeFor = (user: User, title = "A notice") => notify(t.ctx.db, [user.id], { title, message: "Words." });

/** Events straight to the channel, as any writer publishes them. */
const unreadEvents = (user: User, counts: number[]) =>
  publish(
    t.ctx.db,
    counts.map((notifications) => ({ userId: user.id, type: "unread.changed" as const, data: { notifications, messages: 0 } })),
  );

describe("GET /api/realtime", () => {
  it("is for signed-in people only: 401 with a message", async () => {
    const stream = await openStream(undefined);
    expect(stream.response.status).toBe(401);
    expect(await stream.response.json()).toEqual({ message: expect.any(String) });
  });

  it("streams uncompressed, unbuffered Server-Sent Events that no cache keeps", async () => {
    const stream = await openStream(await signIn(await buildUser(t.ctx.db)));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get("content-encoding")).toBeNull();
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.response.headers.get("cache-control")).toMatch(/no-store/);
    stream.close();
  });

  it("answers a signed-in session's stream ahead of the page machinery, which a stream would keep alive for minutes", async () => {
    const stream = await openStream(await signIn(await buildUser(t.ctx.db)));
    expect(stream.response.status).toBe(200);
    // None of the page policies, and the session's rolling cookie renewed as every signed-in read renews it.
    expect(stream.response.headers.get("content-security-policy")).toBeNull();
    expect(stream.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(stream.response.headers.get("set-cookie")).toMatch(/^pawfans\.sid=.*; HttpOnly; SameSite=Lax$/);
    stream.close();
  });

  it("takes the full session path for a session not stamped with its sign-in time, and stamps it", async () => {
    const user = await buildUser(t.ctx.db);
    const row = newSessionRow(user.id);
    await t.ctx.db.insert(sessions).values(row);
    const stream = await openStream(signedSessionCookie(row.sid, t.ctx.sessionSecret));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-security-policy")).not.toBeNull();
    const [stored] = await t.ctx.db.select().from(sessions).where(eq(sessions.sid, row.sid));
    expect((stored!.sess as { signedInAt?: number }).signedInAt).toEqual(expect.any(Number));
    stream.close();
  });

  it("refuses a suspended person's session on the stream as on every other read", async () => {
    const user = await buildUser(t.ctx.db);
    const cookie = await signIn(user);
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    await sessionsChanged(t.ctx.db, { userId: user.id });
    const stream = await openStream(cookie);
    expect(stream.response.status).toBe(401);
  });

  it("delivers a notification written for a person to their open stream, and to nobody else's", async () => {
    const [alice, bob] = [await buildUser(t.ctx.db), await buildUser(t.ctx.db)];
    const [aliceStream, bobStream] = [await openStream(await signIn(alice)), await openStream(await signIn(bob))];
    await settle();
    await noticeFor(alice);
    const [event] = await aliceStream.waitFor(1);
    const [row] = await t.ctx.db.select().from(notifications).where(sql`${notifications.userId} = ${alice.id}`);
    expect(event).toEqual({ id: "1", type: "notification.created", data: { id: row!.id, type: "moderation" } });
    await settle();
    expect(bobStream.events).toEqual([]);
    aliceStream.close();
    bobStream.close();
  });

  it("tells every fan of a new post on their own stream, the fan-out written in batches", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const fans = [await buildUser(t.ctx.db), await buildUser(t.ctx.db), await buildUser(t.ctx.db)];
    for (const fan of fans) await buildSubscription(t.ctx.db, fan, profile);
    const post = await buildPost(t.ctx.db, profile);
    const streams = await Promise.all(fans.map(async (fan) => openStream(await signIn(fan))));
    await settle();
    // Two fans per batch: two batches, each with its own events.
    expect(await notifyFansOfPost(t.ctx.db, post.id, 2)).toBe(3);
    for (const stream of streams) {
      const events = await stream.waitFor(1);
      expect(events).toEqual([{ id: "1", type: "notification.created", data: { id: expect.any(String), type: "new_post" } }]);
      stream.close();
    }
  });

  it("tells the person's other tabs the new unread count when they read a notification", async () => {
    const alice = await buildUser(t.ctx.db);
    await noticeFor(alice, "one");
    await noticeFor(alice, "two");
    const cookie = await signIn(alice);
    const [tab1, tab2] = [await openStream(cookie), await openStream(cookie)];
    await settle();
    const [first] = await t.ctx.db.select().from(notifications).where(sql`${notifications.userId} = ${alice.id}`);
    const agent = await t.as(alice);
    expect((await agent.post(`/api/notifications/${first!.id}/read`)).status).toBe(200);
    expect((await agent.post("/api/notifications/read-all")).status).toBe(200);
    for (const tab of [tab1, tab2]) {
      expect(await tab.waitFor(2)).toEqual([
        { id: "3", type: "unread.changed", data: { notifications: 1, messages: 0 } },
        { id: "4", type: "unread.changed", data: { notifications: 0, messages: 0 } },
      ]);
      tab.close();
    }
  });

  it("resumes from Last-Event-ID with exactly the events missed, in order, each once", async () => {
    const alice = await buildUser(t.ctx.db);
    const cookie = await signIn(alice);
    const first = await openStream(cookie);
    await settle();
    await unreadEvents(alice, [1, 2, 3]);
    expect((await first.waitFor(3)).map((e) => e.id)).toEqual(["1", "2", "3"]);
    first.close();
    await settle();
    // Written while no stream was open.
    await unreadEvents(alice, [4, 5]);
    const resumed = await openStream(cookie, { lastEventId: "2" });
    await settle();
    await unreadEvents(alice, [6]);
    const events = await resumed.waitFor(4);
    await settle();
    expect(resumed.events.map((e) => [e.id, (e.data as { notifications: number }).notifications])).toEqual([
      ["3", 3],
      ["4", 4],
      ["5", 5],
      ["6", 6],
    ]);
    expect(events).toHaveLength(4);
    resumed.close();
    // A first connection of a page that had seen some, by its query.
    const fromQuery = await openStream(cookie, { query: "?lastEventId=5" });
    expect((await fromQuery.waitFor(1)).map((e) => e.id)).toEqual(["6"]);
    fromQuery.close();
  });

  it("a first connection starts after the latest event: nothing old is sent again", async () => {
    const alice = await buildUser(t.ctx.db);
    await unreadEvents(alice, [1, 2]);
    const stream = await openStream(await signIn(alice));
    await settle();
    await unreadEvents(alice, [3]);
    expect((await stream.waitFor(1)).map((e) => e.id)).toEqual(["3"]);
    await settle();
    expect(stream.events).toHaveLength(1);
    stream.close();
  });

  it("sends one resync when what was missed is older than the retention window, or the id is not theirs", async () => {
    const alice = await buildUser(t.ctx.db);
    const cookie = await signIn(alice);
    await unreadEvents(alice, [1, 2, 3]);
    await t.ctx.db.execute(sql`update realtime_events set created_at = now() - interval '25 hours' where user_id = ${alice.id} and seq <= 2`);
    expect(await pruneRealtimeEvents(t.ctx.db)).toBeGreaterThanOrEqual(2);
    await unreadEvents(alice, [4]);

    // Event 2 is gone: the stream cannot say what came after event 1.
    const behind = await openStream(cookie, { lastEventId: "1" });
    expect(await behind.waitFor(1)).toEqual([{ id: "4", type: "resync", data: {} }]);
    await unreadEvents(alice, [5]);
    expect((await behind.waitFor(2))[1]).toMatchObject({ id: "5", type: "unread.changed" });
    behind.close();

    // Event 3 is kept: everything after event 2 can be sent.
    const kept = await openStream(cookie, { lastEventId: "2" });
    expect((await kept.waitFor(3)).map((e) => e.id)).toEqual(["3", "4", "5"]);
    kept.close();

    for (const lastEventId of ["99", "not-a-number"]) {
      const unknown = await openStream(cookie, { lastEventId });
      expect(await unknown.waitFor(1)).toEqual([{ id: "5", type: "resync", data: {} }]);
      unknown.close();
    }
  });

  it("keeps an idle stream alive with comments, and ends it after its lifetime for the browser to reconnect within 2 s", async () => {
    const user = await buildUser(t.ctx.db);
    const app = express();
    app.use((req, _res, next) => {
      req.user = { ...user, isStaff: false };
      next();
    });
    app.use("/api", realtimeRouter(t.ctx, { heartbeatMs: 50, lifetimeMs: 600 }));
    const server = http.createServer(app);
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      const started = Date.now();
      const body = await (await fetch(`http://127.0.0.1:${port}/api/realtime`)).text();
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      expect(body.startsWith("retry: 2000\n\n")).toBe(true);
      expect(body.split(": \n\n").length - 1).toBeGreaterThanOrEqual(5);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("ends a session's streams the moment it signs out, and the reconnection is refused; the person's other sessions keep theirs", async () => {
    const user = await buildUser(t.ctx.db);
    const [cookie, otherCookie] = [await signIn(user), await signIn(user)];
    const [stream, other] = await Promise.all([openStream(cookie), openStream(otherCookie)]);
    await settle();
    const out = await fetch(`${t.baseUrl}/api/logout`, { method: "POST", headers: { Cookie: cookie, Origin: t.baseUrl }, redirect: "manual" });
    expect(out.status).toBe(303);
    await expect.poll(() => stream.ended(), { timeout: 2000 }).toBe(true);
    expect(other.ended()).toBe(false);
    expect((await openStream(cookie)).response.status).toBe(401);
    other.close();
  });

  it("a stream opened by a session from before sign-ins were stamped does not bring it back when it ends after a sign-out", async () => {
    const user = await buildUser(t.ctx.db);
    const row = newSessionRow(user.id);
    await t.ctx.db.insert(sessions).values(row);
    const cookie = signedSessionCookie(row.sid, t.ctx.sessionSecret);
    const stream = await openStream(cookie);
    await settle();
    await fetch(`${t.baseUrl}/api/logout`, { method: "POST", headers: { Cookie: cookie, Origin: t.baseUrl }, redirect: "manual" });
    await expect.poll(() => stream.ended(), { timeout: 2000 }).toBe(true);
    await settle();
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.sid, row.sid))).toEqual([]);
    expect((await openStream(cookie)).response.status).toBe(401);
  });

  it("ends every stream of a person whose account changes (suspended, deleted, a role), for the reconnection to be asked who they are", async () => {
    const [user, bystander] = [await buildUser(t.ctx.db), await buildUser(t.ctx.db)];
    const streams = await Promise.all([openStream(await signIn(user)), openStream(await signIn(user))]);
    const untouched = await openStream(await signIn(bystander));
    await settle();
    await sessionsChanged(t.ctx.db, { userId: user.id });
    await expect.poll(() => streams.every((stream) => stream.ended()), { timeout: 2000 }).toBe(true);
    expect(untouched.ended()).toBe(false);
    untouched.close();
  });

  it("lets go of a stream when its client goes away", async () => {
    const hub = realtimeHub(t.ctx.database);
    await settle();
    const before = hub.size;
    const alice = await buildUser(t.ctx.db);
    const cookie = await signIn(alice);
    const streams = await Promise.all([openStream(cookie), openStream(cookie), openStream(await signIn(await buildUser(t.ctx.db)))]);
    await settle();
    expect(hub.size).toEqual({ streams: before.streams + 3, people: before.people + 2 });
    for (const stream of streams) stream.close();
    await settle();
    expect(hub.size).toEqual(before);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  it("an event written on one instance arrives on a stream held on the other", async () => {
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
      const alice = await buildUser(t.ctx.db);
      const cookie = await signIn(alice);
      const onB = await openStream(cookie, { baseUrl: publicUrl });
      expect(onB.response.status).toBe(200);
      await settle();
      // Written through instance A's database handle.
      await noticeFor(alice);
      expect(await onB.waitFor(1)).toEqual([
        { id: "1", type: "notification.created", data: { id: expect.any(String), type: "moderation" } },
      ]);
      onB.close();
      // Dropped; two more are written on A meanwhile; the stream resumes on B.
      await settle();
      await noticeFor(alice, "two");
      await noticeFor(alice, "three");
      const resumed = await openStream(cookie, { baseUrl: publicUrl, lastEventId: "1" });
      expect((await resumed.waitFor(2)).map((e) => e.id)).toEqual(["2", "3"]);
      await settle();
      expect(resumed.events).toHaveLength(2);
      resumed.close();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await second.close();
    }
  });
});
