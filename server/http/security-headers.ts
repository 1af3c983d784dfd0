/**
 * The security headers of every answer (pages, JSON, errors, objects), set by
 * helmet before anything else runs. The Content-Security-Policy lets scripts run
 * only from this origin plus the one inline theme script of the SPA's
 * index.html (allowed by its hash), so an injected <script> or event-handler
 * attribute does nothing. Object reads replace it with a stricter "sandbox"
 * (routes/objects/serve-object.ts).
 *
 * The API's answers to the app's own requests are data, never shown as a page:
 * they get the data policy (nothing may load, nothing may frame them), nosniff and
 * same-origin resource policy, and none of the page headers (half a kilobyte on
 * every JSON answer). A browser opening an /api address as a page (the sign-out
 * confirmation, or someone typing it) asks for a document and gets the page set.
 *
 * HSTS (Strict-Transport-Security: max-age one year, includeSubDomains) is sent
 * when the app's address is https, on answers to requests that came over https
 * (behind a TLS proxy, TRUST_PROXY makes Express believe its X-Forwarded-Proto):
 * browsers ignore it over plain http, and RFC 6797 forbids sending it there.
 * includeSubDomains: hosts under the app's own host name are the app's too, and
 * a plain-http one could plant cookies for it. Not "preload": submitting a
 * domain to the browsers' list is a decision for its owner, and hard to undo.
 */
import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  /** The app's canonical address: HSTS is sent only when it is https (and the request came over https). */
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

const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } as const;

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const headers = helmet({
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
    strictTransportSecurity: false,
  });
  const dataHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: "deny" },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const hsts = helmet.strictTransportSecurity(HSTS);
  const httpsApp = new URL(options.publicUrl).protocol === "https:";
  return (req, res, next) =>
    (isDataRequest(req) ? dataHeaders : headers)(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (httpsApp && req.secure) return hsts(req, res, next);
      next();
    });
}

/** An API request not asking for a page: the app's fetches (a navigation asks for text/html, or says it is for a document). */
function isDataRequest(req: Request): boolean {
  if (!req.path.startsWith("/api/")) return false;
  return req.headers["sec-fetch-dest"] !== "document" && !(req.headers.accept ?? "").includes("text/html");
}

/** sha256 sources for every inline <script> of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${crypto.createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return hashes;
}
