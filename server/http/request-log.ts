import type { Request, RequestHandler } from "express";

/**
 * The path a log line names: the request's full path, never its query string,
 * which can carry tokens, signatures and email addresses.
 */
export function loggedPath(req: Pick<Request, "originalUrl">): string {
  const url = req.originalUrl;
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** One line per request: method, path (no query string), status and time taken. */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${loggedPath(req)} ${res.statusCode} ${ms.toFixed(1)} ms`);
  });
  next();
};
