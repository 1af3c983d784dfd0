import type { RequestHandler } from "express";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site (403). SameSite=Lax
 * cookies already stop most cross-site posts; this also covers same-site
 * subdomains and older browsers. Requests without Origin and Referer come from
 * non-browser clients, which carry no ambient cookies to abuse. `exemptPaths`
 * are posted to by other servers on their own behalf (the payment provider's
 * webhook, which proves itself by its signature instead); one ending in "/"
 * exempts the paths below it (a mail client's one-click unsubscribe, whose signed
 * token in the path is the whole check and which needs no cookie).
 */
export function sameOriginOnly(publicUrl: string, exemptPaths: readonly string[] = []): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  const exempt = new Set(exemptPaths.filter((p) => !p.endsWith("/")));
  const exemptPrefixes = exemptPaths.filter((p) => p.endsWith("/"));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.has(req.path) || exemptPrefixes.some((p) => req.path.startsWith(p))) return next();
    const origin = req.get("origin") ?? refererOrigin(req.get("referer"));
    if (origin && origin !== allowed && origin !== requestOrigin(req)) {
      return next(forbidden("Cross-site request refused"));
    }
    next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/** The origin this request was addressed to (behind a trusted proxy, its forwarded scheme and host). */
function requestOrigin(req: Parameters<RequestHandler>[0]): string {
  return `${req.protocol}://${req.get("host")}`;
}
