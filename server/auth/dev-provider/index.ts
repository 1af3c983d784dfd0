/**
 * The built-in development OpenID provider, mounted on the app itself at /oidc
 * with its sign-in page outside the mount. setupAuth mounts it only when no
 * external provider is configured.
 */
import type express from "express";
import type { AppContext } from "../../context";
import { DEV_PROVIDER_PATH } from "../endpoints";
import { DevAccounts } from "./accounts";
import { interactionRouter } from "./interaction-routes";
import { createDevProvider } from "./provider";

export async function mountDevProvider(app: express.Express, ctx: AppContext): Promise<void> {
  const accounts = new DevAccounts();
  const provider = await createDevProvider(ctx, accounts);
  // The sign-in page lives outside the mount, which answers everything under its path itself.
  app.use(interactionRouter(provider, accounts));
  app.use(DEV_PROVIDER_PATH, provider.callback());
}
