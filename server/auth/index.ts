/**
 * Sign-in by OpenID Connect. setupAuth installs, in order: the canonical-host
 * redirect, the built-in development provider (only without OIDC_ISSUER_URL),
 * and the database-backed session with passport. It answers what the sign-in
 * routes (../routes/auth/) are built from: the authenticator and the loader of
 * the provider's strategy.
 */
import { Router, type Express, type Request } from "express";
import type { AppContext } from "../context";
import { AccountSuspendedError, createAuthenticator, mayHoldSession, withStaffFlag, type AppAuthenticator } from "./authenticator";
import { canonicalHost } from "./canonical-host";
import { mountDevProvider } from "./dev-provider";
import { CALLBACK_PATH, LOGIN_PATH, LOGOUT_PATH, usesDevProvider } from "./endpoints";
import { oidcStrategyLoader } from "./oidc-client";
import { cachedSessionRead, type CachedSessionRead } from "./cached-session-read";
import { SESSION_COOKIE, SESSION_TTL_MS, hasSessionCookie, sessionLifetime, sessionMiddleware } from "./session";
import { startSessionCache, type SessionCache } from "./session-cache";
import { readSession } from "./session-store";
import { profileFromClaims, upsertSignedInUser } from "./sign-in-user";

/**
 * A visitor's read (a GET or HEAD without the session cookie) has no session to
 * load and starts none (one is saved only by signing in), so it skips the session
 * and passport, which would make a throwaway session id for it (a good part of
 * what a signed-out read costs). The sign-in routes keep them: they start the session.
 */
function mayUseSession(req: Request): boolean {
  if (hasSessionCookie(req) || (req.method !== "GET" && req.method !== "HEAD")) return true;
  return SESSION_ROUTES.has(req.path);
}
const SESSION_ROUTES = new Set([LOGIN_PATH, CALLBACK_PATH, LOGOUT_PATH]);

/** What the sign-in routes need: passport, and the provider's strategy made on first use (discovery calls the provider). */
export interface SignIn {
  authenticator: AppAuthenticator;
  ensureStrategy: () => Promise<void>;
}

/** This instance's kept sessions and the reads they answer. */
export interface KeptSessions {
  cache: SessionCache | undefined;
  /** Signs a read in from a kept session (./cached-session-read.ts); never, with the cache off. */
  read: CachedSessionRead;
}

/** Starts the session cache (../auth/session-cache.ts); SESSION_CACHE_SECONDS=0 turns it off. */
export function keptSessions(ctx: AppContext): KeptSessions {
  const cache = startSessionCache(ctx.database, ctx.config.sessionCacheSeconds * 1000);
  if (!cache) return { cache, read: Object.assign(() => false, { orLoad: async () => false }) };
  const read = cachedSessionRead({
    cookieName: SESSION_COOKIE,
    secret: ctx.sessionSecret,
    cache,
    ttlMs: SESSION_TTL_MS,
    config: ctx.config,
    load: (sid) => readSession(ctx.database, cache, sid),
  });
  return { cache, read };
}

export async function setupAuth(app: Express, ctx: AppContext, sessions: KeptSessions): Promise<SignIn> {
  app.use(canonicalHost(ctx.config.publicUrl));

  if (usesDevProvider(ctx.config)) {
    // Before the session: the provider keeps its own cookies and needs no session row.
    mountDevProvider(app, ctx);
  }

  const authenticator = createAuthenticator(ctx);
  const withSession = Router({ caseSensitive: true });
  withSession.use(sessionMiddleware(ctx.config, ctx.database, ctx.sessionSecret, sessions.cache));
  withSession.use(sessionLifetime(ctx.config));
  withSession.use(authenticator.initialize());
  withSession.use(authenticator.session());
  const fromCache = sessions.read;
  app.use((req, res, next) => {
    if (!mayUseSession(req)) return next();
    // A signed-in read whose session this instance keeps skips the session middleware (./cached-session-read.ts).
    if (!SESSION_ROUTES.has(req.path) && fromCache(req, res)) return next();
    withSession(req, res, next);
  });

  const ensureStrategy = oidcStrategyLoader(authenticator, ctx, async (claims) => {
    const user = await upsertSignedInUser(ctx.db, profileFromClaims(claims), ctx.config.adminEmails);
    if (!mayHoldSession(user)) throw new AccountSuspendedError();
    return withStaffFlag(user);
  });
  return { authenticator, ensureStrategy };
}
