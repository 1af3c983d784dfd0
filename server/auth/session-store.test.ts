import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { SESSION_TTL_MS } from "./session";
import { TOUCH_INTERVAL_MS } from "./session-store";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** Every statement the app's pool runs while `counting` is on. */
const statements: string[] = [];
let counting = false;
beforeAll(() => {
  const pool = t.ctx.database.pool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (counting) {
      const first = args[0] as string | { text?: string; name?: string };
      statements.push(typeof first === "string" ? first : (first.text ?? first.name ?? "?"));
    }
    return query(...args);
  };
});
afterEach(() => {
  counting = false;
  statements.length = 0;
});

async function storedExpire(userId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ epoch: sql<string>`extract(epoch from ${sessions.expire}::timestamptz)` })
    .from(sessions)
    .where(sql`${sessions.sess}->'passport'->>'user' = ${userId}`);
  return Number(row!.epoch) * 1000;
}

describe("a signed-in request's session", () => {
  it("reads the session and its person in one statement, and writes nothing when the expiry is fresh", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    // The first request stamps the session's sign-in time (sessions made before that stamp existed get it once).
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    counting = true;
    const res = await agent.get("/api/auth/user");
    counting = false;
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect(statements, statements.join("\n---\n")).toHaveLength(1);
  });

  it("writes the rolling expiry once it is more than an hour behind", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    const behind = new Date(Date.now() + SESSION_TTL_MS - TOUCH_INTERVAL_MS - 60_000);
    await t.ctx.db.execute(
      sql`update ${sessions} set expire = ${behind.toISOString()}::timestamptz where ${sessions.sess}->'passport'->>'user' = ${user.id}`,
    );
    const before = await storedExpire(user.id);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    const after = await storedExpire(user.id);
    expect(after - before).toBeGreaterThan(TOUCH_INTERVAL_MS);
    expect(after).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it("signs out a session whose person is suspended or deleted, or whose user id is not an id", async () => {
    const suspended = await buildUser(t.ctx.db);
    const agent = await t.as(suspended);
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    expect((await agent.get("/api/auth/user")).status).toBe(401);

    const other = await buildUser(t.ctx.db);
    const mangled = await t.as(other);
    await t.ctx.db.execute(
      sql`update ${sessions} set sess = json_build_object('cookie', sess->'cookie', 'passport', json_build_object('user', 'not-a-uuid')) where ${sessions.sess}->'passport'->>'user' = ${other.id}`,
    );
    const res = await mangled.get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});
