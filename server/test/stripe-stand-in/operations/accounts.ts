/** Connect: POST /v1/accounts (Express), POST /v1/account_links, and the creator finishing onboarding. */
import crypto from "node:crypto";
import type Stripe from "stripe";
import { invalid } from "../errors";
import { hash, metadataOf, text, type Params } from "../params";
import type { StandInState } from "../state";
import { newId } from "../store";

export function createAccount({ store }: StandInState, params: Params): Stripe.Account {
  const type = text(params, "type", true);
  if (type !== "express") throw invalid(`The stand-in creates only Express accounts (got ${type}).`, { param: "type" });
  const requested = hash(params, "capabilities") ?? {};
  const capabilities = Object.fromEntries(
    Object.entries(requested)
      .filter(([, value]) => typeof value === "object" && (value as Params).requested === "true")
      .map(([name]) => [name, "inactive"]),
  );
  return store.save<Stripe.Account>({
    id: newId("acct"),
    object: "account",
    business_profile: null,
    business_type: null,
    capabilities,
    charges_enabled: false,
    country: "US",
    created: store.now(),
    default_currency: "usd",
    details_submitted: false,
    email: text(params, "email") ?? null,
    metadata: metadataOf(params),
    payouts_enabled: false,
    type: "express",
  });
}

export function createAccountLink({ store }: StandInState, params: Params): Stripe.AccountLink {
  const account = store.lookup<Stripe.Account>(text(params, "account", true), "account", "account");
  const type = text(params, "type", true);
  if (type !== "account_onboarding" && type !== "account_update") throw invalid(`Invalid type: ${type}`, { param: "type" });
  const returnUrl = text(params, "return_url", true);
  const refreshUrl = text(params, "refresh_url", true);
  const now = store.now();
  return {
    object: "account_link",
    created: now,
    expires_at: now + 300,
    url: `https://connect.stripe.com/setup/e/${account.id}/${crypto.randomBytes(8).toString("hex")}?return_url=${encodeURIComponent(returnUrl)}&refresh_url=${encodeURIComponent(refreshUrl)}`,
  };
}

export function completeOnboarding({ store, events }: StandInState, accountId: string): void {
  const account = store.lookup<Stripe.Account>(accountId, "account");
  const previous = { details_submitted: account.details_submitted, charges_enabled: account.charges_enabled, payouts_enabled: account.payouts_enabled };
  account.details_submitted = true;
  account.charges_enabled = true;
  account.payouts_enabled = true;
  account.capabilities = Object.fromEntries(Object.keys(account.capabilities ?? {}).map((name) => [name, "active"]));
  // Connected accounts' events reach the platform's Connect endpoint, naming the account.
  events.emit("account.updated", account, null, previous, account.id);
}
