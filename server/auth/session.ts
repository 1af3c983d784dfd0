/**
 * Sessions live in the database (table `sessions`, created by the migrations)
 * through connect-pg-simple's store (./session-store.ts: read with their person
 * in one statement, kept for a few seconds per instance (./session-cache.ts), the
 * rolling expiry written at most hourly). The cookie is
 * httpOnly, SameSite=Lax, and Secure when the public address is https. A session ends after a week without use
 * (SESSION_TTL_MS, renewed by each request) and at the latest
 * SESSION_LIFETIME_DAYS after its sign-in, however active (sessionLifetime).
 */
import type { Request, RequestHandler } from "express";
import session from "express-session";
import type { Config } from "../config";
import type { Database } from "../db";
import type { SessionCache } from "./session-cache";
import { createSessionStore, withSessionReads } from "./session-store";

export const SESSION_COOKIE = "pawfans.sid";

/** The request carries a session cookie (valid or not): its answer may be someone's own. */
export const hasSessionCookie = (req: Pick<Request, "headers">) =>
  req.headers.cookie?.split(";").some((pair) => pair.trimStart().startsWith(`${SESSION_COOKIE}=`)) ?? false;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

declare module "express-session" {
  interface SessionData {
    /** When its person signed in (ms since 1970): the session's absolute lifetime counts from here. */
    signedInAt?: number;
  }
}

/** Stamps a session at sign-in. */
export function markSignedIn(signedIn: Partial<session.SessionData>, now = Date.now()): void {
  signedIn.signedInAt = now;
}

/**
 * Ends a signed-in session `lifetimeMs` after its sign-in, however active it has
 * been (each request renews the cookie, so it would otherwise live as long as it
 * is used), before passport reads the user from it: the request goes on signed
 * out, and the row and the cookie are gone. A session from before sign-ins were
 * stamped is stamped when first seen.
 */
export function sessionLifetime(config: Pick<Config, "sessionLifetimeMs" | "secureCookies">): RequestHandler {
  return (req, res, next) => {
    const current = req.session as (session.Session & Partial<session.SessionData> & { passport?: { user?: unknown } }) | undefined;
    if (!current?.passport?.user) return next();
    if (current.signedInAt === undefined) {
      markSignedIn(current);
      // Saved now rather than as the answer ends: a live stream's answer ends long after, perhaps after a
      // sign-out, which that save would undo.
      return current.save((error) => next(error));
    }
    if (Date.now() - current.signedInAt < config.sessionLifetimeMs) return next();
    current.regenerate((error) => {
      if (error) return next(error);
      res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: config.secureCookies });
      next();
    });
  };
}

export function sessionMiddleware(config: Config, database: Database, secret: string, cache: SessionCache | undefined): RequestHandler {
  return withSessionReads(
    session({
      name: SESSION_COOKIE,
      secret,
      store: createSessionStore(database, cache),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.trustProxy,
      cookie: {
        httpOnly: true,
        sameSite: "lax",
        secure: config.secureCookies,
        maxAge: SESSION_TTL_MS,
      },
    }),
  );
}
