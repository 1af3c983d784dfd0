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

/**
 * The headers of one answer of a tiny app behind the middleware. It trusts one
 * proxy (TRUST_PROXY), so `forwardedProto` plays a TLS-terminating proxy.
 */
async function headersWith(options: Partial<SecurityHeaderOptions>, forwardedProto?: "http" | "https", path = "/", headers: Record<string, string> = {}) {
  const app = express();
  app.set("trust proxy", 1);
  app.use(
    securityHeaders({ publicUrl: "http://localhost:5000", inlineScriptHashes: () => [], uploadOrigins: [], allowStripe: false, ...options }),
  );
  app.get(["/", "/api/things"], (_req, res) => {
    res.json({ ok: true });
  });
  const call = request(app).get(path);
  call.set(headers);
  return (await (forwardedProto ? call.set("X-Forwarded-Proto", forwardedProto) : call)).headers;
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

  it("gives the app's API requests the data policy, without the page headers", async () => {
    const headers = await headersWith({}, undefined, "/api/things", { Accept: "application/json" });
    expect(headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    for (const pageOnly of ["cross-origin-opener-policy", "referrer-policy", "origin-agent-cluster", "x-dns-prefetch-control"]) {
      expect(headers, pageOnly).not.toHaveProperty(pageOnly);
    }
  });

  it("gives an API address opened as a page the page policy", async () => {
    const pageRequests: Record<string, string>[] = [{ Accept: "text/html,application/xhtml+xml,*/*;q=0.8" }, { "Sec-Fetch-Dest": "document" }];
    for (const asked of pageRequests) {
      const headers = await headersWith({}, undefined, "/api/things", asked);
      expect(headers["content-security-policy"]).toContain("default-src 'self'");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    }
  });

  it("sends the other headers", async () => {
    const headers = await headersWith({});
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  describe("HSTS", () => {
    const httpsApp = { publicUrl: "https://pawfans.example.com" };

    it("is sent for an https address over https: a year, this host and the hosts under it, not preloaded", async () => {
      const headers = await headersWith(httpsApp, "https");
      expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    });

    it("is not sent on an answer over plain http (RFC 6797 forbids it; browsers ignore it there)", async () => {
      expect((await headersWith(httpsApp))["strict-transport-security"]).toBeUndefined();
      expect((await headersWith(httpsApp, "http"))["strict-transport-security"]).toBeUndefined();
    });

    it("is never sent for an http address", async () => {
      expect((await headersWith({}, "https"))["strict-transport-security"]).toBeUndefined();
      expect((await headersWith({}))["strict-transport-security"]).toBeUndefined();
    });

    it("keeps the other headers on an https answer", async () => {
      const headers = await headersWith(httpsApp, "https");
      expect(headers["content-security-policy"]).toContain("default-src 'self'");
      expect(headers["x-frame-options"]).toBe("DENY");
    });
  });
});
