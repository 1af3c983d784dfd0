import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { NULL_CHARACTER_MESSAGE } from "@shared/validation";
import { HttpError } from "./errors";
import { loggedPath } from "./request-log";

/** Unknown /api/* paths answer JSON, not the SPA. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Not found" });
};

/** Postgres error codes that mean the request was wrong, not the server. */
const PG_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  "22P02": { status: 400, message: "Invalid id" }, // invalid_text_representation (bad uuid)
  "23505": { status: 409, message: "Already exists" }, // unique_violation
  "23503": { status: 400, message: "Referenced record does not exist" }, // foreign_key_violation
  "22003": { status: 400, message: "Number out of range" },
  // character_not_in_repertoire: a U+0000 in text, which PostgreSQL cannot store (a search, a field the schemas missed).
  "22021": { status: 400, message: NULL_CHARACTER_MESSAGE },
};

/**
 * The last middleware: every error becomes {"message"} with a 4xx for bad input,
 * and a bare 500 (logged, never a stack trace) for everything else. The log
 * names the path without its query string (it can carry tokens or emails).
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (err instanceof HttpError) {
    res.status(err.status).json({ message: err.message, ...err.details });
    return;
  }
  if (err instanceof ZodError) {
    const errors = err.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    res.status(400).json({ message: errors[0]?.message ?? "Invalid request", errors });
    return;
  }
  // body-parser errors: malformed JSON, too large, wrong charset.
  const status = typeof err?.status === "number" ? err.status : typeof err?.statusCode === "number" ? err.statusCode : 0;
  if (err?.type === "entity.parse.failed") {
    res.status(400).json({ message: "Malformed JSON" });
    return;
  }
  if (err?.type === "entity.too.large") {
    res.status(413).json({ message: "Request body too large" });
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ message: err.expose && err.message ? err.message : "Bad request" });
    return;
  }
  const pgError = findPgError(err);
  if (pgError) {
    res.status(pgError.status).json({ message: pgError.message });
    return;
  }
  console.error(`${req.method} ${loggedPath(req)} failed:`, err);
  res.status(500).json({ message: "Internal server error" });
};

function findPgError(err: unknown): { status: number; message: string } | undefined {
  // Drizzle wraps driver errors; the pg error sits in `cause`.
  for (let e: any = err, depth = 0; e && depth < 3; e = e.cause, depth++) {
    if (typeof e.code === "string" && PG_CLIENT_ERRORS[e.code]) return PG_CLIENT_ERRORS[e.code];
  }
  return undefined;
}
