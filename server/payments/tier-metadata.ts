/**
 * Which tier a provider subscription's price pays for, and from when: kept in
 * the provider subscription's metadata (`tierId`, `tierFrom` in unix seconds),
 * written with every change of tier in the same call that changes the price.
 * The provider's state then says everything the app needs, so the event
 * processor applies a change of tier like any other state, in any order:
 *
 * - an upgrade is from its proration date, inside the current period: the
 *   tier applies now;
 * - a downgrade is from the current period's end: it waits, shown as
 *   scheduled, and applies once the provider's period has moved past it (the
 *   renewal);
 * - a Stripe upgrade that waits for the fan to confirm the payment is a
 *   pending update: its metadata is applied only once paid, so nothing is
 *   granted before.
 */
import type Stripe from "stripe";
import { fromUnix, subscriptionPeriod } from "./stripe-objects";

export const tierMetadata = (tierId: string, from: Date): Record<string, string> => ({
  tierId,
  tierFrom: String(Math.floor(from.getTime() / 1000)),
});

export interface ProviderTier {
  tierId: string;
  /** The monthly price the provider bills for it, in cents. */
  amountCents: number;
  from: Date;
  /** It applies in the current period (else it waits for the period after). */
  current: boolean;
}

/** The tier the provider subscription's price is for, or null when no change of tier was ever made on it. */
export function providerTierOf(subscription: Stripe.Subscription): ProviderTier | null {
  const tierId = subscription.metadata?.tierId;
  const fromSeconds = Number(subscription.metadata?.tierFrom);
  if (typeof tierId !== "string" || !/^[0-9a-f-]{36}$/i.test(tierId) || !Number.isSafeInteger(fromSeconds)) return null;
  const period = subscriptionPeriod(subscription);
  const amountCents = subscription.items?.data?.[0]?.price?.unit_amount;
  if (!period || typeof amountCents !== "number") return null;
  const from = fromUnix(fromSeconds);
  return { tierId, amountCents, from, current: from < period.end };
}
