import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../http/security-headers";
import { CLIENT_DIST_DIR } from "../../paths";
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
    expect(res.body).toEqual({ message: "Cross-site request refused" });
  });
});

describe("security headers", () => {
  it("are on every answer: JSON, a 404 and an error", async () => {
    const user = await buildUser(t.ctx.db);
    const answers = [
      await t.anonymous().get("/api/health"),
      await t.anonymous().get("/api/nope"),
      await (await t.as(user)).post("/api/anything").set("Content-Type", "application/json").send("{bad"),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 404, 400]);
    // Data, never shown as a page: nothing may load in them or frame them.
    for (const res of answers) {
      expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
    // Opened as a page, an API address gets the page's headers.
    const opened = await t.anonymous().get("/api/nope").set("Accept", "text/html");
    const policy = opened.headers["content-security-policy"];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(opened.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(opened.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("let the SPA page run its own inline scripts, by hash, and no others", async () => {
    const res = await t.anonymous().get("/explore");
    const indexHtml = path.join(CLIENT_DIST_DIR, "index.html");
    // Without a built client the page answers 503, under the same policy.
    const built = fs.existsSync(indexHtml);
    const hashes = built ? inlineScriptHashes(fs.readFileSync(indexHtml, "utf8")) : [];
    expect(res.status).toBe(built ? 200 : 503);
    expect(res.headers["content-security-policy"]).toContain(`${["script-src 'self'", ...hashes].join(" ")};`);
  });
});
