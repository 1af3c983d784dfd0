/**
 * A signed-in read (GET or HEAD) whose session this instance keeps
 * (./session-cache.ts) is answered without express-session and passport. What
 * they would do for it is done here from the kept entry, at a fraction of the
 * cost (no session object, no hashing of it before and after, no deserializer):
 * - the cookie's signature is checked as express-session checks it (HMAC-SHA256
 *   of the session id with the secret; a cookie once verified is remembered);
 * - the person is the entry's row, with the staff flag, as the deserializer gives it
 *   (and req.sessionID the session's id);
 * - the cookie is renewed (the session's rolling week), with the same value.
 *
 * Everything else takes the full path, which decides exactly as before: writes,
 * the sign-in routes, a session not kept here, one whose stored expiry is due
 * for its hourly renewal, one not yet stamped with its sign-in time or past its
 * lifetime, and one whose person may not hold a session.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import type { Config } from "../config";
import { mayHoldSession, withStaffFlag } from "./authenticator";
import type { SessionCache } from "./session-cache";
import { TOUCH_INTERVAL_MS } from "./session-store";

/** Verified cookie values remembered (their session ids): about 100 bytes each. */
const MAX_VERIFIED = 10_000;

export interface CachedSessionReadOptions {
  cookieName: string;
  secret: string;
  cache: SessionCache;
  ttlMs: number;
  config: Pick<Config, "sessionLifetimeMs" | "secureCookies">;
  /** Reads a session that is not kept into the cache (the session store's read). */
  load: (sid: string) => Promise<unknown>;
}

export interface CachedSessionRead {
  /** Whether it signed the request in from the cache (then req.user is set and the cookie renewed). */
  (req: Request, res: Response): boolean;
  /**
   * The same for a session not kept yet: it is read into the cache first (one
   * statement). For a request that must not build the session middleware's
   * objects at all: a live channel's stream keeps its request for minutes.
   */
  orLoad(req: Request, res: Response): Promise<boolean>;
}

export function cachedSessionRead({ cookieName, secret, cache, ttlMs, config, load }: CachedSessionReadOptions): CachedSessionRead {
  const verified = new Map<string, string>();

  /** The session id a signed cookie value names, if its signature is ours. */
  function sessionIdOf(value: string): string | undefined {
    const known = verified.get(value);
    if (known !== undefined) return known;
    if (!value.startsWith("s:")) return undefined;
    const dot = value.lastIndexOf(".");
    if (dot < 3) return undefined;
    const sid = value.slice(2, dot);
    const expected = Buffer.from(`${sid}.${createHmac("sha256", secret).update(sid).digest("base64").replace(/=+$/, "")}`);
    const given = Buffer.from(value.slice(2));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(value, sid);
    return sid;
  }

  /** The signed cookie and its session id, for a read that may be answered from the cache. */
  function sessionCookieOf(req: Request): { value: string; sid: string } | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    // express-session reads a cookie only over a secure connection when the cookie is Secure.
    if (config.secureCookies && !req.secure) return undefined;
    const value = cookieValue(req.headers.cookie, cookieName);
    const sid = value === undefined ? undefined : sessionIdOf(value);
    return sid === undefined ? undefined : { value: value!, sid };
  }

  function signIn(req: Request, res: Response, { value, sid }: { value: string; sid: string }): boolean {
    const now = Date.now();
    const kept = cache.read(sid, now);
    if (!kept?.user || kept.userId !== kept.user.id || !mayHoldSession(kept.user)) return false;
    if (kept.signedInAt === undefined || now - kept.signedInAt >= config.sessionLifetimeMs) return false;
    const expires = now + ttlMs;
    if (expires - kept.storedExpire >= TOUCH_INTERVAL_MS) return false;
    req.user = withStaffFlag(kept.user);
    req.sessionID = sid;
    res.append("Set-Cookie", renewedCookie(cookieName, value, new Date(expires), config.secureCookies));
    return true;
  }

  const read = (req: Request, res: Response) => {
    const cookie = sessionCookieOf(req);
    return cookie !== undefined && signIn(req, res, cookie);
  };
  const orLoad = async (req: Request, res: Response) => {
    const cookie = sessionCookieOf(req);
    if (cookie === undefined) return false;
    if (!cache.read(cookie.sid)) await load(cookie.sid);
    return signIn(req, res, cookie);
  };
  return Object.assign(read, { orLoad });
}

/** The first value of the named cookie, decoded, as express-session reads it. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let raw = pair.slice(eq + 1).trim();
    if (raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The session cookie as express-session writes it (path /, an expiry, HttpOnly, SameSite=Lax). */
function renewedCookie(name: string, value: string, expires: Date, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; HttpOnly${secure ? "; Secure" : ""}; SameSite=Lax`;
}
