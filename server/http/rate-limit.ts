/**
 * Named in-memory rate limits: a fixed window of `windowMs` per key (the client
 * IP unless told otherwise). Past `max` requests in a window the answer is
 * 429 {"message"} with Retry-After in seconds. The counters live in this
 * process, which is enough for one server; several servers would need a shared
 * store.
 */
import type { Request, RequestHandler } from "express";

export interface RateLimitOptions {
  /** Names the limit in logs and keeps separate limits apart. */
  name: string;
  /** Requests allowed per key and window. */
  max: number;
  windowMs: number;
  /** Who is counted; the client IP by default (behind a proxy, set TRUST_PROXY). */
  key?: (req: Request) => string;
  /** The clock; tests pass their own to cross a window without waiting. */
  now?: () => number;
  message?: string;
}

/** The limits the API declares, by name. */
export const RATE_LIMITS = {
  /** The contact form is open to visitors: a few messages per address. */
  contact: {
    name: "contact",
    max: 5,
    windowMs: 10 * 60 * 1000,
    message: "Too many messages sent. Please try again in a few minutes.",
  },
  /** Every other write to the API: per signed-in user (or address), per minute. */
  writes: {
    name: "writes",
    windowMs: 60 * 1000,
    message: "You're doing that too often. Please wait a minute and try again.",
  },
} as const satisfies Record<string, Omit<RateLimitOptions, "max"> & { max?: number }>;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The "writes" limit for a whole router: reads pass, writes count per user.
 * The contact form has its own, stricter limit and is not counted here.
 */
export function writeRateLimit(maxPerMinute: number): RequestHandler {
  const limit = rateLimit({
    ...RATE_LIMITS.writes,
    max: maxPerMinute,
    key: (req) => (req.user ? `user:${req.user.id}` : `ip:${req.ip ?? "unknown"}`),
  });
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method) || req.path === "/contact") return next();
    limit(req, res, next);
  };
}

interface Window {
  count: number;
  resetAt: number;
}

export interface RateLimiter extends RequestHandler {
  readonly options: RateLimitOptions;
}

export function rateLimit(options: RateLimitOptions): RateLimiter {
  const { max, windowMs } = options;
  const keyOf = options.key ?? ((req: Request) => req.ip ?? "unknown");
  const now = options.now ?? (() => Date.now());
  const message = options.message ?? "Too many requests. Please try again later.";
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  /** Drops finished windows so the map does not grow with every address ever seen. */
  function sweep(time: number) {
    if (time < nextSweep) return;
    for (const [key, w] of windows) if (w.resetAt <= time) windows.delete(key);
    nextSweep = time + windowMs;
  }

  const handler: RequestHandler = (req, res, next) => {
    const time = now();
    sweep(time);
    const key = `${options.name}:${keyOf(req)}`;
    let w = windows.get(key);
    if (!w || w.resetAt <= time) {
      w = { count: 0, resetAt: time + windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > max) {
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil((w.resetAt - time) / 1000))));
      res.status(429).json({ message });
      return;
    }
    next();
  };
  return Object.assign(handler, { options });
}
