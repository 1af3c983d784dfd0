/**
 * A signed-in session made without going through sign-in, for tests and the
 * bench: the session row passport writes after sign-in, and the cookie that
 * carries it, signed as express-session signs it.
 */
import crypto from "node:crypto";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../auth/session";

export function newSessionRow(userId: string) {
  const sid = crypto.randomBytes(24).toString("base64url");
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  return {
    sid,
    expire,
    sess: {
      cookie: { originalMaxAge: SESSION_TTL_MS, expires: expire.toISOString(), httpOnly: true, path: "/", sameSite: "lax" },
      passport: { user: userId },
    },
  };
}

export function signedSessionCookie(sid: string, sessionSecret: string): string {
  const signature = crypto.createHmac("sha256", sessionSecret).update(sid).digest("base64").replace(/=+$/, "");
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}
