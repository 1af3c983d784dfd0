/**
 * Named rate limits shared by every instance of the app: counters live in the
 * database (or in Redis when REDIS_URL is set), so two instances behind a load
 * balancer allow the limit once between them, and a restart forgets nothing
 * (the general read limit alone is counted per instance: apiRateLimits).
 * If the store fails, an in-memory limiter with the same rule decides meanwhile.
 * Past a limit the answer is 429 {"message"} with Retry-After in seconds.
 */
import type { Request, RequestHandler, Response } from "express";
import type { Redis } from "ioredis";
import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { HttpError } from "./errors";

export interface RateLimitRule {
  /** Names the limit and keeps separate limits' counters apart. */
  name: string;
  /** Requests allowed per key and window. */
  max: number;
  windowSeconds: number;
  message: string;
}

/** The limits the API declares, by name; counts per minute come from the configuration. */
export const RATE_LIMITS = {
  /** The contact form is open to visitors: a few accepted messages per address. */
  contact: {
    name: "contact",
    max: 5,
    windowSeconds: 10 * 60,
    message: "Too many messages sent. Please try again in a few minutes.",
  },
  /** Every other write to the API: per signed-in user (or address). */
  writes: {
    name: "writes",
    windowSeconds: 60,
    message: "You're doing that too often. Please wait a minute and try again.",
  },
  /** Every read of the API, per address: far above what a person does. */
  reads: {
    name: "reads",
    windowSeconds: 60,
    message: "Too many requests. Please slow down and try again in a minute.",
  },
  /** Starting a sign-in, per address. */
  signIn: {
    name: "sign-in",
    windowSeconds: 60,
    message: "Too many sign-in attempts. Please wait a minute and try again.",
  },
} as const satisfies Record<string, Omit<RateLimitRule, "max"> & { max?: number }>;

/** Where the counters live. */
export type LimiterStore =
  | { kind: "postgres"; pool: pg.Pool }
  | { kind: "redis"; client: Redis }
  | { kind: "memory" };

function limiterFor(store: LimiterStore, rule: RateLimitRule): RateLimiterAbstract {
  const common = { keyPrefix: rule.name, points: rule.max, duration: rule.windowSeconds };
  const insuranceLimiter = new RateLimiterMemory(common);
  switch (store.kind) {
    case "postgres":
      // The table is made by the migrations (shared/schema.ts, rateLimits).
      return new RateLimiterPostgres({
        ...common,
        storeClient: store.pool,
        tableName: "rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: false,
        insuranceLimiter,
      });
    case "redis":
      return new RateLimiterRedis({ ...common, storeClient: store.client, insuranceLimiter });
    case "memory":
      return insuranceLimiter;
  }
}

/** Who is counted: the signed-in user, else the client address (behind a proxy, set TRUST_PROXY). */
function clientKey(req: Request): string {
  return req.user ? `user:${req.user.id}` : `ip:${req.ip ?? "unknown"}`;
}

export interface RateLimiter extends RequestHandler {
  readonly rule: RateLimitRule;
  /**
   * Counts one request inside a handler, for a limit that only counts requests
   * that got that far (the contact form counts accepted messages, not invalid
   * ones). Past the limit: Retry-After is set and a 429 HttpError thrown.
   */
  consume(req: Request, res: Response): Promise<void>;
  /** Counts one request and tells whether it is within the limit, leaving the answer alone (the caller decides). */
  allows(req: Request): Promise<boolean>;
}

export function rateLimit(
  store: LimiterStore,
  rule: RateLimitRule,
  key: (req: Request) => string = (req) => `ip:${req.ip ?? "unknown"}`,
): RateLimiter {
  const limiter = limiterFor(store, rule);

  /** Counts the request: true when within the limit, else how long until it is. */
  async function count(req: Request): Promise<true | RateLimiterRes> {
    try {
      await limiter.consume(key(req));
      return true;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return refusal;
    }
  }

  /** Counts the request; past the limit, sets Retry-After and answers false. */
  async function take(req: Request, res: Response): Promise<boolean> {
    const counted = await count(req);
    if (counted === true) return true;
    res.setHeader("Retry-After", String(Math.max(1, Math.ceil(counted.msBeforeNext / 1000))));
    return false;
  }

  const handler: RequestHandler = (req, res, next) => {
    take(req, res).then((allowed) => {
      if (allowed) next();
      else res.status(429).json({ message: rule.message });
    }, next);
  };
  const consume = async (req: Request, res: Response) => {
    if (!(await take(req, res))) throw new HttpError(429, rule.message);
  };
  const allows = async (req: Request) => (await count(req)) === true;
  return Object.assign(handler, { rule, consume, allows });
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The API's general limits for a whole router: reads per address, writes per
 * user (or address). The contact form has its own, stricter limit and is not
 * counted as a write; payment webhooks come from the provider, not from people.
 * Writes are counted in the shared store; reads in this instance's memory: a
 * store round trip per read would cost more than most reads themselves, and the
 * read limit is a wall for scrapers, not an exact budget (with several instances
 * a client may get up to that many times the limit).
 */
export function apiRateLimits(
  store: LimiterStore,
  perMinute: { reads: number; writes: number },
  exempt: (req: Request) => boolean = () => false,
): RequestHandler & { reads: RateLimiter } {
  const writes = rateLimit(store, { ...RATE_LIMITS.writes, max: perMinute.writes }, clientKey);
  const reads = rateLimit({ kind: "memory" }, { ...RATE_LIMITS.reads, max: perMinute.reads });
  const handler: RequestHandler = (req, res, next) => {
    if (exempt(req)) return next();
    if (WRITE_METHODS.has(req.method)) return writes(req, res, next);
    return reads(req, res, next);
  };
  // The reads limit is also a page drawn on the server (its reads are counted as the page).
  return Object.assign(handler, { reads });
}
