import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { rateLimit, type RateLimitOptions } from "./rate-limit";

/** A tiny app behind one limiter, on a clock the test moves by hand. */
function appWith(options: Omit<RateLimitOptions, "now" | "key">) {
  const clock = { now: 1_000_000 };
  const app = express();
  app.use(
    rateLimit({
      ...options,
      now: () => clock.now,
      key: (req) => req.get("x-client") ?? "anonymous",
    }),
  );
  app.get("/", (_req, res) => {
    res.json({ ok: true });
  });
  const hit = (client = "a") => request(app).get("/").set("x-client", client);
  return { clock, hit };
}

describe("rateLimit", () => {
  it("lets `max` requests through per window, then answers 429 with the message and Retry-After", async () => {
    const { clock, hit } = appWith({ name: "test", max: 3, windowMs: 60_000, message: "Slow down" });
    for (let i = 0; i < 3; i++) expect((await hit()).status).toBe(200);

    clock.now += 15_000;
    const refused = await hit();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Slow down" });
    expect(refused.headers["retry-after"]).toBe("45");
  });

  it("counts each key on its own", async () => {
    const { hit } = appWith({ name: "test", max: 1, windowMs: 60_000 });
    expect((await hit("a")).status).toBe(200);
    expect((await hit("a")).status).toBe(429);
    expect((await hit("b")).status).toBe(200);
  });

  it("starts a fresh window once the previous one has ended", async () => {
    const { clock, hit } = appWith({ name: "test", max: 1, windowMs: 60_000 });
    expect((await hit()).status).toBe(200);
    expect((await hit()).status).toBe(429);
    clock.now += 60_000;
    expect((await hit()).status).toBe(200);
    expect((await hit()).status).toBe(429);
  });

  it("has a default message and never sends Retry-After below one second", async () => {
    const { clock, hit } = appWith({ name: "test", max: 1, windowMs: 60_000 });
    await hit();
    clock.now += 59_999;
    const refused = await hit();
    expect(refused.body).toEqual({ message: "Too many requests. Please try again later." });
    expect(refused.headers["retry-after"]).toBe("1");
  });
});
