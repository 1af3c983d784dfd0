/**
 * An offline stand-in for the few parts of Stripe's API the Stripe provider uses
 * (tests only). A node:http server that takes the SDK's requests as they are sent
 * (form-encoded bodies with nested keys such as items[0][price_data][unit_amount],
 * query strings for GET and DELETE, a Bearer secret key, Idempotency-Key headers)
 * and answers Stripe's JSON in the shape of API version 2026-10-28.endive (the
 * objects are typed with the SDK's own types): subscriptions whose periods sit on
 * their items, invoices that name their subscription under parent and their
 * payments under the includable `payments`, a first invoice's Payment Element
 * secret under the includable `confirmation_secret`. Errors come in Stripe's shape
 * ({"error": {type, code, message, param}}) with Stripe's HTTP status; a POST
 * repeated with the same Idempotency-Key is replayed, and one with other
 * parameters is refused.
 *
 * What the browser and Stripe's own machinery would do is a method here: confirm a
 * first invoice with a test card (the Payment Element), renew a subscription,
 * finish an account's onboarding, a fan's bank disputing a charge, a payout to a
 * creator's bank. Each change queues the events Stripe would send,
 * signed as Stripe signs them (the SDK's generateTestHeaderString).
 *
 * Endpoints: GET/POST /v1/customers[/:id], GET/POST /v1/products[/:id],
 * POST /v1/subscriptions, GET/POST/DELETE /v1/subscriptions/:id,
 * GET /v1/invoices/:id, GET /v1/payment_intents/:id, GET /v1/charges/:id,
 * POST /v1/refunds, POST /v1/accounts, GET /v1/accounts/:id, POST /v1/account_links.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// ---------- Public surface ----------

export interface StripeStandInOptions {
  /** The only API key accepted (Authorization: Bearer …). */
  secretKey: string;
  /** Signs the events. */
  webhookSecret: string;
}

interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded form body (POST) or query (GET, DELETE), nested as Stripe reads it; values are strings. */
  params: Params;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  status: number;
  replayed: boolean;
}

interface StandInFailure {
  status: number;
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
}

interface SignedDelivery {
  event: Stripe.Event;
  /** The exact body to POST. */
  payload: string;
  /** The Stripe-Signature header for it. */
  signature: string;
}

interface PaymentOutcome {
  status: "succeeded" | "requires_payment_method";
  /** The decline message Stripe.js would show. */
  error?: string;
}

/** Test cards, as Stripe's test mode treats them. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  /** Succeeds now, declined at the next renewal. */
  failsLater: "4000000000000341",
} as const;

export interface StripeStandIn {
  /** http://127.0.0.1:port, for the provider's apiBase. */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  requestsTo(method: string, path: string): RecordedRequest[];
  /** The next `times` requests matching method and path answer this error instead. */
  failNext(method: string, path: string, failure: StandInFailure, times?: number): void;
  /** The Payment Element confirming an invoice's payment with a card (by the client secret it was given). */
  confirmPayment(clientSecret: string, card?: string): PaymentOutcome;
  /** The period ends: the next invoice is charged to the saved card (or the subscription ends if set to cancel). */
  renew(stripeSubscriptionId: string): PaymentOutcome | { status: "canceled" };
  /** The creator finishes Express onboarding. */
  completeOnboarding(stripeAccountId: string): void;
  /** The fan's bank disputes a charge (the money is withdrawn); answers the dispute's id. */
  dispute(stripeChargeId: string): string;
  /** The dispute is decided: won gives the money back. */
  closeDispute(disputeId: string, outcome: "won" | "lost"): void;
  /** Stripe pays out a connected account's balance to the creator's bank; answers the payout's id. */
  payout(stripeAccountId: string, amountCents: number): string;
  /** A stored object as the API would answer it (no expansions). */
  retrieve<T = unknown>(id: string): T;
  /** Takes the queued events, signed now. */
  takeEvents(): SignedDelivery[];
  /** Posts the queued events to a webhook endpoint in order; answers each status. */
  deliverEvents(webhookUrl: string): Promise<Array<{ type: string; status: number }>>;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const state = new StandInState(options);
  const server = http.createServer((req, res) => {
    void state.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: state.requests,
    requestsTo: (method, path) => state.requests.filter((r) => r.method === method && r.path === path),
    failNext: (method, path, failure, times = 1) => {
      for (let i = 0; i < times; i++) state.failures.push({ method, path, failure });
    },
    confirmPayment: (clientSecret, card = TEST_CARDS.succeeds) => state.confirmPayment(clientSecret, card),
    renew: (id) => state.renew(id),
    completeOnboarding: (id) => state.completeOnboarding(id),
    dispute: (id) => state.dispute(id),
    closeDispute: (id, outcome) => state.closeDispute(id, outcome),
    payout: (id, amount) => state.payout(id, amount),
    retrieve: <T>(id: string) => state.render(state.lookup(id, "object"), []) as T,
    takeEvents: () => state.takeEvents(),
    async deliverEvents(webhookUrl) {
      const results: Array<{ type: string; status: number }> = [];
      for (const delivery of state.takeEvents()) {
        const res = await fetch(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
          body: delivery.payload,
        });
        await res.arrayBuffer();
        results.push({ type: delivery.event.type, status: res.status });
      }
      return results;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------- Form decoding ----------

type Params = { [key: string]: ParamValue };
type ParamValue = string | Params | ParamValue[];

/** Decodes a[b][0][c]=v pairs into nested objects; objects whose keys are all indexes become arrays. */
function decodeParams(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head, ...rest] = key.split("[");
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ""))];
    let node: Params = root;
    path.forEach((segment, i) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
      } else {
        if (typeof node[name] !== "object") node[name] = {};
        node = node[name] as Params;
      }
    });
  }
  return arraysFromIndexes(root) as Params;
}

function arraysFromIndexes(value: ParamValue): ParamValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexes(value[k])]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  }
  return converted;
}

// ---------- Errors ----------

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Omit<StandInFailure, "status">,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, extra: { code?: string; param?: string } = {}) =>
  new ApiError(400, { type: "invalid_request_error", message, ...extra });
/** A path object that does not exist: 404. A referenced one (a parameter): 400. */
const noSuch = (kind: string, id: string, param?: string) =>
  new ApiError(param ? 400 : 404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param: param ?? "id" });

// ---------- Parameter reading ----------

function checkKnown(params: Params, known: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) throw invalid(`Received unknown parameter: ${key}`, { code: "parameter_unknown", param: key });
  }
}

function text(params: Params, key: string, required: true): string;
function text(params: Params, key: string, required?: false): string | undefined;
function text(params: Params, key: string, required = false): string | undefined {
  const value = params[key];
  if (value === undefined || value === "") {
    if (required) throw invalid(`Missing required param: ${key}.`, { code: "parameter_missing", param: key });
    return undefined;
  }
  if (typeof value !== "string") throw invalid(`Invalid string: ${key}`, { code: "parameter_invalid_string", param: key });
  return value;
}

function integer(params: Params, key: string): number | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, { code: "parameter_invalid_integer", param: key });
  return Number(value);
}

function flag(params: Params, key: string): boolean | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, { code: "parameter_invalid_boolean", param: key });
  return value === "true";
}

function hash(params: Params, key: string): Params | undefined {
  const value = params[key];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw invalid(`Invalid object`, { code: "parameter_invalid_object", param: key });
  return value;
}

function metadataOf(params: Params): Record<string, string> {
  const metadata = hash(params, "metadata") ?? {};
  return Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)]));
}

function expandOf(params: Params): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) throw invalid("Invalid array", { param: "expand" });
  return value as string[];
}

// ---------- The API's state ----------

type Route = {
  method: string;
  pattern: RegExp;
  known: readonly string[];
  handle: (id: string, params: Params, ctx: RequestContext) => unknown;
};

interface RequestContext {
  requestId: string;
  idempotencyKey: string | null;
}

/** Fields Stripe leaves out unless asked for with expand[], by object type. */
const INCLUDABLE: Record<string, readonly string[]> = {
  invoice: ["confirmation_secret", "payments"],
  charge: ["refunds"],
};

const ID_PREFIXES: Record<string, string> = {
  cus: "customer",
  prod: "product",
  price: "price",
  sub: "subscription",
  si: "subscription item",
  in: "invoice",
  inpay: "invoice payment",
  pi: "payment_intent",
  ch: "charge",
  re: "refund",
  dp: "dispute",
  po: "payout",
  acct: "account",
};

const DAY = 86_400;
/** Stripe's Smart Retries, as the stand-in plays them: one retry a day later. */
const RETRY_AFTER_SECONDS = DAY;

class StandInState {
  readonly requests: RecordedRequest[] = [];
  readonly failures: Array<{ method: string; path: string; failure: StandInFailure }> = [];
  private readonly objects = new Map<string, { object: string }>();
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  private readonly outbox: Stripe.Event[] = [];
  /** The card each saved payment method stands for. */
  private readonly cards = new Map<string, string>();
  /** Seconds the stand-in's clock runs ahead of the real one (renewals move it to the period's end). */
  private clockOffset = 0;
  private readonly routes: Route[];

  constructor(private readonly options: StripeStandInOptions) {
    this.routes = [
      { method: "POST", pattern: /^\/v1\/customers$/, known: ["email", "name", "metadata", "expand"], handle: (_, p, c) => this.createCustomer(p, c) },
      { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, known: ["expand"], handle: (id) => this.get(id, "customer") },
      { method: "POST", pattern: /^\/v1\/products$/, known: ["id", "name", "metadata", "active", "expand"], handle: (_, p, c) => this.createProduct(p, c) },
      { method: "GET", pattern: /^\/v1\/products\/([^/]+)$/, known: ["expand"], handle: (id) => this.get(id, "product") },
      { method: "POST", pattern: /^\/v1\/products\/([^/]+)$/, known: ["name", "active", "metadata", "expand"], handle: (id, p, c) => this.updateProduct(id, p, c) },
      {
        method: "POST",
        pattern: /^\/v1\/subscriptions$/,
        known: ["customer", "items", "payment_behavior", "payment_settings", "metadata", "expand", "transfer_data", "application_fee_percent", "description"],
        handle: (_, p, c) => this.createSubscription(p, c),
      },
      { method: "GET", pattern: /^\/v1\/subscriptions\/([^/]+)$/, known: ["expand"], handle: (id) => this.get(id, "subscription") },
      { method: "POST", pattern: /^\/v1\/subscriptions\/([^/]+)$/, known: ["cancel_at_period_end", "metadata", "expand"], handle: (id, p, c) => this.updateSubscription(id, p, c) },
      { method: "DELETE", pattern: /^\/v1\/subscriptions\/([^/]+)$/, known: ["expand", "invoice_now", "prorate"], handle: (id, _, c) => this.cancelSubscription(id, c) },
      { method: "GET", pattern: /^\/v1\/invoices\/([^/]+)$/, known: ["expand"], handle: (id) => this.get(id, "invoice") },
      { method: "GET", pattern: /^\/v1\/payment_intents\/([^/]+)$/, known: ["expand"], handle: (id) => this.get(id, "payment_intent") },
      { method: "GET", pattern: /^\/v1\/charges\/([^/]+)$/, known: ["expand"], handle: (id) => this.get(id, "charge") },
      {
        method: "POST",
        pattern: /^\/v1\/refunds$/,
        known: ["charge", "amount", "reverse_transfer", "refund_application_fee", "reason", "metadata", "expand"],
        handle: (_, p, c) => this.createRefund(p, c),
      },
      { method: "POST", pattern: /^\/v1\/accounts$/, known: ["type", "email", "capabilities", "metadata", "expand"], handle: (_, p) => this.createAccount(p) },
      { method: "GET", pattern: /^\/v1\/accounts\/([^/]+)$/, known: ["expand"], handle: (id) => this.get(id, "account") },
      { method: "POST", pattern: /^\/v1\/account_links$/, known: ["account", "type", "return_url", "refresh_url", "collect", "expand"], handle: (_, p) => this.createAccountLink(p) },
    ];
  }

  // ----- HTTP -----

  async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const method = req.method ?? "GET";
    const body = Buffer.concat(chunks).toString("utf8");
    const params = decodeParams(method === "GET" || method === "DELETE" ? url.search.slice(1) : body);
    const idempotencyKey = header(req, "idempotency-key");
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      stripeVersion: header(req, "stripe-version"),
      status: 0,
      replayed: false,
    };
    this.requests.push(record);
    const requestId = newId("req");
    const send = (status: number, payload: unknown, extraHeaders: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": requestId,
        "stripe-version": Stripe.API_VERSION,
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        ...extraHeaders,
      });
      res.end(JSON.stringify(payload, null, 2));
    };
    const errorPayload = (err: ApiError) => ({ error: { ...err.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } });
    const sendError = (err: ApiError) => send(err.status, errorPayload(err));

    if (header(req, "authorization") !== `Bearer ${this.options.secretKey}`) {
      sendError(new ApiError(401, { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" }));
      return;
    }
    if (method === "POST" && body && !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) {
      sendError(invalid("Invalid request: the body must be application/x-www-form-urlencoded."));
      return;
    }
    const failureAt = this.failures.findIndex((f) => f.method === method && f.path === url.pathname);
    if (failureAt >= 0) {
      const [{ failure }] = this.failures.splice(failureAt, 1);
      const { status, ...error } = failure;
      sendError(new ApiError(status, error));
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${body}`;
    if (method === "POST" && idempotencyKey) {
      const earlier = this.idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          sendError(
            new ApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            }),
          );
          return;
        }
        record.replayed = true;
        send(earlier.status, earlier.body, { "idempotent-replayed": "true" });
        return;
      }
    }
    const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!route) {
      sendError(new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname}).` }));
      return;
    }
    const [, id = ""] = url.pathname.match(route.pattern) ?? [];
    let status = 200;
    let payload: unknown;
    try {
      checkKnown(params, route.known);
      const result = route.handle(decodeURIComponent(id), params, { requestId, idempotencyKey });
      payload = this.render(result as { object: string }, expandOf(params).map((p) => p.split(".")));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      status = err.status;
      payload = errorPayload(err);
    }
    // Stripe keeps the result of a request that ran (not one refused before it started).
    if (method === "POST" && idempotencyKey && status !== 401 && status !== 429) {
      this.idempotent.set(idempotencyKey, { fingerprint, status, body: payload });
    }
    send(status, payload);
  }

  // ----- Storage and rendering -----

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  lookup<T>(id: string, kind: string, param?: string): T {
    const found = this.objects.get(id);
    if (!found) throw noSuch(ID_PREFIXES[id.split("_")[0]] ?? kind, id, param);
    return found as T;
  }

  private get(id: string, kind: string): unknown {
    const found = this.objects.get(id);
    if (!found || found.object !== kind) throw noSuch(kind, id);
    return found;
  }

  private store<T extends { id: string; object: string }>(value: T): T {
    this.objects.set(value.id, value);
    return value;
  }

  /** A stored object as answered: includable fields only when asked for, ids replaced by objects along expand paths. */
  render(value: unknown, paths: string[][]): unknown {
    if (value === null || typeof value !== "object") return value;
    const source = value as Record<string, unknown>;
    const includable = INCLUDABLE[String(source.object)] ?? [];
    const byField = new Map<string, string[][]>();
    for (const [head, ...rest] of paths) {
      if (!(head in source)) throw invalid(`This property cannot be expanded (${head}).`);
      byField.set(head, [...(byField.get(head) ?? []), rest]);
    }
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(source)) {
      const rests = byField.get(key);
      if (!rests) {
        if (!includable.includes(key)) out[key] = structuredClone(field);
        continue;
      }
      out[key] = this.expandField(key, field, rests.filter((r) => r.length > 0), includable.includes(key));
    }
    return out;
  }

  private expandField(key: string, field: unknown, rests: string[][], includable: boolean): unknown {
    if (field === null) return null;
    if (typeof field === "string") {
      const target = this.objects.get(field);
      if (!target) throw invalid(`This property cannot be expanded (${key}).`);
      return this.render(target, rests);
    }
    if (typeof field !== "object") throw invalid(`This property cannot be expanded (${key}).`);
    const nested = field as Record<string, unknown>;
    if (nested.object === "list") {
      const inData = rests.map(([head, ...rest]) => {
        if (head !== "data") throw invalid(`This property cannot be expanded (${key}.${head}).`);
        return rest;
      });
      return { ...nested, data: (nested.data as unknown[]).map((item) => this.render(item, inData)) };
    }
    if (rests.length === 0 && !includable) throw invalid(`This property cannot be expanded (${key}).`);
    return this.render(nested, rests);
  }

  // ----- Events -----

  private emit(type: string, object: { id: string; object: string }, ctx: RequestContext | null, previous?: Record<string, unknown>, account?: string): void {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: { object: this.render(object, []), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: ctx?.requestId ?? null, idempotency_key: ctx?.idempotencyKey ?? null },
      type,
      ...(account ? { account } : {}),
    };
    this.outbox.push(event as unknown as Stripe.Event);
  }

  takeEvents(): SignedDelivery[] {
    return this.outbox.splice(0).map((event) => {
      const payload = JSON.stringify(event, null, 2);
      return { event, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret }) };
    });
  }

  // ----- Customers and products -----

  private createCustomer(params: Params, ctx: RequestContext): Stripe.Customer {
    const customer = this.store<Stripe.Customer>({
      id: newId("cus"),
      object: "customer",
      address: null,
      balance: 0,
      created: this.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: text(params, "email") ?? null,
      invoice_prefix: crypto.randomBytes(4).toString("hex").toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataOf(params),
      name: text(params, "name") ?? null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    });
    this.emit("customer.created", customer, ctx);
    return customer;
  }

  private createProduct(params: Params, ctx: RequestContext): Stripe.Product {
    const id = text(params, "id") ?? newId("prod");
    if (this.objects.has(id)) {
      throw invalid(`Product already exists.`, { code: "resource_already_exists", param: "id" });
    }
    const now = this.now();
    const product = this.store<Stripe.Product>({
      id,
      object: "product",
      active: flag(params, "active") ?? true,
      created: now,
      default_price: null,
      description: null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: metadataOf(params),
      name: text(params, "name", true),
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      tax_details: null,
      type: "service",
      unit_label: null,
      updated: now,
      url: null,
    });
    this.emit("product.created", product, ctx);
    return product;
  }

  private updateProduct(id: string, params: Params, ctx: RequestContext): Stripe.Product {
    const product = this.get(id, "product") as Stripe.Product;
    const previous: Record<string, unknown> = {};
    const name = text(params, "name");
    const active = flag(params, "active");
    if (name !== undefined && name !== product.name) [previous.name, product.name] = [product.name, name];
    if (active !== undefined && active !== product.active) [previous.active, product.active] = [product.active, active];
    Object.assign(product.metadata, metadataOf(params));
    product.updated = this.now();
    this.emit("product.updated", product, ctx, previous);
    return product;
  }

  // ----- Subscriptions -----

  private createSubscription(params: Params, ctx: RequestContext): Stripe.Subscription {
    const customer = this.lookup<Stripe.Customer>(text(params, "customer", true), "customer", "customer");
    const behavior = text(params, "payment_behavior") ?? "allow_incomplete";
    if (behavior !== "default_incomplete") {
      throw invalid(`The stand-in bills only with payment_behavior=default_incomplete (got ${behavior}).`, { param: "payment_behavior" });
    }
    const items = params.items;
    if (!Array.isArray(items) || items.length !== 1) throw invalid("Exactly one item is expected.", { param: "items" });
    const item = items[0] as Params;
    const priceData = hash(item, "price_data");
    if (!priceData) throw invalid("Missing required param: items[0][price_data].", { code: "parameter_missing", param: "items[0][price_data]" });
    const product = this.lookup<Stripe.Product>(text(priceData, "product", true), "product", "items[0][price_data][product]");
    if (!product.active) throw invalid(`The product ${product.id} is archived: it cannot be used for new prices.`, { param: "items[0][price_data][product]" });
    const unitAmount = integer(priceData, "unit_amount");
    if (unitAmount === undefined || unitAmount < 50) {
      throw invalid("Amount must be at least $0.50 usd", { code: "amount_too_small", param: "items[0][price_data][unit_amount]" });
    }
    const currency = text(priceData, "currency", true);
    const recurring = hash(priceData, "recurring");
    const interval = recurring && text(recurring, "interval", true);
    if (!interval || !["day", "week", "month", "year"].includes(interval)) {
      throw invalid("Invalid recurring[interval].", { param: "items[0][price_data][recurring][interval]" });
    }
    const transferData = hash(params, "transfer_data");
    const destination = transferData ? text(transferData, "destination", true) : undefined;
    if (destination) this.lookup<Stripe.Account>(destination, "account", "transfer_data[destination]");
    const feePercentText = text(params, "application_fee_percent");
    const feePercent = feePercentText === undefined ? null : Number(feePercentText);
    if (feePercent !== null && !destination) {
      throw invalid(
        "Can only apply an application_fee_percent when the request is made on behalf of another account (using an OAuth key, the Stripe-Account header, or the transfer_data[destination] parameter).",
        { param: "application_fee_percent" },
      );
    }
    const paymentSettings = hash(params, "payment_settings");
    const saveDefault = paymentSettings ? text(paymentSettings, "save_default_payment_method") : undefined;

    const now = this.now();
    const end = addMonths(now, 1);
    const subscriptionId = newId("sub");
    const price = this.store<Stripe.Price>({
      id: newId("price"),
      object: "price",
      active: false,
      billing_scheme: "per_unit",
      created: now,
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: product.id,
      recurring: { interval: interval as Stripe.Price.Recurring.Interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: "recurring",
      unit_amount: unitAmount,
      unit_amount_decimal: null,
    });
    const subscriptionItem: Stripe.SubscriptionItem = {
      id: newId("si"),
      object: "subscription_item",
      billing_thresholds: null,
      created: now,
      current_period_end: end,
      current_period_start: now,
      current_trial: null,
      discounts: [],
      metadata: {},
      plan: planOf(price),
      price,
      quantity: 1,
      subscription: subscriptionId,
      tax_rates: [],
    };
    const metadata = metadataOf(params);
    const subscription = this.store<Stripe.Subscription>({
      id: subscriptionId,
      object: "subscription",
      application: null,
      application_fee_percent: feePercent,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: now,
      billing_cycle_anchor_config: null,
      billing_mode: { flexible: null, type: "classic" },
      billing_schedules: [],
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
      collection_method: "charge_automatically",
      created: now,
      currency,
      customer: customer.id,
      customer_account: null,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: text(params, "description") ?? null,
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: "self" } },
      items: { object: "list", data: [subscriptionItem], has_more: false, url: `/v1/subscription_items?subscription=${subscriptionId}` },
      latest_invoice: null,
      livemode: false,
      managed_payments: null,
      metadata,
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: (saveDefault as Stripe.Subscription.PaymentSettings.SaveDefaultPaymentMethod | undefined) ?? "off",
      },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: now,
      status: "incomplete",
      test_clock: null,
      transfer_data: destination ? { amount_percent: null, destination } : null,
      trial_end: null,
      trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
      trial_start: null,
    });
    this.emit("customer.subscription.created", subscription, ctx);
    // A subscription's first invoice covers no past period: Stripe gives it period_start = period_end = now.
    const invoice = this.openInvoice(subscription, "subscription_create", { start: now, end: now }, ctx);
    subscription.latest_invoice = invoice.id;
    return subscription;
  }

  /** A finalized invoice for the subscription's current period, with its payment intent, waiting for payment. */
  private openInvoice(
    subscription: Stripe.Subscription,
    reason: Stripe.Invoice.BillingReason,
    invoicePeriod: { start: number; end: number },
    ctx: RequestContext | null,
  ): Stripe.Invoice {
    const now = this.now();
    const item = subscription.items.data[0];
    const amount = item.price.unit_amount ?? 0;
    const customer = this.lookup<Stripe.Customer>(subscription.customer as string, "customer");
    const invoiceId = newId("in");
    const destination = subscription.transfer_data ? String(subscription.transfer_data.destination) : null;
    const paymentIntent = this.store<Stripe.PaymentIntent>(
      paymentIntentOf({
        id: newId("pi"),
        amount,
        currency: subscription.currency,
        customer: customer.id,
        created: now,
        destination,
        applicationFee:
          destination && subscription.application_fee_percent !== null ? Math.round((amount * subscription.application_fee_percent) / 100) : null,
        savesCard: subscription.payment_settings?.save_default_payment_method === "on_subscription",
      }),
    );
    const line: Stripe.InvoiceLineItem = {
      id: newId("il"),
      object: "line_item",
      amount,
      currency: subscription.currency,
      description: `1 × ${this.lookup<Stripe.Product>(String(item.price.product), "product").name} (at $${(amount / 100).toFixed(2)} / month)`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: invoiceId,
      livemode: false,
      metadata: {},
      parent: {
        invoice_item_details: null,
        subscription_item_details: { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: subscription.id, subscription_item: item.id },
        type: "subscription_item_details",
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      pretax_credit_amounts: [],
      pricing: { price_details: { price: item.price.id, product: String(item.price.product) }, type: "price_details", unit_amount_decimal: null },
      quantity: 1,
      quantity_decimal: null,
      subscription: subscription.id,
      subtotal: amount,
      taxes: [],
    };
    const invoicePayment: Stripe.InvoicePayment = {
      id: newId("inpay"),
      object: "invoice_payment",
      amount_paid: null,
      amount_requested: amount,
      created: now,
      currency: subscription.currency,
      invoice: invoiceId,
      is_default: true,
      livemode: false,
      payment: { payment_intent: paymentIntent.id, type: "payment_intent" },
      status: "open",
      status_transitions: { canceled_at: null, paid_at: null },
    };
    const invoice = this.store<Stripe.Invoice>({
      id: invoiceId,
      object: "invoice",
      account_country: "US",
      account_name: "PawFans",
      account_tax_ids: null,
      amount_due: amount,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: amount,
      amount_shipping: 0,
      application: null,
      attempt_count: 0,
      attempted: false,
      auto_advance: reason !== "subscription_create",
      automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: reason,
      collection_method: "charge_automatically",
      confirmation_secret: { client_secret: paymentIntent.client_secret as string, type: "payment_intent" },
      created: now,
      currency: subscription.currency,
      custom_fields: null,
      customer: customer.id,
      customer_account: null,
      customer_address: null,
      customer_email: customer.email,
      customer_name: customer.name ?? null,
      customer_phone: null,
      customer_shipping: null,
      customer_tax_exempt: "none",
      customer_tax_ids: [],
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      due_date: null,
      effective_at: now,
      ending_balance: 0,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: `https://invoice.stripe.com/i/stand-in/${invoiceId}`,
      invoice_pdf: `https://pay.stripe.com/invoice/stand-in/${invoiceId}/pdf`,
      issuer: { type: "self" },
      last_finalization_error: null,
      latest_revision: null,
      lines: { object: "list", data: [line], has_more: false, url: `/v1/invoices/${invoiceId}/lines` },
      livemode: false,
      metadata: {},
      next_payment_attempt: reason === "subscription_create" ? null : now,
      number: `${customer.invoice_prefix ?? "STANDIN"}-${String(this.countInvoices(customer.id) + 1).padStart(4, "0")}`,
      on_behalf_of: null,
      parent: {
        quote_details: null,
        subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
        type: "subscription_details",
      },
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      payments: { object: "list", data: [invoicePayment], has_more: false, url: `/v1/invoice_payments?invoice=${invoiceId}` },
      period_end: invoicePeriod.end,
      period_start: invoicePeriod.start,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: "open",
      status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: amount,
      subtotal_excluding_tax: amount,
      test_clock: null,
      total: amount,
      total_discount_amounts: [],
      total_excluding_tax: amount,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: null,
    });
    this.emit("invoice.created", invoice, ctx);
    this.emit("invoice.finalized", invoice, ctx);
    this.emit("payment_intent.created", paymentIntent, ctx);
    return invoice;
  }

  private countInvoices(customerId: string): number {
    let count = 0;
    for (const value of this.objects.values()) {
      if (value.object === "invoice" && (value as Stripe.Invoice).customer === customerId) count++;
    }
    return count;
  }

  private updateSubscription(id: string, params: Params, ctx: RequestContext): Stripe.Subscription {
    const subscription = this.get(id, "subscription") as Stripe.Subscription;
    const cancel = flag(params, "cancel_at_period_end");
    if (isEnded(subscription) && cancel !== undefined) {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    }
    const previous: Record<string, unknown> = {};
    if (cancel !== undefined && cancel !== subscription.cancel_at_period_end) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      previous.canceled_at = subscription.canceled_at;
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? subscription.items.data[0].current_period_end : null;
      subscription.canceled_at = cancel ? this.now() : null;
      subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: cancel ? "cancellation_requested" : null };
    }
    const metadata = hash(params, "metadata");
    if (metadata) {
      previous.metadata = { ...subscription.metadata };
      Object.assign(subscription.metadata, metadataOf(params));
    }
    if (Object.keys(previous).length > 0) this.emit("customer.subscription.updated", subscription, ctx, previous);
    return subscription;
  }

  private cancelSubscription(id: string, ctx: RequestContext | null): Stripe.Subscription {
    const subscription = this.get(id, "subscription") as Stripe.Subscription;
    // What Stripe answers for a subscription that is already over, though GET still finds it.
    if (isEnded(subscription)) throw noSuch("subscription", id);
    const now = this.now();
    subscription.status = "canceled";
    subscription.canceled_at = now;
    subscription.ended_at = now;
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: "cancellation_requested" };
    // Nothing is collected any more for an ended subscription.
    const invoice = this.objects.get(String(subscription.latest_invoice)) as Stripe.Invoice | undefined;
    if (invoice && invoice.status === "open") {
      invoice.status = "void";
      invoice.status_transitions.voided_at = now;
      invoice.amount_remaining = 0;
      invoice.next_payment_attempt = null;
      this.emit("invoice.voided", invoice, ctx);
    }
    this.emit("customer.subscription.deleted", subscription, ctx);
    return subscription;
  }

  // ----- Payments -----

  confirmPayment(clientSecret: string, card: string): PaymentOutcome {
    const paymentIntent = [...this.objects.values()].find(
      (o): o is Stripe.PaymentIntent => o.object === "payment_intent" && (o as Stripe.PaymentIntent).client_secret === clientSecret,
    );
    if (!paymentIntent) throw new Error(`No payment intent has the client secret ${clientSecret}`);
    if (paymentIntent.status === "succeeded") return { status: "succeeded" };
    const paymentMethod = newId("pm");
    this.cards.set(paymentMethod, card.replace(/\s/g, ""));
    return this.attempt(paymentIntent, paymentMethod, { firstPayment: true });
  }

  renew(subscriptionId: string): PaymentOutcome | { status: "canceled" } {
    const subscription = this.lookup<Stripe.Subscription>(subscriptionId, "subscription");
    if (subscription.status !== "active" && subscription.status !== "past_due") {
      throw new Error(`Subscription ${subscriptionId} is ${subscription.status}: nothing to renew`);
    }
    const item = subscription.items.data[0];
    const previousPeriod = { start: item.current_period_start, end: item.current_period_end };
    this.clockOffset += Math.max(0, previousPeriod.end - this.now());
    if (subscription.cancel_at_period_end) {
      this.cancelSubscription(subscription.id, null);
      return { status: "canceled" };
    }
    item.current_period_start = previousPeriod.end;
    item.current_period_end = addMonths(previousPeriod.end, 1);
    const invoice = this.openInvoice(subscription, "subscription_cycle", previousPeriod, null);
    subscription.latest_invoice = invoice.id;
    this.emit("customer.subscription.updated", subscription, null, {
      items: { ...subscription.items, data: [{ ...item, current_period_start: previousPeriod.start, current_period_end: previousPeriod.end }] },
      latest_invoice: null,
    });
    const paymentIntent = this.lookup<Stripe.PaymentIntent>(
      String(invoice.payments?.data[0].payment.payment_intent),
      "payment_intent",
    );
    const paymentMethod = String(subscription.default_payment_method);
    return this.attempt(paymentIntent, paymentMethod, { firstPayment: false });
  }

  /** Charges a payment intent with a card, and plays the consequences on its invoice and subscription. */
  private attempt(paymentIntent: Stripe.PaymentIntent, paymentMethod: string, { firstPayment }: { firstPayment: boolean }): PaymentOutcome {
    const invoice = [...this.objects.values()].find(
      (o): o is Stripe.Invoice => o.object === "invoice" && (o as Stripe.Invoice).payments?.data[0].payment.payment_intent === paymentIntent.id,
    );
    if (!invoice) throw new Error(`No invoice is paid by ${paymentIntent.id}`);
    const subscription = this.lookup<Stripe.Subscription>(String(invoice.parent?.subscription_details?.subscription), "subscription");
    const card = this.cards.get(paymentMethod) ?? TEST_CARDS.succeeds;
    const decline = declineFor(card, firstPayment);
    const now = this.now();
    const destination = paymentIntent.transfer_data ? String(paymentIntent.transfer_data.destination) : null;
    const charge = this.store<Stripe.Charge>({
      id: newId("ch"),
      object: "charge",
      amount: paymentIntent.amount,
      amount_captured: decline ? 0 : paymentIntent.amount,
      amount_refunded: 0,
      application: null,
      application_fee: destination && !decline ? newId("fee") : null,
      application_fee_amount: paymentIntent.application_fee_amount,
      balance_transaction: decline ? null : newId("txn"),
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      calculated_statement_descriptor: "PAWFANS",
      captured: !decline,
      created: now,
      currency: paymentIntent.currency,
      customer: paymentIntent.customer,
      description: firstPayment ? "Subscription creation" : "Subscription update",
      disputed: false,
      failure_balance_transaction: null,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      fraud_details: {},
      livemode: false,
      metadata: {},
      on_behalf_of: null,
      outcome: null,
      paid: !decline,
      payment_intent: paymentIntent.id,
      payment_method: paymentMethod,
      payment_method_details: null,
      receipt_email: null,
      receipt_number: null,
      receipt_url: `https://pay.stripe.com/receipts/stand-in/${paymentIntent.id}`,
      refunded: false,
      refunds: { object: "list", data: [], has_more: false, url: "/v1/refunds" },
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: decline ? "failed" : "succeeded",
      ...(destination && !decline ? { transfer: newId("tr") } : {}),
      transfer_data: destination ? { amount: null, destination } : null,
      transfer_group: destination ? `group_${paymentIntent.id}` : null,
    });
    paymentIntent.latest_charge = charge.id;
    paymentIntent.payment_method = paymentMethod;
    invoice.attempted = true;
    invoice.attempt_count += 1;

    if (decline) {
      paymentIntent.status = "requires_payment_method";
      paymentIntent.last_payment_error = {
        type: "card_error",
        code: decline.code,
        decline_code: decline.declineCode,
        message: decline.message,
        charge: charge.id,
      } as Stripe.PaymentIntent.LastPaymentError;
      invoice.next_payment_attempt = firstPayment ? null : now + RETRY_AFTER_SECONDS;
      this.emit("charge.failed", charge, null);
      this.emit("payment_intent.payment_failed", paymentIntent, null);
      this.emit("invoice.payment_failed", invoice, null);
      if (!firstPayment && subscription.status === "active") {
        subscription.status = "past_due";
        this.emit("customer.subscription.updated", subscription, null, { status: "active" });
      }
      return { status: "requires_payment_method", error: decline.message };
    }

    paymentIntent.status = "succeeded";
    paymentIntent.amount_received = paymentIntent.amount;
    paymentIntent.last_payment_error = null;
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = now;
    const invoicePayment = invoice.payments!.data[0];
    invoicePayment.status = "paid";
    invoicePayment.amount_paid = invoice.amount_due;
    invoicePayment.status_transitions.paid_at = now;
    this.emit("charge.succeeded", charge, null);
    this.emit("payment_intent.succeeded", paymentIntent, null);
    this.emit("invoice_payment.paid", invoicePayment as unknown as { id: string; object: string }, null);
    this.emit("invoice.paid", invoice, null, { status: "open", amount_paid: 0, amount_remaining: invoice.amount_due });
    this.emit("invoice.payment_succeeded", invoice, null);
    const previous: Record<string, unknown> = {};
    if (subscription.status !== "active") previous.status = subscription.status;
    if (subscription.payment_settings?.save_default_payment_method === "on_subscription" && subscription.default_payment_method !== paymentMethod) {
      previous.default_payment_method = subscription.default_payment_method;
      subscription.default_payment_method = paymentMethod;
    }
    subscription.status = "active";
    if (Object.keys(previous).length > 0) this.emit("customer.subscription.updated", subscription, null, previous);
    return { status: "succeeded" };
  }

  private createRefund(params: Params, ctx: RequestContext): Stripe.Refund {
    const charge = this.lookup<Stripe.Charge>(text(params, "charge", true), "charge", "charge");
    const remaining = charge.amount - charge.amount_refunded;
    if (charge.refunded || remaining === 0) {
      throw invalid(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
    }
    const amount = integer(params, "amount") ?? remaining;
    if (amount <= 0) throw invalid("Invalid positive integer", { code: "parameter_invalid_integer", param: "amount" });
    if (amount > remaining) {
      throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`, {
        code: "amount_too_large",
        param: "amount",
      });
    }
    const reverseTransfer = flag(params, "reverse_transfer") ?? false;
    const refundFee = flag(params, "refund_application_fee") ?? false;
    if ((reverseTransfer || refundFee) && !charge.transfer_data) {
      throw invalid("This charge has no transfer to reverse nor application fee to refund.", {
        param: reverseTransfer ? "reverse_transfer" : "refund_application_fee",
      });
    }
    const refund = this.store<Stripe.Refund>({
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: newId("txn"),
      charge: charge.id,
      created: this.now(),
      currency: charge.currency,
      customer: charge.customer,
      customer_account: null,
      destination_details: undefined,
      metadata: metadataOf(params),
      payment_intent: charge.payment_intent,
      payment_method: charge.payment_method,
      reason: (text(params, "reason") as Stripe.Refund.Reason | undefined) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: reverseTransfer ? newId("trr") : null,
    });
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds?.data.unshift(refund);
    this.emit("refund.created", refund, ctx);
    this.emit("charge.refunded", charge, ctx, previous);
    return refund;
  }

  // ----- Connect -----

  private createAccount(params: Params): Stripe.Account {
    const type = text(params, "type", true);
    if (type !== "express") throw invalid(`The stand-in creates only Express accounts (got ${type}).`, { param: "type" });
    const requested = hash(params, "capabilities") ?? {};
    const capabilities = Object.fromEntries(
      Object.entries(requested)
        .filter(([, value]) => typeof value === "object" && (value as Params).requested === "true")
        .map(([name]) => [name, "inactive"]),
    );
    return this.store<Stripe.Account>({
      id: newId("acct"),
      object: "account",
      business_profile: null,
      business_type: null,
      capabilities,
      charges_enabled: false,
      country: "US",
      created: this.now(),
      default_currency: "usd",
      details_submitted: false,
      email: text(params, "email") ?? null,
      metadata: metadataOf(params),
      payouts_enabled: false,
      type: "express",
    });
  }

  private createAccountLink(params: Params): Stripe.AccountLink {
    const account = this.lookup<Stripe.Account>(text(params, "account", true), "account", "account");
    const type = text(params, "type", true);
    if (type !== "account_onboarding" && type !== "account_update") throw invalid(`Invalid type: ${type}`, { param: "type" });
    const returnUrl = text(params, "return_url", true);
    const refreshUrl = text(params, "refresh_url", true);
    const now = this.now();
    return {
      object: "account_link",
      created: now,
      expires_at: now + 300,
      url: `https://connect.stripe.com/setup/e/${account.id}/${crypto.randomBytes(8).toString("hex")}?return_url=${encodeURIComponent(returnUrl)}&refresh_url=${encodeURIComponent(refreshUrl)}`,
    };
  }

  completeOnboarding(accountId: string): void {
    const account = this.lookup<Stripe.Account>(accountId, "account");
    const previous = { details_submitted: account.details_submitted, charges_enabled: account.charges_enabled, payouts_enabled: account.payouts_enabled };
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.capabilities = Object.fromEntries(Object.keys(account.capabilities ?? {}).map((name) => [name, "active"]));
    // Connected accounts' events reach the platform's Connect endpoint, naming the account.
    this.emit("account.updated", account, null, previous, account.id);
  }

  // ----- Disputes and payouts -----

  dispute(chargeId: string): string {
    const charge = this.lookup<Stripe.Charge>(chargeId, "charge");
    const now = this.now();
    const dispute = this.store<Stripe.Dispute>({
      id: newId("dp"),
      object: "dispute",
      amount: charge.amount - charge.amount_refunded,
      balance_transactions: [],
      charge: charge.id,
      created: now,
      currency: charge.currency,
      enhanced_eligibility_types: [],
      evidence: emptyEvidence(),
      evidence_details: {
        due_by: now + 7 * DAY,
        enhanced_eligibility: {},
        has_evidence: false,
        past_due: false,
        submission_count: 0,
        submission_method: "not_submitted",
      },
      intended_submission_method: null,
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: "fraudulent",
      status: "needs_response",
    });
    charge.disputed = true;
    this.emit("charge.dispute.created", dispute, null);
    this.emit("charge.dispute.funds_withdrawn", dispute, null);
    return dispute.id;
  }

  closeDispute(disputeId: string, outcome: "won" | "lost"): void {
    const dispute = this.lookup<Stripe.Dispute>(disputeId, "dispute");
    const previous = { status: dispute.status };
    dispute.status = outcome;
    if (outcome === "won") this.emit("charge.dispute.funds_reinstated", dispute, null);
    this.emit("charge.dispute.closed", dispute, null, previous);
  }

  payout(accountId: string, amountCents: number): string {
    this.lookup<Stripe.Account>(accountId, "account");
    const now = this.now();
    const payout = this.store<Stripe.Payout>({
      id: newId("po"),
      object: "payout",
      amount: amountCents,
      application_fee: null,
      application_fee_amount: null,
      arrival_date: now + 2 * DAY,
      automatic: true,
      balance_transaction: newId("txn"),
      created: now,
      currency: "usd",
      description: "STRIPE PAYOUT",
      destination: newId("ba"),
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: {},
      method: "standard",
      original_payout: null,
      payout_method: null,
      reconciliation_status: "completed",
      reversed_by: null,
      source_type: "card",
      statement_descriptor: null,
      status: "in_transit",
      trace_id: null,
      type: "bank_account",
    });
    // A connected account's own events: they reach the platform's Connect endpoint, naming the account.
    this.emit("payout.created", payout, null, undefined, accountId);
    payout.status = "paid";
    this.emit("payout.paid", payout, null, { status: "in_transit" }, accountId);
    return payout.id;
  }
}

// ---------- Helpers ----------

function header(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

function newId(prefix: string): string {
  return `${prefix}_1${crypto.randomBytes(12).toString("base64url").replace(/[-_]/g, "0")}`;
}

function isEnded(subscription: Stripe.Subscription): boolean {
  return subscription.status === "canceled" || subscription.status === "incomplete_expired";
}

/** The same calendar day a month later (or the month's last day), as Stripe bills. */
function addMonths(timestamp: number, months: number): number {
  const date = new Date(timestamp * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: null,
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? "month",
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

function paymentIntentOf(input: {
  id: string;
  amount: number;
  currency: string;
  customer: string;
  created: number;
  destination: string | null;
  applicationFee: number | null;
  savesCard: boolean;
}): Stripe.PaymentIntent {
  return {
    id: input.id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: input.applicationFee,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${input.id}_secret_${crypto.randomBytes(12).toString("base64url").replace(/[-_]/g, "0")}`,
    confirmation_method: "automatic",
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: "Subscription creation",
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: input.savesCard ? "off_session" : null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "requires_payment_method",
    ...(input.destination ? { transfer_data: { destination: input.destination } } : {}),
    transfer_group: null,
  };
}

function declineFor(card: string, firstPayment: boolean): { code: string; declineCode: string; message: string } | null {
  if (card === TEST_CARDS.declined) return { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." };
  if (card === TEST_CARDS.insufficientFunds) {
    return { code: "card_declined", declineCode: "insufficient_funds", message: "Your card has insufficient funds." };
  }
  if (card === TEST_CARDS.failsLater && !firstPayment) {
    return { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." };
  }
  return null;
}

function emptyEvidence(): Stripe.Dispute.Evidence {
  const fields = [
    "access_activity_log",
    "billing_address",
    "cancellation_policy",
    "cancellation_policy_disclosure",
    "cancellation_rebuttal",
    "customer_communication",
    "customer_email_address",
    "customer_name",
    "customer_purchase_ip",
    "customer_signature",
    "duplicate_charge_documentation",
    "duplicate_charge_explanation",
    "duplicate_charge_id",
    "product_description",
    "receipt",
    "refund_policy",
    "refund_policy_disclosure",
    "refund_refusal_explanation",
    "service_date",
    "service_documentation",
    "shipping_address",
    "shipping_carrier",
    "shipping_date",
    "shipping_documentation",
    "shipping_tracking_number",
    "uncategorized_file",
    "uncategorized_text",
  ] as const;
  return { ...Object.fromEntries(fields.map((f) => [f, null])), enhanced_evidence: {} } as Stripe.Dispute.Evidence;
}
