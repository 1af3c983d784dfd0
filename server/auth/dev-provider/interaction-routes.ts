/**
 * The development provider's sign-in page (its "interaction"): a form asking
 * for an email and a name. It lives outside the provider's mount, which would
 * otherwise swallow these paths.
 */
import express, { type Request, type Response, type Router } from "express";
import type { Provider } from "oidc-provider";
import { z } from "zod";
import { DEV_INTERACTION_PATH } from "../endpoints";
import type { DevAccounts } from "./accounts";
import { renderErrorPage, renderSignInPage } from "./page";

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .max(80, `${label} must be at most 80 characters`)
    .optional()
    .transform((v) => v || null);

const signInFormSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address").max(320, "Please enter a valid email address")),
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
});

export function interactionRouter(provider: Provider, accounts: DevAccounts): Router {
  const router = express.Router({ caseSensitive: true });
  const form = express.urlencoded({ extended: false, limit: "10kb" });
  const pagePath = (uid: string) => `${DEV_INTERACTION_PATH}/${encodeURIComponent(uid)}`;

  router.use(DEV_INTERACTION_PATH, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get(`${DEV_INTERACTION_PATH}/:uid`, async (req, res) => {
    const details = await loadInteraction(provider, req, res);
    if (!details) return;
    res.type("html").send(renderSignInPage({ action: pagePath(details.uid), cancelAction: `${pagePath(details.uid)}/abort` }));
  });

  router.post(`${DEV_INTERACTION_PATH}/:uid`, form, async (req, res) => {
    const details = await loadInteraction(provider, req, res);
    if (!details) return;
    const values = {
      email: typeof req.body?.email === "string" ? req.body.email : "",
      firstName: typeof req.body?.firstName === "string" ? req.body.firstName : "",
      lastName: typeof req.body?.lastName === "string" ? req.body.lastName : "",
    };
    const parsed = signInFormSchema.safeParse(values);
    if (!parsed.success) {
      res
        .status(400)
        .type("html")
        .send(
          renderSignInPage({
            action: pagePath(details.uid),
            cancelAction: `${pagePath(details.uid)}/abort`,
            values,
            error: parsed.error.issues[0]?.message ?? "Please check the form",
          }),
        );
      return;
    }
    const accountId = accounts.remember(parsed.data);
    // remember: false keeps the provider's own session to this browser session.
    await finish(provider, req, res, { login: { accountId, remember: false } });
  });

  router.post(`${DEV_INTERACTION_PATH}/:uid/abort`, form, async (req, res) => {
    const details = await loadInteraction(provider, req, res);
    if (!details) return;
    await finish(provider, req, res, { error: "access_denied", error_description: "Sign-in cancelled" });
  });

  return router;
}

/**
 * The interaction named by the cookie and the URL, or (having answered with a
 * small page) undefined when it expired, was already used, or is not a sign-in.
 */
async function loadInteraction(provider: Provider, req: Request, res: Response) {
  let details: Awaited<ReturnType<Provider["interactionDetails"]>> | undefined;
  try {
    details = await provider.interactionDetails(req, res);
  } catch (error) {
    if (!isExpiredInteraction(error)) throw error;
  }
  if (!details || details.uid !== req.params.uid) {
    res.status(400).type("html").send(renderErrorPage(EXPIRED, "Start again from PawFans."));
    return undefined;
  }
  if (details.prompt.name !== "login") {
    res.status(400).type("html").send(renderErrorPage("This sign-in step is not supported."));
    return undefined;
  }
  return details;
}

async function finish(provider: Provider, req: Request, res: Response, result: Parameters<Provider["interactionFinished"]>[2]) {
  try {
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  } catch (error) {
    if (!isExpiredInteraction(error)) throw error;
    res.status(400).type("html").send(renderErrorPage(EXPIRED));
  }
}

const EXPIRED = "This sign-in attempt has expired or was already used.";

/** oidc-provider's SessionNotFound, matched by name: the package is loaded lazily, in provider.ts only. */
const isExpiredInteraction = (error: unknown) => error instanceof Error && error.name === "SessionNotFound";
