/**
 * The public cache, as Discourse serves anonymous visitors: a signed-out GET of
 * a public answer (the allow-list in ../routes/index.ts) is kept for a few
 * seconds (PUBLIC_CACHE_SECONDS) and served to every other signed-out visitor,
 * ready-compressed, with a weak ETag so browsers revalidate for a 304.
 *
 * - A request with a session cookie or an Authorization header is never served
 *   from the cache and its answer never stored: what a signed-in person sees
 *   may depend on who they are (premium posts), so it stays `private`.
 * - Only 200 answers of JSON (or HTML: the pages drawn for signed-out visitors)
 *   are kept. A successful write (a non-GET answered 2xx)
 *   clears the families it changes, on every instance when the store is Redis;
 *   changes made by jobs and webhooks show within the cache time.
 * - X-Public-Cache says what happened: hit, miss (computed, then stored) or bypass.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { preferredCoding, type ContentCoding } from "./content-coding";
import type { CachedAnswer, PublicCacheStore } from "./public-cache-store";
import { pathPatternSource } from "./path-pattern";

/**
 * Answers that are the same for every signed-out visitor, and the writes that
 * change them. Only an answer's JSON body and Content-Type are kept: a route on
 * the list must say everything in its body (no headers of its own).
 */
export interface PublicCacheFamily {
  name: string;
  /** GET paths, with `:param` for one path segment ("/api/community-threads/:id"), or a pattern of paths. */
  reads: readonly (string | RegExp)[];
  /** Path prefixes of the writes that change these answers. */
  writtenBy: readonly string[];
  /** Path prefixes (`:param` for one segment) under those that change none of them (a creator's chat is not on their page). */
  notWrittenBy?: readonly string[];
}

export interface PublicCacheOptions {
  store: PublicCacheStore;
  ttlSeconds: number;
  families: readonly PublicCacheFamily[];
  /** Whether the request speaks for someone (a session cookie or credentials). */
  isPersonal(req: Request): boolean;
  /** Set: reads addressed to another host (with its port) are left to the canonical-host redirect further on. */
  canonicalHost?: string;
}

/** Stored answers may be reused by anyone, but only after asking whether they are still current. */
const PUBLIC = "public, no-cache";
/** Answers to a signed-in person: never kept by a shared cache. */
const PRIVATE = "private, no-cache";
/** Keys are visitor-chosen URLs: long ones are served, not kept. */
const MAX_KEY_LENGTH = 512;
const MAX_BODY_BYTES = 1024 * 1024;
/** Below this an answer is sent unencoded, as ./compression.ts does. */
const COMPRESS_ABOVE_BYTES = 1024;

/** JSON answers, and the pages the server draws. */
const CACHED_TYPES = /^(application\/json|text\/html)\b/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function publicCache(options: PublicCacheOptions): RequestHandler {
  if (options.ttlSeconds <= 0) return (_req, _res, next) => next();
  /** Answers being computed in this process, by family, version and URL. */
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  const reads = options.families.flatMap((family) =>
    family.reads.map((path) => ({ family: family.name, pattern: typeof path === "string" ? pathPattern(path) : path })),
  );
  const familyOf = (path: string) => reads.find((read) => read.pattern.test(path))?.family;
  const unchangedBy = new Map(
    options.families.flatMap((family) =>
      family.notWrittenBy?.length ? [[family.name, new RegExp(`^(?:${family.notWrittenBy.map(pathPatternSource).join("|")})(?:/|$)`)] as const] : [],
    ),
  );
  const familiesWrittenBy = (path: string) =>
    options.families
      .filter((family) => family.writtenBy.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
      .filter((family) => !unchangedBy.get(family.name)?.test(path))
      .map((family) => family.name);

  return (req, res, next) => {
    if (WRITE_METHODS.has(req.method)) {
      const families = familiesWrittenBy(req.path);
      if (families.length > 0) {
        res.once("finish", () => {
          if (res.statusCode >= 200 && res.statusCode < 300) {
            options.store.invalidate(families).catch((error) => console.error("public cache: invalidating failed:", error.message));
          }
        });
      }
      return next();
    }
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const family = familyOf(req.path);
    if (!family || (options.canonicalHost && req.host?.toLowerCase() !== options.canonicalHost)) return next();
    if (options.isPersonal(req)) {
      res.setHeader("Cache-Control", PRIVATE);
      res.setHeader("X-Public-Cache", "bypass");
      return next();
    }
    if (req.originalUrl.length > MAX_KEY_LENGTH) return next();

    const key = req.originalUrl;
    options.store.read(family, key).then(
      ({ version, answer }) => {
        if (answer) return sendCached(req, res, answer);
        // One request computes a missing answer; the same read arriving meanwhile waits for it
        // (a write in between gives the family a new version, so later reads compute anew).
        const computing = `${family} ${version} ${key}`;
        const leader = inFlight.get(computing);
        if (leader) {
          leader.then((computed) => (computed ? sendCached(req, res, computed) : next()), next);
          return;
        }
        let settle!: (answer: CachedAnswer | undefined) => void;
        inFlight.set(computing, new Promise((resolve) => (settle = resolve)));
        const done = (computed: CachedAnswer | undefined) => {
          inFlight.delete(computing);
          settle(computed);
        };
        // Not a 200 JSON answer, or the client went away: whoever waited computes their own.
        res.once("close", () => done(undefined));
        keepAnswer(res, (body, contentType) => {
          const computed: CachedAnswer = { version, contentType, etag: etagOf(body), body, encoded: {} };
          done(computed);
          void storeAnswer(options, family, key, computed);
        });
        next();
      },
      (error: Error) => {
        // The store is away: answer as if there were no cache.
        console.error("public cache: reading failed:", error.message);
        next();
      },
    );
  };
}

/** "/api/creator-profile/:id" matches "/api/creator-profile/abc", not "/api/creator-profile/abc/stats". */
function pathPattern(path: string): RegExp {
  return new RegExp(`^${pathPatternSource(path)}$`);
}

const etagOf = (body: Buffer) => `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;

/**
 * Catches the route's 200 JSON answer on its way out, sends it with its ETag
 * (a 304 when the client has it already: Express's res.send checks freshness)
 * and hands it over to be stored.
 */
function keepAnswer(res: Response, store: (body: Buffer, contentType: string) => void) {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const contentType = res.get("Content-Type");
    if (res.statusCode === 200 && typeof body === "string" && contentType !== undefined && CACHED_TYPES.test(contentType)) {
      const bytes = Buffer.from(body);
      res.setHeader("Cache-Control", PUBLIC);
      res.setHeader("ETag", etagOf(bytes));
      res.setHeader("X-Public-Cache", "miss");
      if (bytes.length <= MAX_BODY_BYTES) store(bytes, contentType);
    }
    return send(body);
  };
}

/**
 * Stores the answer at once, then again with its Brotli and gzip forms once they
 * are made (off the main thread), for the rest of the same cache time. Hits in
 * the few milliseconds between are sent unencoded.
 */
async function storeAnswer(options: PublicCacheOptions, family: string, key: string, answer: CachedAnswer) {
  const ttlMs = options.ttlSeconds * 1000;
  const storedAt = Date.now();
  try {
    await options.store.write(family, key, answer, ttlMs);
    if (answer.body.length <= COMPRESS_ABOVE_BYTES) return;
    const [br, gz] = await Promise.all([
      // Quality 5 of 11: close to the best size for JSON at a fraction of the time.
      brotli(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip(answer.body),
    ]);
    const remainingMs = ttlMs - (Date.now() - storedAt);
    if (remainingMs > 0) await options.store.write(family, key, { ...answer, encoded: { br, gzip: gz } }, remainingMs);
  } catch (error) {
    console.error("public cache: storing failed:", (error as Error).message);
  }
}

function sendCached(req: Request, res: Response, answer: CachedAnswer) {
  res.status(200);
  res.setHeader("Content-Type", answer.contentType);
  res.setHeader("Cache-Control", PUBLIC);
  res.setHeader("ETag", answer.etag);
  res.setHeader("X-Public-Cache", "hit");
  res.vary("Accept-Encoding");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const coding = preferredCoding(req.headers["accept-encoding"], Object.keys(answer.encoded) as ContentCoding[]);
  const body = coding === "identity" ? answer.body : answer.encoded[coding]!;
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
