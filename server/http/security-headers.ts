/**
 * The security headers of every answer (pages, JSON, errors, objects), set by
 * helmet before anything else runs. The Content-Security-Policy lets scripts run
 * only from this origin plus the one inline theme script of the SPA's
 * index.html (allowed by its hash), so an injected <script> or event-handler
 * attribute does nothing. Object reads replace it with a stricter "sandbox"
 * (routes/objects/serve-object.ts).
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  /** The app's canonical address: HSTS is sent only when it is https. */
  publicUrl: string;
  /** sha256 sources of the SPA page's inline scripts; asked per answer, as the page may be built after start-up. */
  inlineScriptHashes: () => string[];
  /** Origins the browser uploads to directly (a cloud bucket), besides this server. */
  uploadOrigins: string[];
  /** Stripe.js and its Payment Element frames, only when Stripe takes the payments. */
  allowStripe: boolean;
}

const STRIPE = {
  scripts: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frames: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          () => ["'self'", ...options.inlineScriptHashes(), ...(options.allowStripe ? STRIPE.scripts : [])].join(" "),
        ],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Marketplace listings may show images from other sites; previews use blob: and data: URLs.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", ...options.uploadOrigins, ...(options.allowStripe ? STRIPE.connect : [])],
        frameSrc: options.allowStripe ? STRIPE.frames : ["'none'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: new URL(options.publicUrl).protocol === "https:",
  });
}

/** sha256 sources for every inline <script> of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${crypto.createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return hashes;
}
