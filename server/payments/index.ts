/**
 * The payment provider of this run, chosen like the sign-in provider: Stripe when
 * its three keys are configured, otherwise the built-in test provider (refused in
 * production unless ALLOW_TEST_PAYMENTS=true; config.ts checks that).
 */
import type { Config } from "../config";
import type { Db } from "../db";
import type { JobQueue } from "../jobs/queue";
import type { PaymentProvider } from "./provider";
import { createTestProvider } from "./test-provider";

// The public entry for the rest of the server (jobs among them): the provider's interface,
// the event processor and the test provider's own operations.
export { PaymentProviderError, type PaymentProvider } from "./provider";
export { processPaymentEvent } from "./process-event";
export { isTestProvider } from "./test-provider";

export interface PaymentProviderDeps {
  db: Db;
  jobs: JobQueue;
  sessionSecret: string;
}

/** Async because the Stripe provider (and its SDK) loads only when Stripe is configured. */
export async function createPaymentProvider(config: Config, deps: PaymentProviderDeps): Promise<PaymentProvider> {
  if (config.payments.stripe) {
    const { createStripeProvider } = await import("./stripe");
    return createStripeProvider(config.payments.stripe);
  }
  return createTestProvider({ db: deps.db, jobs: deps.jobs, config, sessionSecret: deps.sessionSecret });
}
