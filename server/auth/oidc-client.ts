/**
 * PawFans as an OpenID Connect client: openid-client's passport strategy with
 * authorization code + PKCE + state. The provider is discovered lazily on first
 * use (the built-in provider is this very server, unreachable before listen())
 * and discovery is retried after a failure.
 */
import type { Request } from "express";
import * as client from "openid-client";
import { Strategy, type AuthenticateOptions } from "openid-client/passport";
import type { Config } from "../config";
import type { AppContext } from "../context";
import type { AppAuthenticator } from "./authenticator";
import { callbackUrl, devClientSecret, devIssuer, SCOPES, STRATEGY_NAME, usesDevProvider } from "./endpoints";
import type { IdentityClaims } from "./sign-in-user";

/** What the app does with a signed-in identity: returns the user to put in the session. */
export type OnSignIn = (claims: IdentityClaims) => Promise<Express.User>;

/** openid-client only adds `state` when the provider lacks PKCE; we always send both. */
class PkceAndStateStrategy extends Strategy {
  override authorizationRequestParams<TOptions extends AuthenticateOptions>(req: Request, options: TOptions) {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options));
    params.set("state", client.randomState());
    return params;
  }
}

/**
 * Returns `ensureStrategy()`: resolves once the "oidc" strategy is registered on
 * the authenticator, discovering the provider if that has not succeeded yet.
 */
export function oidcStrategyLoader(authenticator: AppAuthenticator, ctx: AppContext, onSignIn: OnSignIn) {
  let ready: Promise<void> | undefined;
  return function ensureStrategy(): Promise<void> {
    ready ??= discover(ctx).then(
      (configuration) => {
        const options = { name: STRATEGY_NAME, config: configuration, scope: SCOPES, callbackURL: callbackUrl(ctx.config) };
        const strategy = new PkceAndStateStrategy(options, (tokens, verified) => {
          identityClaims(configuration, tokens)
            .then(onSignIn)
            .then((user) => verified(null, user), verified);
        });
        authenticator.use(STRATEGY_NAME, strategy);
      },
      (error) => {
        ready = undefined; // the next sign-in tries again
        throw error;
      },
    );
    return ready;
  };
}

/**
 * The ID token's claims. Providers that keep the profile out of the ID token
 * (it then lacks an email) are asked at their userinfo endpoint as well.
 */
async function identityClaims(
  configuration: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<IdentityClaims> {
  const claims = tokens.claims();
  if (!claims) throw new Error("The provider answered without an ID token");
  if (claims.email || !tokens.access_token) return claims;
  const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  return { ...userinfo, ...claims };
}

async function discover({ config, sessionSecret }: AppContext): Promise<client.Configuration> {
  if (!usesDevProvider(config)) {
    return client.discovery(
      new URL(config.oidc.issuerUrl!),
      config.oidc.clientId,
      config.oidc.clientSecret, // unset: a public client, protected by PKCE
      undefined,
      { timeout: 10 },
    );
  }
  // Plain http is allowed for the built-in provider only.
  const execute = new URL(config.publicUrl).protocol === "http:" ? [client.allowInsecureRequests] : [];
  return client.discovery(
    new URL(devIssuer(config)),
    config.oidc.clientId,
    undefined,
    client.ClientSecretPost(devClientSecret(sessionSecret)),
    { execute, timeout: 10, [client.customFetch]: config.trustProxy ? fetchThroughLocalPort(config) : undefined },
  );
}

/**
 * Behind a proxy the public address may not be reachable from the server itself
 * (or only the long way round): the server's calls to its own built-in provider
 * go straight to the local port, telling it the public scheme and host the way
 * the proxy would.
 */
function fetchThroughLocalPort(config: Config): client.CustomFetch {
  const publicUrl = new URL(config.publicUrl);
  const local = `http://127.0.0.1:${config.port}`;
  return (url, options) => {
    const init = options as RequestInit;
    if (!url.startsWith(`${config.publicUrl}/`)) return fetch(url, init);
    const headers = {
      ...options.headers,
      "x-forwarded-proto": publicUrl.protocol.replace(":", ""),
      "x-forwarded-host": publicUrl.host,
    };
    return fetch(local + url.slice(config.publicUrl.length), { ...init, headers });
  };
}
