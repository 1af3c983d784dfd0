/**
 * The stand-in's HTTP surface: takes the SDK's requests as they are sent (form-encoded
 * bodies, query strings for GET and DELETE, a Bearer secret key, Idempotency-Key
 * headers), records them, answers injected failures, replays a POST repeated with
 * its Idempotency-Key (and refuses the key with other parameters), and otherwise
 * routes to an operation and answers its object as Stripe's JSON, or Stripe's error.
 */
import type http from "node:http";
import Stripe from "stripe";
import { ApiError, invalid, type StandInFailure } from "./errors";
import { checkKnown, decodeParams, expandOf, type Params } from "./params";
import { routesOf, type Route } from "./routes";
import type { StandInState } from "./state";
import { newId, type ObjectStore } from "./store";

export interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded form body (POST) or query (GET, DELETE), nested as Stripe reads it; values are strings. */
  params: Params;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  status: number;
  replayed: boolean;
}

export class HttpSurface {
  readonly requests: RecordedRequest[] = [];
  readonly failures: Array<{ method: string; path: string; failure: StandInFailure }> = [];
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  private readonly routes: Route[];
  private readonly store: ObjectStore;

  constructor(
    private readonly secretKey: string,
    state: StandInState,
  ) {
    this.routes = routesOf(state);
    this.store = state.store;
  }

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

    if (header(req, "authorization") !== `Bearer ${this.secretKey}`) {
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
      payload = this.store.render(result as { object: string }, expandOf(params).map((p) => p.split(".")));
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
}

function header(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}
