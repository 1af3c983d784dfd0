import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: "3" });
});
afterAll(() => t?.close());

const thread = (n: number) => ({ title: `Thread ${n}`, content: "Some content", category: "General" });

describe("the writes rate limit", () => {
  it("answers 429 with Retry-After past the limit, per user, and never limits reads", async () => {
    const busy = await t.as(await buildUser(t.ctx.db));
    for (let n = 1; n <= 3; n++) {
      expect((await busy.post("/api/community-threads").send(thread(n))).status).toBe(201);
    }
    const refused = await busy.post("/api/community-threads").send(thread(4));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "You're doing that too often. Please wait a minute and try again." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);

    expect((await busy.get("/api/community-threads")).status).toBe(200);

    const someoneElse = await t.as(await buildUser(t.ctx.db));
    expect((await someoneElse.post("/api/community-threads").send(thread(5))).status).toBe(201);
  });
});
