/**
 * Paying in tests, the way a fan does on the built-in test provider: subscribe,
 * confirm the first invoice with a test card, then let the jobs deliver the
 * provider's events to the webhook and process them.
 */
import { expect } from "vitest";
import type { MySubscriptionView, SubscribeAnswer } from "@shared/api-types";
import { eq } from "drizzle-orm";
import { users, type CreatorProfile, type User } from "../db/schema";
import { isTestProvider, type TestPaymentProvider } from "../payments/test-provider";
import { buildStaff } from "./factories";
import type { TestApp } from "./harness";

/** Stripe's test card numbers, as a fan types them. */
export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  /** Succeeds now, fails at the next renewal (and its retries). */
  failsAtRenewal: "4000 0000 0000 0341",
  /** Succeeds, and each subscription charge is then disputed by the cardholder. */
  disputed: "4000 0000 0000 0259",
} as const;

export function testProvider(t: TestApp): TestPaymentProvider {
  if (!isTestProvider(t.ctx.payments)) throw new Error("this test app does not use the test payment provider");
  return t.ctx.payments;
}

/** POST /api/subscriptions as the fan: the answer's body (201 new, 200 the pending one). */
export async function startSubscription(
  t: TestApp,
  fan: User,
  profile: Pick<CreatorProfile, "id">,
  tierId?: string,
): Promise<SubscribeAnswer> {
  const res = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id, tierId });
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return res.body as SubscribeAnswer;
}

/** Subscribes, pays with the card (4242 unless told), and waits until the provider's events are processed. */
export async function subscribeAndPay(
  t: TestApp,
  fan: User,
  profile: Pick<CreatorProfile, "id">,
  options: { tierId?: string; card?: string } = {},
): Promise<MySubscriptionView> {
  const started = await startSubscription(t, fan, profile, options.tierId);
  const agent = await t.as(fan);
  const paid = await agent
    .post("/api/payments/test/confirm")
    .send({ clientSecret: started.payment.clientSecret, cardNumber: options.card ?? CARDS.succeeds });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await t.drainJobs();
  const view = await agent.get(`/api/subscriptions/${started.subscription.id}`);
  expect(view.body.status).toBe("active");
  return view.body as MySubscriptionView;
}

/** The app's first admin, made on first use. */
export async function staffOf(t: TestApp): Promise<User> {
  const [staff] = await t.ctx.db.select().from(users).where(eq(users.role, "admin")).limit(1);
  return staff ?? buildStaff(t.ctx.db);
}

/** POST /api/payments/test/advance-clock as staff: answers once every event of those days is processed. */
export async function advanceClock(t: TestApp, days: number): Promise<Date> {
  const res = await (await t.as(await staffOf(t))).post("/api/payments/test/advance-clock").send({ days });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Date(res.body.now);
}

/** The owner asks for their payout onboarding link (opening the account on first use): its path and query, as a browser follows it. */
export async function payoutOnboardingLink(t: TestApp, owner: User, profile: Pick<CreatorProfile, "id">): Promise<string> {
  const res = await (await t.as(owner)).post(`/api/creator-profile/${profile.id}/payout-account/onboarding`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.body.url as string);
  expect(url.origin).toBe(t.baseUrl);
  return `${url.pathname}${url.search}`;
}
