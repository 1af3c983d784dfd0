/** Where sign-in lives: the paths and identifiers both sides of the flow agree on. */
import type { Config } from "../config";
import { deriveKey } from "../secrets";

/** The passport strategy's fixed name (its default would be the issuer's host). */
export const STRATEGY_NAME = "oidc";
export const SCOPES = "openid email profile";

export const LOGIN_PATH = "/api/login";
export const CALLBACK_PATH = "/api/callback";
export const LOGOUT_PATH = "/api/logout";
export const CURRENT_USER_PATH = "/api/auth/user";

/** The built-in development provider's mount point and its sign-in pages (outside the mount). */
export const DEV_PROVIDER_PATH = "/oidc";
export const DEV_INTERACTION_PATH = "/auth/interaction";

export const callbackUrl = (config: Config) => `${config.publicUrl}${CALLBACK_PATH}`;
export const devIssuer = (config: Config) => `${config.publicUrl}${DEV_PROVIDER_PATH}`;

/** True when no external provider is configured and the built-in one signs people in. */
export const usesDevProvider = (config: Config) => !config.oidc.issuerUrl;

/** The built-in provider's client secret: derived, so both sides know it without configuration. */
export const devClientSecret = (sessionSecret: string) => deriveKey(sessionSecret, "oidc-client").toString("base64url");
