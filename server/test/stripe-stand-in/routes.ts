/**
 * The routing table: each endpoint of Stripe's API the Stripe provider uses, the
 * parameters it knows (any other is refused, as Stripe does) and its operation.
 *
 * Endpoints: GET/POST /v1/customers[/:id], GET/POST /v1/products[/:id],
 * POST /v1/subscriptions, GET/POST/DELETE /v1/subscriptions/:id (a price change
 * too), POST /v1/prices, POST /v1/invoices/create_preview, GET /v1/invoices/:id, GET /v1/payment_intents/:id, GET /v1/charges/:id,
 * POST /v1/payment_intents, POST /v1/payment_intents/:id/cancel,
 * POST /v1/refunds, POST /v1/accounts, GET /v1/accounts/:id, POST /v1/account_links.
 */
import type { RequestContext } from "./events";
import { createAccount, createAccountLink } from "./operations/accounts";
import { createCustomer } from "./operations/customers";
import { createProduct, updateProduct } from "./operations/products";
import { createRefund } from "./operations/refunds";
import { cancelPaymentIntent, createPaymentIntent } from "./operations/payment-intents";
import { createPrice } from "./operations/prices";
import { changeSubscriptionPrice, previewSubscriptionChange } from "./operations/price-changes";
import { cancelSubscription, createSubscription, updateSubscription } from "./operations/subscriptions";
import type { Params } from "./params";
import type { StandInState } from "./state";

export type Route = {
  method: string;
  pattern: RegExp;
  known: readonly string[];
  handle: (id: string, params: Params, ctx: RequestContext) => unknown;
};

export function routesOf(state: StandInState): Route[] {
  return [
    { method: "POST", pattern: /^\/v1\/customers$/, known: ["email", "name", "metadata", "expand"], handle: (_, p, c) => createCustomer(state, p, c) },
    { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, known: ["expand"], handle: (id) => state.store.get(id, "customer") },
    { method: "POST", pattern: /^\/v1\/products$/, known: ["id", "name", "metadata", "active", "expand"], handle: (_, p, c) => createProduct(state, p, c) },
    { method: "GET", pattern: /^\/v1\/products\/([^/]+)$/, known: ["expand"], handle: (id) => state.store.get(id, "product") },
    { method: "POST", pattern: /^\/v1\/products\/([^/]+)$/, known: ["name", "active", "metadata", "expand"], handle: (id, p, c) => updateProduct(state, id, p, c) },
    {
      method: "POST",
      pattern: /^\/v1\/subscriptions$/,
      known: ["customer", "items", "payment_behavior", "payment_settings", "metadata", "expand", "transfer_data", "application_fee_percent", "description"],
      handle: (_, p, c) => createSubscription(state, p, c),
    },
    { method: "GET", pattern: /^\/v1\/subscriptions\/([^/]+)$/, known: ["expand"], handle: (id) => state.store.get(id, "subscription") },
    {
      method: "POST",
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      known: ["cancel_at_period_end", "metadata", "expand", "items", "proration_behavior", "proration_date", "payment_behavior"],
      // A new price for its item is a change of its own.
      handle: (id, p, c) => (p.items === undefined ? updateSubscription(state, id, p, c) : changeSubscriptionPrice(state, id, p, c)),
    },
    { method: "DELETE", pattern: /^\/v1\/subscriptions\/([^/]+)$/, known: ["expand", "invoice_now", "prorate"], handle: (id, _, c) => cancelSubscription(state, id, c) },
    {
      method: "POST",
      pattern: /^\/v1\/invoices\/create_preview$/,
      known: ["subscription", "customer", "subscription_details", "expand"],
      handle: (_, p) => previewSubscriptionChange(state, p),
    },
    { method: "GET", pattern: /^\/v1\/invoices\/([^/]+)$/, known: ["expand"], handle: (id) => state.store.get(id, "invoice") },
    { method: "POST", pattern: /^\/v1\/prices$/, known: ["currency", "product", "unit_amount", "recurring", "metadata", "expand"], handle: (_, p, c) => createPrice(state, p, c) },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents$/,
      known: ["amount", "currency", "description", "transfer_group", "metadata", "automatic_payment_methods", "expand"],
      handle: (_, p, c) => createPaymentIntent(state, p, c),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      known: ["cancellation_reason", "expand"],
      handle: (id, _, c) => cancelPaymentIntent(state, id, c),
    },
    { method: "GET", pattern: /^\/v1\/payment_intents\/([^/]+)$/, known: ["expand"], handle: (id) => state.store.get(id, "payment_intent") },
    { method: "GET", pattern: /^\/v1\/charges\/([^/]+)$/, known: ["expand"], handle: (id) => state.store.get(id, "charge") },
    {
      method: "POST",
      pattern: /^\/v1\/refunds$/,
      known: ["charge", "amount", "reverse_transfer", "refund_application_fee", "reason", "metadata", "expand"],
      handle: (_, p, c) => createRefund(state, p, c),
    },
    { method: "POST", pattern: /^\/v1\/accounts$/, known: ["type", "email", "capabilities", "metadata", "expand"], handle: (_, p) => createAccount(state, p) },
    { method: "GET", pattern: /^\/v1\/accounts\/([^/]+)$/, known: ["expand"], handle: (id) => state.store.get(id, "account") },
    { method: "POST", pattern: /^\/v1\/account_links$/, known: ["account", "type", "return_url", "refresh_url", "collect", "expand"], handle: (_, p) => createAccountLink(state, p) },
  ];
}
