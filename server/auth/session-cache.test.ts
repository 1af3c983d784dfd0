/**
 * The signed-in session cache (./session-cache.ts): a request whose session was
 * read a moment ago costs no statement; signing out, a suspension, a role
 * change, a profile edit and an account deletion are seen by the very next
 * request; a change nobody announced (a factory writing straight to the
 * database) is seen once the time to live has passed. Two instances on one
 * PostgreSQL database: server/two-instances.test.ts.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users, type User } from "../db/schema";
import { buildStaff, buildUser } from "../test/factories";
import { actOnCaseOf, buildTarget, fileReport } from "../test/fixtures/moderation";
import { startTestApp, type TestApp } from "../test/harness";
import { newSessionRow, signedSessionCookie } from "../test/session-cookie";
import { SESSION_TTL_MS } from "./session";
import { MAX_ENTRIES, SessionCache, sessionsChanged, type CachedSession } from "./session-cache";

describe("SessionCache", () => {
  const TTL = 30_000;
  const entry = (user: Pick<User, "id"> | null, storedExpire = Number.MAX_SAFE_INTEGER): CachedSession => ({
    sessJson: JSON.stringify({ passport: { user: user?.id } }),
    storedExpire,
    user: user as User | null,
    userId: user?.id,
  });
  const caches: SessionCache[] = [];
  const cache = (options: { live?: boolean; maxEntries?: number } = {}) => {
    const made = new SessionCache(TTL, { live: options.live ?? true, maxEntries: options.maxEntries });
    caches.push(made);
    return made;
  };
  afterEach(() => caches.splice(0).forEach((c) => c.close()));

  it("keeps a read for its time to live and not a moment longer (the backstop for a lost notice)", () => {
    const c = cache();
    c.remember("s1", entry({ id: "u1" }), c.generation, 0);
    expect(c.read("s1", TTL - 1)?.userId).toBe("u1");
    expect(c.read("s1", TTL)).toBeUndefined();
  });

  it("never answers for a session past its stored expiry", () => {
    const c = cache();
    c.remember("s1", entry({ id: "u1" }, 1000), c.generation, 0);
    expect(c.read("s1", 999)).toBeDefined();
    expect(c.read("s1", 1001)).toBeUndefined();
  });

  it("keeps no read that began before a change arrived (it may have read the row before the change)", () => {
    const c = cache();
    const began = c.generation;
    c.forget({ userId: "someone-else" });
    c.remember("s1", entry({ id: "u1" }), began);
    expect(c.read("s1")).toBeUndefined();
  });

  it("drops a session by its id, and every session of a person by theirs", () => {
    const c = cache();
    c.remember("a1", entry({ id: "a" }), c.generation);
    c.remember("a2", entry({ id: "a" }), c.generation);
    c.remember("b1", entry({ id: "b" }), c.generation);
    c.forget({ userId: "a" });
    expect([c.read("a1"), c.read("a2"), c.read("b1")?.userId]).toEqual([undefined, undefined, "b"]);
    c.forget({ sid: "b1" });
    expect(c.read("b1")).toBeUndefined();
  });

  it("keeps a bounded number of sessions, the least recently used leaving first", () => {
    const c = cache({ maxEntries: 2 });
    c.remember("s1", entry({ id: "u1" }), c.generation);
    c.remember("s2", entry({ id: "u2" }), c.generation);
    c.read("s1");
    c.remember("s3", entry({ id: "u3" }), c.generation);
    expect([c.read("s1")?.userId, c.read("s2"), c.read("s3")?.userId]).toEqual(["u1", undefined, "u3"]);
    expect(MAX_ENTRIES).toBe(10_000);
  });

  it("answers nothing while its notices' connection is down, and starts empty when it is back", () => {
    const c = cache();
    c.remember("s1", entry({ id: "u1" }), c.generation);
    c.setLive(false);
    expect(c.read("s1")).toBeUndefined();
    c.remember("s1", entry({ id: "u1" }), c.generation);
    c.setLive(true);
    expect(c.read("s1")).toBeUndefined();
  });
});

describe("signed-in requests with the session cache on", () => {
  let t: TestApp;
  /** With a one-second time to live: what nobody announced is seen a second later. */
  let shortLived: TestApp;
  beforeAll(async () => {
    [t, shortLived] = await Promise.all([startTestApp({ SESSION_CACHE_SECONDS: "30" }), startTestApp({ SESSION_CACHE_SECONDS: "1" })]);
  }, 60_000);
  afterAll(() => Promise.all([t?.close(), shortLived?.close()]));

  /** The statements the app's pool runs while `send` runs. */
  async function statementsOf(app: TestApp, send: () => Promise<unknown>): Promise<string[]> {
    const pool = app.ctx.database.pool as unknown as { query: (...args: unknown[]) => unknown };
    const query = pool.query;
    const seen: string[] = [];
    pool.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string; name?: string };
      seen.push(typeof first === "string" ? first : (first.text ?? first.name ?? "?"));
      return query.apply(pool, args);
    };
    try {
      await send();
    } finally {
      pool.query = query;
    }
    return seen;
  }

  /** A signed-in agent whose session the app keeps (on PostgreSQL, once its notices' connection is up). */
  async function keptSession(app: TestApp, user: User) {
    const agent = await app.as(user);
    // The first request stamps the session's sign-in time (a write, which drops what was kept).
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    await expect
      .poll(async () => (await statementsOf(app, () => agent.get("/api/auth/user").expect(200))).length, { timeout: 10_000 })
      .toBe(0);
    return agent;
  }

  it("answers a request whose session was read a moment ago without a statement before its own", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await keptSession(t, user);
    const seen = await statementsOf(t, async () => {
      const res = await agent.get("/api/auth/user");
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(user.id);
    });
    expect(seen, seen.join("\n---\n")).toEqual([]);
  });

  it("sees a change nobody announced once the time to live has passed, not before", async () => {
    const user = await buildUser(shortLived.ctx.db, { firstName: "Before" });
    const agent = await keptSession(shortLived, user);
    await shortLived.ctx.db.update(users).set({ firstName: "After" }).where(eq(users.id, user.id));
    expect((await agent.get("/api/auth/user")).body.firstName).toBe("Before");
    await new Promise((r) => setTimeout(r, 1100));
    expect((await agent.get("/api/auth/user")).body.firstName).toBe("After");
  });

  it("a change announced in its transaction is seen by the next request; one rolled back changes nothing", async () => {
    const user = await buildUser(t.ctx.db, { firstName: "Before" });
    const agent = await keptSession(t, user);
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.update(users).set({ firstName: "Rolled back" }).where(eq(users.id, user.id));
        await sessionsChanged(tx, { userId: user.id });
        tx.rollback();
      })
      .catch(() => {});
    expect((await agent.get("/api/auth/user")).body.firstName).toBe("Before");
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: "After" }).where(eq(users.id, user.id));
      await sessionsChanged(tx, { userId: user.id });
    });
    expect((await agent.get("/api/auth/user")).body.firstName).toBe("After");
  });

  it("signing out ends the session for the very next request", async () => {
    const agent = await keptSession(t, await buildUser(t.ctx.db));
    const out = await agent.post("/api/logout").set("Origin", t.baseUrl);
    expect(out.status).toBe(303);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("a moderator's suspension signs the person out for the very next request", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    const agent = await keptSession(t, target.author);
    await fileReport(t, await buildUser(t.ctx.db), target, "harassment");
    await actOnCaseOf(t, await buildStaff(t.ctx.db, "moderator"), target, "suspend");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("a role change is seen by the very next request, both ways", async () => {
    const member = await buildUser(t.ctx.db);
    const agent = await keptSession(t, member);
    const admin = await t.as(await buildStaff(t.ctx.db, "admin"));
    expect((await admin.post("/api/admin/moderators").send({ user: member.username })).status).toBe(200);
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ role: "moderator", isStaff: true });
    expect((await admin.delete(`/api/admin/moderators/${member.id}`)).status).toBe(200);
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ role: "member", isStaff: false });
  });

  it("a profile edit is seen by the person's other sessions at once", async () => {
    const user = await buildUser(t.ctx.db, { displayName: "Old name" });
    const [phone, laptop] = [await keptSession(t, user), await keptSession(t, user)];
    expect((await phone.patch("/api/me").send({ displayName: "New name" })).status).toBe(200);
    expect((await laptop.get("/api/auth/user")).body.displayName).toBe("New name");
  });

  it("deleting the account signs out every session of it at once", async () => {
    const user = await buildUser(t.ctx.db);
    const [phone, laptop] = [await keptSession(t, user), await keptSession(t, user)];
    expect((await phone.delete("/api/me").send({ confirm: "DELETE" })).status).toBe(204);
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
  });

  describe("a kept session's read, answered without the session middleware (./cached-session-read.ts)", () => {
    /** A session row written as sign-in writes it, stamped `signedInAgoMs` ago, and its cookie. */
    async function sessionCookieFor(user: User, signedInAgoMs: number) {
      const row = newSessionRow(user.id);
      await t.ctx.db.insert(sessions).values({ ...row, sess: { ...row.sess, signedInAt: Date.now() - signedInAgoMs } });
      return signedSessionCookie(row.sid, t.ctx.sessionSecret);
    }
    afterEach(() => vi.restoreAllMocks());
    const read = (cookie: string) => request(t.baseUrl).get("/api/auth/user").set("Cookie", cookie);
    const attributes = (setCookie: string) => setCookie.split("; ").filter((part) => !part.startsWith("Expires="));
    const expiresOf = (setCookie: string) => Date.parse(setCookie.split("; ").find((part) => part.startsWith("Expires="))!.slice(8));

    it("renews the cookie as the session middleware does: the same value and attributes, a week from now", async () => {
      const user = await buildUser(t.ctx.db);
      const cookie = await sessionCookieFor(user, 0);
      const first = await read(cookie).expect(200);
      await expect.poll(async () => (await statementsOf(t, () => read(cookie).expect(200))).length, { timeout: 10_000 }).toBe(0);
      const kept = await read(cookie).expect(200);
      expect(kept.body.id).toBe(user.id);
      const [fromMiddleware, fromCache] = [first.headers["set-cookie"]![0]!, kept.headers["set-cookie"]![0]!];
      expect(attributes(fromCache)).toEqual(attributes(fromMiddleware));
      expect(Math.abs(expiresOf(fromCache) - (Date.now() + SESSION_TTL_MS))).toBeLessThan(5_000);
    });

    it("signs out a kept session's id under another signature", async () => {
      const user = await buildUser(t.ctx.db);
      const cookie = await sessionCookieFor(user, 0);
      await expect.poll(async () => (await statementsOf(t, () => read(cookie).expect(200))).length, { timeout: 10_000 }).toBe(0);
      const [name, value] = [cookie.slice(0, cookie.indexOf("=")), decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1))];
      const forged = `${name}=${encodeURIComponent(`${value.slice(0, value.lastIndexOf(".") + 1)}${"A".repeat(43)}`)}`;
      expect((await read(forged)).status).toBe(401);
      expect((await read(cookie)).status).toBe(200);
    });

    it("ends a kept session at the end of its lifetime, however recently it was read", async () => {
      const user = await buildUser(t.ctx.db);
      const lifetimeMs = t.ctx.config.sessionLifetimeMs;
      const cookie = await sessionCookieFor(user, lifetimeMs - 3_000);
      await expect.poll(async () => (await statementsOf(t, () => read(cookie).expect(200))).length, { timeout: 10_000 }).toBe(0);
      const now = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(now + 5_000);
      expect((await read(cookie)).status).toBe(401);
    });
  });
});
