/**
 * Builds the Express app: API, sign-in, object serving and the built SPA on one
 * port. Tests import createApp; ./index.ts starts it. Every router is listed in
 * one table, ./routes/index.ts.
 */
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { setupAuth } from "./auth";
import type { AppContext } from "./context";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { apiRateLimits } from "./http/rate-limit";
import { requestLog } from "./http/request-log";
import { sameOriginOnly } from "./http/same-origin";
import { inlineScriptHashes, securityHeaders } from "./http/security-headers";
import { PAYMENT_WEBHOOK_PATH } from "./payments/provider";
import { CLIENT_DIST_DIR } from "./paths";
import { mountRoutes } from "./routes";

const INDEX_HTML = path.join(CLIENT_DIST_DIR, "index.html");

export async function createApp(ctx: AppContext): Promise<express.Express> {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.config.trustProxy ? 1 : false);
  app.set("etag", false);
  app.use(
    securityHeaders({
      publicUrl: ctx.config.publicUrl,
      inlineScriptHashes: spaInlineScriptHashes(),
      uploadOrigins: ctx.storage.uploadOrigin ? [ctx.storage.uploadOrigin] : [],
      allowStripe: ctx.payments.kind === "stripe",
    }),
  );
  if (ctx.config.logRequests) app.use(requestLog);

  // The payment provider posts its events from its own servers; their signature is the check.
  app.use(sameOriginOnly(ctx.config.publicUrl, [PAYMENT_WEBHOOK_PATH]));
  const signInRouter = await setupAuth(app, ctx);
  app.use(
    "/api",
    apiRateLimits(
      ctx.limiterStore,
      { reads: ctx.config.readRateLimitPerMinute, writes: ctx.config.writeRateLimitPerMinute },
      // The contact form counts its own accepted messages; health probes and the payment provider are not people.
      (req) => (req.method === "POST" && req.path === "/contact") || req.path === "/health" || isPaymentWebhook(req),
    ),
  );
  // JSON bodies of /api only: object uploads (PUT /objects/…) stream to storage, and the
  // payment webhook reads its raw bytes (its signature is over them).
  const json = express.json({ limit: "1mb" });
  app.use("/api", (req, res, next) => (isPaymentWebhook(req) ? next() : json(req, res, next)));
  mountRoutes(app, { ctx, signInRouter });
  app.use("/api", apiNotFound);

  serveClient(app);
  app.use(errorHandler);
  return app;
}

/** The payment provider's webhook (under the /api mount). */
const isPaymentWebhook = (req: express.Request) => `${req.baseUrl}${req.path}` === PAYMENT_WEBHOOK_PATH;

/** The hashes of index.html's inline scripts, read once the client is built. */
function spaInlineScriptHashes(): () => string[] {
  let hashes: string[] | undefined;
  return () => {
    if (!hashes && fs.existsSync(INDEX_HTML)) hashes = inlineScriptHashes(fs.readFileSync(INDEX_HTML, "utf8"));
    return hashes ?? [];
  };
}

/** The built SPA: hashed assets cached for a year, every other path gets index.html. */
function serveClient(app: express.Express) {
  app.use(
    "/assets",
    express.static(path.join(CLIENT_DIST_DIR, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  app.use(express.static(CLIENT_DIST_DIR, { index: false, maxAge: "1h" }));
  app.get(/^(?!\/(api|oidc|objects)(\/|$)).*/, (_req, res, next) => {
    if (!fs.existsSync(INDEX_HTML)) {
      res.status(503).type("text/plain").send("The client is not built yet: run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(INDEX_HTML, (err) => err && next(err));
  });
}
