/**
 * The built-in development OpenID provider (oidc-provider), configured for one
 * client: PawFans itself. Used only when no OIDC_ISSUER_URL is configured.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import type { Configuration, KoaContextWithOIDC, Provider } from "oidc-provider";
import type { AppContext } from "../../context";
import { callbackUrl, devClientSecret, devIssuer, DEV_INTERACTION_PATH, SCOPES } from "../endpoints";
import { deriveKey } from "../../secrets";
import type { DevAccounts } from "./accounts";
import { renderErrorPage } from "./page";

const generateKeyPair = promisify(crypto.generateKeyPair);

export async function createDevProvider(ctx: AppContext, accounts: DevAccounts): Promise<Provider> {
  // Loaded here, on demand: servers using an external provider never load it.
  const { default: OidcProvider } = await import("oidc-provider");
  const { config, sessionSecret } = ctx;
  const clientId = config.oidc.clientId;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: devClientSecret(sessionSecret),
        token_endpoint_auth_method: "client_secret_post",
        redirect_uris: [callbackUrl(config)],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    scopes: SCOPES.split(" "),
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    // Put the scope's claims in the ID token itself, so the client needs no userinfo call.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    // Stable across restarts, so an interaction cookie set just before a restart still verifies.
    cookies: { keys: [deriveKey(sessionSecret, "oidc-provider-cookies").toString("base64url")] },
    interactions: { url: (_ctx, interaction) => `${DEV_INTERACTION_PATH}/${interaction.uid}` },
    findAccount: (_ctx, sub) => accounts.find(sub),
    loadExistingGrant: (oidcCtx) => grantForOurClient(oidcCtx, clientId),
    // Short lives: the provider only bridges the moment between the form and the callback.
    ttl: {
      Interaction: 10 * 60,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    // ID tokens are checked the moment they are issued, so a signing key per process is enough.
    jwks: { keys: [await signingKey()] },
    renderError: (oidcCtx, out) => {
      oidcCtx.type = "html";
      oidcCtx.body = renderErrorPage(
        "The sign-in request could not be completed.",
        [out.error, out.error_description].filter(Boolean).join(": "),
      );
    },
  };

  const provider = new OidcProvider(devIssuer(config), configuration);
  // Behind a TLS proxy the provider must see the original scheme and host, as Express does.
  provider.proxy = config.trustProxy;
  return provider;
}

/**
 * Skips the consent screen: PawFans is the provider's only client, so signing
 * in grants it the standard scopes at once.
 */
async function grantForOurClient(oidcCtx: KoaContextWithOIDC, clientId: string) {
  const { client, session, result, provider } = oidcCtx.oidc;
  if (!client || !session) return undefined;
  const existingId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (existingId) return provider.Grant.find(existingId);
  if (client.clientId !== clientId || !session.accountId) return undefined;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPES);
  await grant.save();
  return grant;
}

async function signingKey(): Promise<object> {
  const { privateKey } = await generateKeyPair("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), alg: "RS256", use: "sig", kid: crypto.randomUUID() };
}
