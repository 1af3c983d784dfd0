import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, securityHeaders, type SecurityHeaderOptions } from "./security-headers";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips scripts loaded from a file", () => {
    const html = `<script>a()</script><script type="module" src="/assets/app.js"></script><script>b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });
});

/** The headers of one answer of a tiny app behind the middleware. */
async function headersWith(options: Partial<SecurityHeaderOptions>) {
  const app = express();
  app.use(
    securityHeaders({ publicUrl: "http://localhost:5000", inlineScriptHashes: () => [], uploadOrigins: [], allowStripe: false, ...options }),
  );
  app.get("/", (_req, res) => {
    res.json({ ok: true });
  });
  return (await request(app).get("/")).headers;
}

describe("securityHeaders", () => {
  it("allows scripts only from the page's origin and the hashed inline ones", async () => {
    const policy = (await headersWith({ inlineScriptHashes: () => ["'sha256-abc'"] }))["content-security-policy"];
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("default-src 'self'");
  });

  it("lets the browser upload straight to the object store", async () => {
    const policy = (await headersWith({ uploadOrigins: ["https://storage.googleapis.com"] }))["content-security-policy"];
    expect(policy).toContain("connect-src 'self' https://storage.googleapis.com");
  });

  it("allows Stripe.js, its frames and its API only when Stripe takes the payments", async () => {
    const without = (await headersWith({}))["content-security-policy"] as string;
    expect(without).toContain("frame-src 'none'");
    expect(without).not.toContain("stripe.com");
    const withStripe = (await headersWith({ allowStripe: true }))["content-security-policy"] as string;
    expect(withStripe).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(withStripe).toContain("frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com");
  });

  it("sends the other headers, and HSTS only for an https address", async () => {
    const headers = await headersWith({});
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
    const https = await headersWith({ publicUrl: "https://pawfans.example.com" });
    expect(https["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
