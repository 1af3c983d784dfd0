/** The payment configuration: Stripe with all three keys, else the test provider, which production refuses unless allowed. */
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const STRIPE = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const PRODUCTION = { NODE_ENV: "production", OIDC_ISSUER_URL: "https://accounts.example.test" };

describe("payments configuration", () => {
  it("uses the test provider when no Stripe key is set", () => {
    expect(loadConfig({}).payments).toEqual({ stripe: undefined, allowTestPayments: false });
  });

  it("uses Stripe with all three keys, and STRIPE_API_BASE as the SDK's host, port and protocol", () => {
    expect(loadConfig(STRIPE).payments.stripe).toEqual({
      secretKey: "sk_test_x",
      publishableKey: "pk_test_x",
      webhookSecret: "whsec_x",
      apiBase: undefined,
    });
    expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: "http://127.0.0.1:12111" }).payments.stripe?.apiBase).toEqual({
      protocol: "http",
      host: "127.0.0.1",
      port: 12111,
    });
    expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: "https://stripe.internal" }).payments.stripe?.apiBase).toEqual({
      protocol: "https",
      host: "stripe.internal",
      port: 443,
    });
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_BASE: "not a url" })).toThrow(/STRIPE_API_BASE/);
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_BASE: "ftp://x" })).toThrow(/STRIPE_API_BASE/);
  });

  it("refuses some but not all of the Stripe keys, naming the missing ones", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together \(missing: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET\)/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })).toThrow(/missing: STRIPE_WEBHOOK_SECRET/);
  });

  it("refuses the test provider in production unless ALLOW_TEST_PAYMENTS=true", () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/needs a real payment provider/);
    expect(() => loadConfig({ ...PRODUCTION, ALLOW_TEST_PAYMENTS: "false" })).toThrow(/ALLOW_TEST_PAYMENTS=true/);
    expect(loadConfig({ ...PRODUCTION, ALLOW_TEST_PAYMENTS: "true" }).payments).toEqual({ stripe: undefined, allowTestPayments: true });
    expect(loadConfig({ ...PRODUCTION, ...STRIPE }).payments.stripe?.secretKey).toBe("sk_test_x");
  });
});
