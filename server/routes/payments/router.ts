/**
 * Payments (GET /api/payments/config) and the built-in test provider's own
 * endpoints under /api/payments/test/…, which answer 404 when Stripe is the
 * provider:
 *
 *   POST /api/payments/test/confirm {clientSecret, cardNumber}   the fan pays the first invoice with a test card
 *   POST /api/payments/test/advance-clock {days}                 staff: billing as if n days had passed
 *   GET  /api/payments/test/onboarding/:accountId?return=…       the simulated payout onboarding
 */
import { Router } from "express";
import type { PaymentConfigView, TestClockView, TestPaymentResult } from "@shared/api-types";
import { advanceTestClockSchema, testPaymentInputSchema } from "@shared/validation";
import { currentUser, requireUser } from "../../auth/guards";
import { safeReturnTo } from "../../auth/return-to";
import type { AppContext } from "../../context";
import { HttpError, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { settleTestPayments } from "../../payments/settle";
import { DECLINE_MESSAGE } from "../../payments/test-provider/cards";
import { isTestProvider, TEST_ONBOARDING_PATH, type TestPaymentProvider } from "../../payments/test-provider";
import { authorize } from "../../policies";
import { findSubscriptionWithCreator } from "../subscriptions/queries";

export function paymentsRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  /** The test provider, or the 404 its endpoints answer when Stripe is configured. */
  function testProvider(): TestPaymentProvider {
    if (!isTestProvider(ctx.payments)) throw notFound();
    return ctx.payments;
  }

  router.get("/payments/config", (_req, res) => {
    const answer: PaymentConfigView = { provider: ctx.payments.kind, publishableKey: ctx.payments.publishableKey };
    res.json(answer);
  });

  router.post("/payments/test/confirm", async (req, res) => {
    const provider = testProvider();
    const user = requireUser(req);
    const input = parse(testPaymentInputSchema, req.body);
    const payment = await provider.findPayment(input.clientSecret);
    const found = payment?.appSubscriptionId ? await findSubscriptionWithCreator(db, payment.appSubscriptionId) : undefined;
    if (!found) throw notFound("Payment not found");
    authorize(user, "paySubscription", found.subscription);
    const outcome = await provider.confirmPayment(input.clientSecret, input.cardNumber);
    if (outcome === "declined") throw new HttpError(402, DECLINE_MESSAGE);
    const answer: TestPaymentResult = { status: "succeeded" };
    res.json(answer);
  });

  router.post("/payments/test/advance-clock", async (req, res) => {
    const provider = testProvider();
    authorize(currentUser(req), "advanceTestClock");
    const { days } = parse(advanceTestClockSchema, req.body);
    const now = await provider.advanceClock(days);
    // Answer once every renewal, failure and payout of those days is applied.
    await settleTestPayments(ctx, provider, "webhook");
    const answer: TestClockView = { now: now.toISOString() };
    res.json(answer);
  });

  router.get(`${TEST_ONBOARDING_PATH.replace(/^\/api/, "")}/:accountId`, async (req, res) => {
    const provider = testProvider();
    if (!(await provider.completeOnboarding(req.params.accountId))) throw notFound("Payout account not found");
    await settleTestPayments(ctx, provider, "webhook");
    res.redirect(303, returnPath(req.query.return, ctx.config.publicUrl));
  });

  return router;
}

/** Back to a page of this site only (the onboarding link carries an absolute URL on the public address). */
function returnPath(value: unknown, publicUrl: string): string {
  if (typeof value === "string" && value.startsWith(`${publicUrl}/`)) return safeReturnTo(value.slice(publicUrl.length));
  return safeReturnTo(value);
}
