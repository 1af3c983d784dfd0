/**
 * The Content-Security-Policy of the SPA's page. Scripts run only from this
 * origin plus the one inline theme script of index.html (allowed by its hash),
 * so an injected <script> or event-handler attribute does nothing.
 */
import crypto from "node:crypto";

/** sha256 sources for every inline <script> of the page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${crypto.createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(options: { inlineScriptHashes: string[]; uploadOrigins: string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${options.inlineScriptHashes.join(" ")}`.trim(),
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Marketplace listings may show images from other sites; previews use blob: and data: URLs.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    `connect-src 'self' ${options.uploadOrigins.join(" ")}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
