/**
 * Sign-in by OpenID Connect. setupAuth installs, in order: the canonical-host
 * redirect, the built-in development provider (only without OIDC_ISSUER_URL),
 * and the database-backed session with passport. It answers the sign-in routes'
 * router, which the route table (../routes/index.ts) mounts.
 */
import type express from "express";
import type { AppContext } from "../context";
import { AccountSuspendedError, createAuthenticator, mayHoldSession, withStaffFlag } from "./authenticator";
import { authRouter } from "./auth-routes";
import { canonicalHost } from "./canonical-host";
import { mountDevProvider } from "./dev-provider";
import { usesDevProvider } from "./endpoints";
import { oidcStrategyLoader } from "./oidc-client";
import { sessionLifetime, sessionMiddleware } from "./session";
import { profileFromClaims, upsertSignedInUser } from "./sign-in-user";

export async function setupAuth(app: express.Express, ctx: AppContext): Promise<express.Router> {
  app.use(canonicalHost(ctx.config.publicUrl));

  if (usesDevProvider(ctx.config)) {
    // Before the session: the provider keeps its own cookies and needs no session row.
    await mountDevProvider(app, ctx);
  }

  const authenticator = createAuthenticator(ctx);
  app.use(sessionMiddleware(ctx.config, ctx.database, ctx.sessionSecret));
  app.use(sessionLifetime(ctx.config));
  app.use(authenticator.initialize());
  app.use(authenticator.session());

  const ensureStrategy = oidcStrategyLoader(authenticator, ctx, async (claims) => {
    const user = await upsertSignedInUser(ctx.db, profileFromClaims(claims), ctx.config.adminEmails);
    if (!mayHoldSession(user)) throw new AccountSuspendedError();
    return withStaffFlag(user);
  });
  return authRouter(ctx, authenticator, ensureStrategy);
}
