/**
 * The sign-in routes: GET /api/login → provider → GET /api/callback → returnTo,
 * GET /api/logout (a top-level navigation from this site, else a page asking to
 * POST /api/logout: ./sign-out.ts), and GET /api/auth/user.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { AuthenticateOptions } from "openid-client/passport";
import type { AppContext } from "../../context";
import { AccountSuspendedError, SUSPENDED_NOTICE_PATH, type AppAuthenticator } from "../../auth/authenticator";
import { HttpError } from "../../http/errors";
import { RATE_LIMITS, rateLimit } from "../../http/rate-limit";
import { presentCurrentUser } from "../../presenters/current-user";
import { CALLBACK_PATH, CURRENT_USER_PATH, LOGIN_PATH, LOGOUT_PATH, STRATEGY_NAME, usesDevProvider } from "../../auth/endpoints";
import { requireUser } from "../../auth/guards";
import { safeReturnTo } from "../../auth/return-to";
import { markSignedIn, SESSION_COOKIE } from "../../auth/session";
import { renderSignOutPage, signsOutAtOnce } from "./sign-out";

declare module "express-session" {
  interface SessionData {
    /** Where /api/callback sends the user; set by /api/login. */
    returnTo?: string;
  }
}

export function authRouter(ctx: AppContext, authenticator: AppAuthenticator, ensureStrategy: () => Promise<void>): Router {
  const router = express.Router({ caseSensitive: true });
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
      if (error instanceof AccountSuspendedError) return res.redirect(SUSPENDED_NOTICE_PATH);
      if (error) console.warn(`Sign-in failed at the callback: ${describe(error)}`);
      // Cancelled, expired or refused: back to the home page, signed out as before.
      if (error || !user) return res.redirect("/");
      const returnTo = safeReturnTo(req.session.returnTo);
      // passport 0.7 regenerates the session here (a new id against session fixation).
      req.login(user, (loginError) => {
        if (loginError) return next(loginError);
        markSignedIn(req.session);
        res.redirect(returnTo);
      });
    })(req, res, next);
  });

  /** Ends the session, clears its cookie and goes home. */
  const signOut = (req: Request, res: Response, next: NextFunction) => {
    req.session.destroy((error) => {
      if (error) return next(error);
      res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: ctx.config.secureCookies });
      // 303: the browser follows a signed-out POST with a GET of the home page.
      res.redirect(req.method === "POST" ? 303 : 302, "/");
    });
  };

  router.get(LOGOUT_PATH, (req, res, next) => {
    if (signsOutAtOnce(req)) return signOut(req, res, next);
    res.type("html").send(renderSignOutPage(LOGOUT_PATH));
  });

  // The confirmation page's button (app.ts refuses it from another site, like every write).
  router.post(LOGOUT_PATH, signOut);

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
