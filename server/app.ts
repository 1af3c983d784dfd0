/**
 * Builds the Express app: API, sign-in, object serving and the built SPA on one
 * port. Tests import createApp; ./index.ts starts it. Every router is listed in
 * one table, ./routes/index.ts.
 */
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { keptSessions, setupAuth } from "./auth";
import { hasSessionCookie } from "./auth/session";
import type { AppContext } from "./context";
import { compressResponses } from "./http/compression";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { noCookiesOnPublicAnswers } from "./http/no-cookies-on-public-answers";
import { precompressedAssets } from "./http/precompressed-assets";
import { publicCache } from "./http/public-cache";
import { memoryPublicCacheStore, redisPublicCacheStore } from "./http/public-cache-store";
import { apiRateLimits } from "./http/rate-limit";
import { requestLog } from "./http/request-log";
import { sameOriginOnly } from "./http/same-origin";
import { inlineScriptHashes, securityHeaders } from "./http/security-headers";
import { PAYMENT_WEBHOOK_PATH } from "./payments/provider";
import { CLIENT_DIST_DIR } from "./paths";
import { isPageRenderRead } from "./pages/loopback-transport";
import type { PageRenderer } from "./pages/page-renderer";
import { servePages } from "./pages/serve-pages";
import { mountRoutes, PUBLIC_CACHE_FAMILIES } from "./routes";
import { playbackFilesRouter } from "./routes/videos/router";
import { liveFilesRouter } from "./routes/live-sessions/files";
import { REALTIME_STREAM_PATH, realtimeStreamAhead } from "./routes/realtime/ahead";
import { LIVE_FILES_PREFIX } from "./live/playback";
import { PLAYBACK_FILES_PREFIX } from "./video/playback-token";
import { UNSUBSCRIBE_PATH_PREFIX } from "./mail/unsubscribe-token";

export interface AppOptions {
  /** The built SPA; tests point it at a folder of their own. */
  clientDir?: string;
  /** Draws public pages for signed-out visitors (./pages/page-renderer.ts); without it every page is drawn in the browser. */
  pageRenderer?: PageRenderer;
}

export async function createApp(ctx: AppContext, { clientDir = CLIENT_DIST_DIR, pageRenderer }: AppOptions = {}): Promise<express.Express> {
  const indexHtml = path.join(clientDir, "index.html");
  const app = express();
  // Paths match exactly as written, as the public cache and every path check compare them:
  // "/API/Community-Threads/…" is no route (Express would otherwise serve it while the
  // cache, keyed on the exact path, kept the answer it changed). Every router says so
  // too (mountRoutes refuses one that does not).
  app.set("case sensitive routing", true);
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.config.trustProxy ? 1 : false);
  app.set("etag", false);
  // Hashed assets before anything else: the same for everyone, they need no session
  // (and never carry its cookie), rate limit or on-the-fly compression. They are
  // scripts and styles, never documents, so the page policies (CSP, framing) have
  // nothing to govern in them; a page loads dozens, and those headers would be a
  // kilobyte of each.
  serveAssets(app, path.join(clientDir, "assets"));
  // A playback's playlists and segments: their address's token is the whole check (routes/videos/).
  app.use(PLAYBACK_FILES_PREFIX.slice(0, -1), playbackFilesRouter(ctx));
  // A live's playlists and segments, the same way (routes/live-sessions/files.ts).
  app.use(LIVE_FILES_PREFIX.slice(0, -1), liveFilesRouter(ctx));
  const sessions = keptSessions(ctx);
  const rateLimits = apiRateLimits(
    ctx.limiterStore,
    { reads: ctx.config.readRateLimitPerMinute, writes: ctx.config.writeRateLimitPerMinute },
    // The contact form counts its own accepted messages; health probes and the payment provider are
    // not people; a page drawn on the server was counted as one read, not each of its own.
    (req) => (req.method === "POST" && req.path === "/contact") || req.path === "/health" || isPaymentWebhook(req) || isPageRenderRead(req),
  );
  // A live channel's stream of a kept session: it holds its request for minutes, so nothing
  // below builds anything for it (routes/realtime/ahead.ts).
  app.get(REALTIME_STREAM_PATH, realtimeStreamAhead(ctx, sessions, rateLimits.reads));
  app.use(
    securityHeaders({
      publicUrl: ctx.config.publicUrl,
      inlineScriptHashes: spaInlineScriptHashes(indexHtml),
      uploadOrigins: ctx.storage.uploadOrigin ? [ctx.storage.uploadOrigin] : [],
      allowStripe: ctx.payments.kind === "stripe",
    }),
  );
  if (ctx.config.logRequests) app.use(requestLog);
  // What the API answers a signed-in person is theirs: no cache keeps it, unless the
  // answer is public by design (the public cache's families, below, say so themselves).
  app.use("/api", (req, res, next) => {
    if (isPersonal(req)) res.setHeader("Cache-Control", "no-store");
    next();
  });
  // Cached public answers next, for the same reasons.
  // One Redis connection per process, the rate limits' (REDIS_URL); else this process's memory.
  const publicAnswers = ctx.limiterStore.kind === "redis" ? redisPublicCacheStore(ctx.limiterStore.client) : memoryPublicCacheStore();
  app.use(
    publicCache({
      store: publicAnswers,
      ttlSeconds: ctx.config.publicCacheSeconds,
      families: PUBLIC_CACHE_FAMILIES,
      isPersonal,
      canonicalHost: new URL(ctx.config.publicUrl).host,
    }),
  );
  // Objects are mostly photos and videos (compressed already) and are read in byte
  // ranges; the payment webhook's signature is over its exact bytes.
  app.use(compressResponses({ exempt: (req) => req.path.startsWith("/objects/") || isPaymentWebhook(req) }));
  app.use(noCookiesOnPublicAnswers());

  // The payment provider posts its events from its own servers; their signature is the check. A mail
  // client's one-click unsubscribe may post from its own web page: its signed token is the check.
  app.use(sameOriginOnly(ctx.config.publicUrl, [PAYMENT_WEBHOOK_PATH, UNSUBSCRIBE_PATH_PREFIX]));
  const signIn = await setupAuth(app, ctx, sessions);
  app.use("/api", rateLimits);
  // JSON bodies of /api only: object uploads (PUT /objects/…) stream to storage, and the
  // payment webhook reads its raw bytes (its signature is over them).
  const json = express.json({ limit: "1mb" });
  app.use("/api", (req, res, next) => (isPaymentWebhook(req) ? next() : json(req, res, next)));
  mountRoutes(app, { ctx, signIn, publicAnswers });
  app.use("/api", apiNotFound);

  // The built client's other files (not hashed), then every page address.
  app.use(express.static(clientDir, { index: false, maxAge: "1h" }));
  servePages(app, {
    indexHtml,
    renderer: pageRenderer,
    mayRender: async (req) => !isPersonal(req) && (await rateLimits.reads.allows(req)),
  });
  app.use(errorHandler);
  return app;
}

/** Whether the request speaks for someone (a session cookie or credentials): their answers are their own. */
const isPersonal = (req: express.Request) => Boolean(req.headers.authorization) || hasSessionCookie(req);

/** The payment provider's webhook (under the /api mount). */
const isPaymentWebhook = (req: express.Request) => `${req.baseUrl}${req.path}` === PAYMENT_WEBHOOK_PATH;


/** The hashes of index.html's inline scripts, read once the client is built. */
function spaInlineScriptHashes(indexHtml: string): () => string[] {
  let hashes: string[] | undefined;
  return () => {
    if (!hashes && fs.existsSync(indexHtml)) hashes = inlineScriptHashes(fs.readFileSync(indexHtml, "utf8"));
    return hashes ?? [];
  };
}

/**
 * The build's hashed assets (each also pre-compressed), cached for a year, with
 * the two headers a subresource needs: no type sniffing, and no use by other sites.
 */
function serveAssets(app: express.Express, dir: string) {
  // Hashed, immutable scripts and styles: the ETag is validator enough and nobody reads
  // them in byte ranges, so Last-Modified and Accept-Ranges would be bytes for nothing.
  const forever = { immutable: true, maxAge: "1y", lastModified: false, acceptRanges: false };
  const subresourceHeaders: express.RequestHandler = (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    next();
  };
  app.use("/assets", subresourceHeaders, precompressedAssets(dir, forever), express.static(dir, { ...forever, fallthrough: false }));
}
