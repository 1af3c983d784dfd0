import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildUser } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe("GET /api/health", () => {
  it("answers ok once migrated", async () => {
    const res = await t.anonymous().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.anonymous().get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("answers malformed JSON with a 400 and no stack trace", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    const res = await agent.post("/api/anything").set("Content-Type", "application/json").send("{bad");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON" });
  });

  it("refuses a state-changing request from another site", async () => {
    const res = await t.anonymous().post("/api/contact").set("Origin", "https://evil.example").send({});
    expect(res.status).toBe(403);
    expect(res.body.message).toBeTruthy();
  });
});
