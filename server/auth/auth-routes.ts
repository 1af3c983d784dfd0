/**
 * The sign-in routes: GET /api/login → provider → GET /api/callback → returnTo,
 * GET /api/logout, and GET /api/auth/user.
 */
import express, { type Router } from "express";
import type { AuthenticateOptions } from "openid-client/passport";
import type { AppContext } from "../context";
import type { AppAuthenticator } from "./authenticator";
import { HttpError } from "../http/errors";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit";
import { presentCurrentUser } from "../presenters/current-user";
import { CALLBACK_PATH, CURRENT_USER_PATH, LOGIN_PATH, LOGOUT_PATH, STRATEGY_NAME, usesDevProvider } from "./endpoints";
import { requireUser } from "./guards";
import { safeReturnTo } from "./return-to";
import { SESSION_COOKIE } from "./session";

declare module "express-session" {
  interface SessionData {
    /** Where /api/callback sends the user; set by /api/login. */
    returnTo?: string;
  }
}

export function authRouter(ctx: AppContext, authenticator: AppAuthenticator, ensureStrategy: () => Promise<void>): Router {
  const router = express.Router();
  // The built-in provider always shows its form, so that anyone can sign in as someone else after signing out.
  const loginOptions: AuthenticateOptions = usesDevProvider(ctx.config) ? { prompt: "login" } : {};

  router.use([LOGIN_PATH, CALLBACK_PATH, LOGOUT_PATH, CURRENT_USER_PATH], (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  // Each sign-in start creates a session and a provider round trip: limited per address.
  const signInLimit = rateLimit(ctx.limiterStore, { ...RATE_LIMITS.signIn, max: ctx.config.signInRateLimitPerMinute });

  router.get(LOGIN_PATH, signInLimit, async (req, res, next) => {
    await providerReady(ensureStrategy);
    req.session.returnTo = safeReturnTo(req.query.returnTo);
    authenticator.authenticate(STRATEGY_NAME, loginOptions)(req, res, next);
  });

  router.get(CALLBACK_PATH, async (req, res, next) => {
    // Nothing to finish (a bookmarked or reloaded callback): go home rather than start a new sign-in.
    if (!("code" in req.query) && !("error" in req.query)) return res.redirect("/");
    await providerReady(ensureStrategy);
    authenticator.authenticate(STRATEGY_NAME, (error: unknown, user: Express.User | false) => {
      if (error) console.warn(`Sign-in failed at the callback: ${describe(error)}`);
      // Cancelled, expired or refused: back to the home page, signed out as before.
      if (error || !user) return res.redirect("/");
      const returnTo = safeReturnTo(req.session.returnTo);
      // passport 0.7 regenerates the session here (a new id against session fixation).
      req.login(user, (loginError) => (loginError ? next(loginError) : res.redirect(returnTo)));
    })(req, res, next);
  });

  router.get(LOGOUT_PATH, (req, res, next) => {
    req.session.destroy((error) => {
      if (error) return next(error);
      res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: ctx.config.secureCookies });
      res.redirect("/");
    });
  });

  router.get(CURRENT_USER_PATH, (req, res) => {
    res.json(presentCurrentUser(requireUser(req)));
  });

  return router;
}

async function providerReady(ensureStrategy: () => Promise<void>) {
  try {
    await ensureStrategy();
  } catch (error) {
    console.warn(`Sign-in provider unavailable: ${describe(error)}`);
    throw new HttpError(503, "Sign-in is unavailable right now. Please try again shortly.");
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error && error.cause.message !== error.message ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}
