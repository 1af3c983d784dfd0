/**
 * The built-in test payment provider's jobs: delivering its events to the
 * webhook, and its billing cycle (every minute). With Stripe configured they
 * have nothing to do.
 */
import type { AppContext } from "../../context";
import { isTestProvider } from "../../payments";

export async function deliverTestPaymentEvent(ctx: Pick<AppContext, "payments">, eventId: string): Promise<void> {
  if (isTestProvider(ctx.payments)) await ctx.payments.deliverEvent(eventId);
}

export async function runTestPaymentsBillingCycle(ctx: Pick<AppContext, "payments">): Promise<void> {
  if (isTestProvider(ctx.payments)) await ctx.payments.runBillingCycle();
}
