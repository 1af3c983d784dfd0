/**
 * The app on Stripe offline: the Stripe stand-in (./stripe-stand-in) as the API, the
 * app's Stripe keys naming it, and `stripeDelivers()` handing the stand-in's queued
 * events to the app's webhook as Stripe would (each answered 200), then running the
 * jobs they queued.
 */
import { expect } from "vitest";
import { PAYMENT_WEBHOOK_PATH } from "../payments/provider";
import { startTestApp, type TestApp } from "./harness";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";

export interface StripeTestApp {
  app: TestApp;
  standIn: StripeStandIn;
  stripeDelivers(): Promise<void>;
  close(): Promise<void>;
}

/** `name` keeps each test file's keys its own ("sk_test_pawfans_<name>"). */
export async function startStripeTestApp(name: string): Promise<StripeTestApp> {
  const secretKey = `sk_test_pawfans_${name}`;
  const webhookSecret = `whsec_pawfans_${name}`;
  const standIn = await startStripeStandIn({ secretKey, webhookSecret });
  const app = await startTestApp({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: `pk_test_pawfans_${name}`,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: standIn.url,
  });
  return {
    app,
    standIn,
    async stripeDelivers() {
      const deliveries = await standIn.deliverEvents(`${app.baseUrl}${PAYMENT_WEBHOOK_PATH}`);
      expect(deliveries.filter((d) => d.status !== 200)).toEqual([]);
      await app.drainJobs();
    },
    async close() {
      await app.close();
      await standIn.close();
    },
  };
}
