/** Which tier a provider subscription's price is for, read from its metadata and its current period. */
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { providerTierOf, tierMetadata } from "./tier-metadata";

const TIER = "6a1f3c2e-0d4b-4c8e-9f00-1234567890ab";
const START = Date.UTC(2026, 10, 1) / 1000;
const END = Date.UTC(2026, 11, 1) / 1000;

function subscription(metadata: Record<string, string>, period = { start: START, end: END }, unitAmount = 1999): Stripe.Subscription {
  return {
    metadata,
    items: { data: [{ current_period_start: period.start, current_period_end: period.end, price: { unit_amount: unitAmount } }] },
  } as unknown as Stripe.Subscription;
}

describe("providerTierOf", () => {
  it("applies now a tier from a moment inside the current period (an upgrade's proration date)", () => {
    const from = new Date((START + 86_400 * 10) * 1000);
    expect(providerTierOf(subscription(tierMetadata(TIER, from)))).toEqual({ tierId: TIER, amountCents: 1999, from, current: true });
  });

  it("waits with a tier from the period's end (a downgrade), and applies it once the renewal has moved the period", () => {
    const from = new Date(END * 1000);
    expect(providerTierOf(subscription(tierMetadata(TIER, from), { start: START, end: END }, 499))).toMatchObject({ current: false, amountCents: 499 });
    const renewed = { start: END, end: Date.UTC(2027, 0, 1) / 1000 };
    expect(providerTierOf(subscription(tierMetadata(TIER, from), renewed, 499))).toMatchObject({ tierId: TIER, current: true });
  });

  it("knows nothing of a subscription whose tier was never changed, or whose metadata is not the app's", () => {
    expect(providerTierOf(subscription({ subscriptionId: TIER }))).toBeNull();
    expect(providerTierOf(subscription({ tierId: "vip", tierFrom: String(START) }))).toBeNull();
    expect(providerTierOf(subscription({ tierId: TIER, tierFrom: "soon" }))).toBeNull();
  });

  it("writes the moment in unix seconds", () => {
    expect(tierMetadata(TIER, new Date(START * 1000 + 999))).toEqual({ tierId: TIER, tierFrom: String(START) });
  });
});
