/**
 * Sends page loads on another host name (127.0.0.1 for localhost, a bare IP
 * for the domain) to the canonical address. Sign-in keeps its PKCE verifier and
 * state in a cookie bound to the host, so a flow started on another host name
 * would always fail at the callback.
 */
import type { RequestHandler } from "express";

/** Load-balancer and container probes address the server by IP; they get an answer, not a redirect. */
const EXEMPT_PATHS = new Set(["/api/health"]);

export function canonicalHost(publicUrl: string): RequestHandler {
  const canonical = new URL(publicUrl);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Express 5: the Host header (or X-Forwarded-Host behind a trusted proxy), with its port.
    const host = req.host?.toLowerCase();
    if (!host || host === canonical.host || EXEMPT_PATHS.has(req.path)) return next();
    res.redirect(308, `${canonical.origin}${req.originalUrl}`);
  };
}
