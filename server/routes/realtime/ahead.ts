/**
 * GET /api/realtime for a session this instance keeps (or reads into its cache
 * in one statement), answered ahead of the page machinery: no page policies,
 * public cache, compression, session middleware or passport run for it. A
 * stream holds its request for about ten minutes, and with it whatever those
 * built for the request (the session and its cookie objects, the middleware's
 * wrappers of the answer, a kilobyte of page policy headers): about 10 kB of
 * heap per open stream, a third of what an idle stream may cost.
 *
 * Every other request for it (signed out, a session due for its renewal, the
 * cache off) takes the full path (./router.ts), which decides as before. Reads
 * are counted against the same per-address limit as every other read.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { KeptSessions } from "../../auth";
import type { AppContext } from "../../context";
import type { RateLimiter } from "../../http/rate-limit";
import { realtimeStream } from "./router";

export const REALTIME_STREAM_PATH = "/api/realtime";

export function realtimeStreamAhead(ctx: AppContext, sessions: KeptSessions, reads: RateLimiter): RequestHandler {
  const stream = realtimeStream(ctx);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!(await sessions.read.orLoad(req, res))) return next();
    await reads.consume(req, res);
    res.setHeader("X-Content-Type-Options", "nosniff");
    await stream(req, res);
  };
}
