import express from "express";
import { Redis } from "ioredis";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { apiRateLimits, rateLimit, type LimiterStore, type RateLimitRule } from "./rate-limit";

/** A tiny app behind one limiter; each client names itself in a header. */
function appWith(store: LimiterStore, rule: RateLimitRule) {
  const app = express();
  app.use(rateLimit(store, rule, (req) => req.get("x-client") ?? "anonymous"));
  app.get("/", (_req, res) => {
    res.json({ ok: true });
  });
  return (client = "a") => request(app).get("/").set("x-client", client);
}

const rule = (overrides: Partial<RateLimitRule> = {}): RateLimitRule => ({
  name: `test-${Math.random().toString(36).slice(2)}`,
  max: 3,
  windowSeconds: 60,
  message: "Slow down",
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("rateLimit", () => {
  it("lets `max` requests through per window, then answers 429 with the message and Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const hit = appWith({ kind: "memory" }, rule());
    for (let i = 0; i < 3; i++) expect((await hit()).status).toBe(200);
    vi.setSystemTime(Date.now() + 15_000);
    const refused = await hit();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Slow down" });
    expect(refused.headers["retry-after"]).toBe("45");
  });

  it("counts each key on its own", async () => {
    const hit = appWith({ kind: "memory" }, rule({ max: 1 }));
    expect((await hit("a")).status).toBe(200);
    expect((await hit("a")).status).toBe(429);
    expect((await hit("b")).status).toBe(200);
  });

  it("starts a fresh window once the previous one has ended", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const hit = appWith({ kind: "memory" }, rule({ max: 1 }));
    expect((await hit()).status).toBe(200);
    expect((await hit()).status).toBe(429);
    vi.setSystemTime(Date.now() + 60_001);
    expect((await hit()).status).toBe(200);
    expect((await hit()).status).toBe(429);
  });

  it("never sends Retry-After below one second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const hit = appWith({ kind: "memory" }, rule({ max: 1 }));
    await hit();
    vi.setSystemTime(Date.now() + 59_999);
    expect((await hit()).headers["retry-after"]).toBe("1");
  });

  it("keeps limiting in memory while its store is unreachable", async () => {
    const unreachable = new Redis("redis://127.0.0.1:1", { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    unreachable.on("error", () => {});
    const hit = appWith({ kind: "redis", client: unreachable }, rule({ max: 2 }));
    expect((await hit()).status).toBe(200);
    expect((await hit()).status).toBe(200);
    expect((await hit()).status).toBe(429);
    unreachable.disconnect();
  });
});

// Redis is optional in production; CI points this at the machine's Redis.
describe.runIf(process.env.TEST_REDIS_URL)("rateLimit on Redis", () => {
  it("shares one count between two app instances", async () => {
    const clients = [new Redis(process.env.TEST_REDIS_URL!), new Redis(process.env.TEST_REDIS_URL!)];
    try {
      const shared = rule({ max: 3 });
      const [first, second] = clients.map((client) => appWith({ kind: "redis", client }, shared));
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await (i % 2 ? second! : first!)("same-client")).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      for (const client of clients) client.disconnect();
    }
  });
});

describe("apiRateLimits", () => {
  /** The API's limits in front of a tiny router, over a shared store that counts the queries it is sent. */
  function apiWith(perMinute: { reads: number; writes: number }) {
    const store = { queries: 0 };
    // A real pool (the limiter checks its kind) whose queries are counted and fail: the in-memory insurance decides.
    const pool = new pg.Pool({ connectionString: "postgres://127.0.0.1:1/none" });
    pool.query = (async () => {
      store.queries++;
      throw new Error("the test's store keeps nothing");
    }) as unknown as typeof pool.query;
    const app = express();
    app.use(apiRateLimits({ kind: "postgres", pool }, perMinute));
    app.get("/things", (_req, res) => void res.json([]));
    app.post("/things", (_req, res) => void res.status(201).json({}));
    return { app, store };
  }

  it("counts reads in this instance's memory, never in the shared store, up to the read limit", async () => {
    const { app, store } = apiWith({ reads: 2, writes: 100 });
    expect((await request(app).get("/things")).status).toBe(200);
    expect((await request(app).get("/things")).status).toBe(200);
    const refused = await request(app).get("/things");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many requests. Please slow down and try again in a minute." });
    expect(store.queries).toBe(0);
  });

  it("counts writes in the shared store", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { app, store } = apiWith({ reads: 2, writes: 100 });
    expect((await request(app).post("/things")).status).toBe(201);
    expect(store.queries).toBeGreaterThan(0);
    errors.mockRestore();
  });
});
