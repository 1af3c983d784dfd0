/**
 * The stand-in speaks Stripe's wire format: the SDK's form-encoded requests in,
 * Stripe's JSON and error shapes out, idempotent replays.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPaymentError } from "../../payments/stripe/errors";
import { startStripeStandIn, type StripeStandIn } from "./index";

const SECRET_KEY = "sk_test_standin_wire";

let standIn: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: "whsec_wire" });
  const url = new URL(standIn.url);
  stripe = new Stripe(SECRET_KEY, { host: url.hostname, port: url.port, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(() => standIn?.close());

describe("the stand-in", () => {
  it("decodes the SDK's nested form keys and answers the object", async () => {
    const customer = await stripe.customers.create({ name: "Fan", metadata: { userId: "u1", "with space": "a&b=c" } });
    const request = standIn.requestsTo("POST", "/v1/customers").at(-1);
    expect(request?.params).toEqual({ name: "Fan", metadata: { userId: "u1", "with space": "a&b=c" } });
    expect(customer).toMatchObject({ object: "customer", name: "Fan", metadata: { userId: "u1", "with space": "a&b=c" } });
    expect(customer.lastResponse.requestId).toMatch(/^req_/);
  });

  it("answers Stripe's error shape with Stripe's status", async () => {
    const res = await fetch(`${standIn.url}/v1/charges/ch_nope`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: "No such charge: 'ch_nope'",
        param: "id",
        request_log_url: expect.stringMatching(/^https:\/\/dashboard\.stripe\.com\/test\/logs\/req_/),
      },
    });

    const unauthorized = await fetch(`${standIn.url}/v1/charges/ch_nope`, { headers: { authorization: "Bearer sk_test_other" } });
    expect(unauthorized.status).toBe(401);
    expect((await unauthorized.json()).error.type).toBe("invalid_request_error");

    const unknown = await stripe.customers.create({ nickname: "x" } as Stripe.CustomerCreateParams).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "nickname", message: "Received unknown parameter: nickname" });

    const badExpand = await stripe.customers
      .retrieve((await stripe.customers.create({ name: "x" })).id, { expand: ["nothing_here"] })
      .catch((e: unknown) => e);
    expect(badExpand).toMatchObject({ statusCode: 400, message: "This property cannot be expanded (nothing_here)." });
  });

  it("replays a POST repeated with its idempotency key, and refuses the key with other parameters", async () => {
    const first = await stripe.customers.create({ name: "Once" }, { idempotencyKey: "key-replay" });
    const again = await stripe.customers.create({ name: "Once" }, { idempotencyKey: "key-replay" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");

    const other = await stripe.customers.create({ name: "Twice" }, { idempotencyKey: "key-replay" }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(toPaymentError(other)).toMatchObject({ status: 409 });
  });

  it("answers an injected failure once, then works again", async () => {
    standIn.failNext("POST", "/v1/customers", { status: 402, type: "card_error", code: "card_declined", message: "Your card was declined." });
    await expect(stripe.customers.create({ name: "x" })).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(stripe.customers.create({ name: "x" })).resolves.toMatchObject({ object: "customer" });
  });
});
