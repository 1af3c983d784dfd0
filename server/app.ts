/**
 * Builds the Express app: API, sign-in, object serving and the built SPA on one
 * port. Tests import createApp; ./index.ts starts it.
 */
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { setupAuth } from "./auth";
import type { AppContext } from "./context";
import { contentSecurityPolicy, inlineScriptHashes } from "./http/content-security-policy";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { writeRateLimit } from "./http/rate-limit";
import { requestLog } from "./http/request-log";
import { sameOriginOnly } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { CLIENT_DIST_DIR } from "./paths";
import { apiRouter } from "./routes";
import { objectsRouter } from "./routes/objects/router";

export async function createApp(ctx: AppContext): Promise<express.Express> {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.config.trustProxy ? 1 : false);
  app.set("etag", false);
  app.use(securityHeaders);
  if (ctx.config.logRequests) app.use(requestLog);

  // Object bytes (uploads and reads) stream; they are mounted before the JSON parser.
  app.use(sameOriginOnly(ctx.config.publicUrl));
  await setupAuth(app, ctx);
  app.use("/api", writeRateLimit(ctx.config.writeRateLimitPerMinute));
  app.use(objectsRouter(ctx));

  app.use("/api", express.json({ limit: "1mb" }));
  app.get("/api/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/api", apiRouter(ctx));
  app.use("/api", apiNotFound);

  serveClient(app, ctx);
  app.use(errorHandler);
  return app;
}

/** The built SPA: hashed assets cached for a year, every other path gets index.html. */
function serveClient(app: express.Express, ctx: AppContext) {
  const indexHtml = path.join(CLIENT_DIST_DIR, "index.html");
  let policy: string | undefined;
  app.use(
    "/assets",
    express.static(path.join(CLIENT_DIST_DIR, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  app.use(express.static(CLIENT_DIST_DIR, { index: false, maxAge: "1h" }));
  app.get(/^(?!\/(api|oidc|objects)(\/|$)).*/, (_req, res, next) => {
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type("text/plain").send("The client is not built yet: run `npm run build`.");
      return;
    }
    policy ??= contentSecurityPolicy({
      inlineScriptHashes: inlineScriptHashes(fs.readFileSync(indexHtml, "utf8")),
      uploadOrigins: ctx.storage.uploadOrigin ? [ctx.storage.uploadOrigin] : [],
    });
    res.setHeader("Content-Security-Policy", policy);
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml, (err) => err && next(err));
  });
}
