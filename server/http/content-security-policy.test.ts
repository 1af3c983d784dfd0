import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips scripts loaded from a file", () => {
    const html = `<script>a()</script><script type="module" src="/assets/app.js"></script><script>b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the page's origin and the hashed inline ones", () => {
    const policy = contentSecurityPolicy({ inlineScriptHashes: ["'sha256-abc'"], uploadOrigins: [] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self';");
  });

  it("lets the browser upload straight to the object store", () => {
    const policy = contentSecurityPolicy({ inlineScriptHashes: [], uploadOrigins: ["https://storage.googleapis.com"] });
    expect(policy).toContain("connect-src 'self' https://storage.googleapis.com");
  });
});
