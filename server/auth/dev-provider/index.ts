/**
 * The built-in development OpenID provider, mounted on the app itself at /oidc
 * with its sign-in page outside the mount. setupAuth mounts it only when no
 * external provider is configured.
 *
 * It is made on the first request for one of its paths, not with the app:
 * loading oidc-provider and making its signing key took a third of a second of
 * every start, for a sign-in that may never come.
 */
import express from "express";
import type { AppContext } from "../../context";
import { DEV_INTERACTION_PATH, DEV_PROVIDER_PATH } from "../endpoints";
import { DevAccounts } from "./accounts";
import { interactionRouter } from "./interaction-routes";
import { createDevProvider } from "./provider";

const isUnder = (path: string, mount: string) => path === mount || path.startsWith(`${mount}/`);

export function mountDevProvider(app: express.Express, ctx: AppContext): void {
  const accounts = new DevAccounts();
  let made: Promise<express.Router> | undefined;
  const make = () =>
    (made ??= createDevProvider(ctx, accounts).then(
      (provider) => {
        const router = express.Router({ caseSensitive: true });
        // The sign-in page lives outside the mount, which answers everything under its path itself.
        router.use(interactionRouter(provider, accounts));
        router.use(DEV_PROVIDER_PATH, provider.callback());
        return router;
      },
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    ));
  app.use((req, res, next) => {
    if (!isUnder(req.path, DEV_PROVIDER_PATH) && !isUnder(req.path, DEV_INTERACTION_PATH)) return next();
    make().then((router) => router(req, res, next), next);
  });
}
