/**
 * Payments (GET /api/payments/config) and the built-in test provider's own
 * endpoints under /api/payments/test/…, which answer 404 when Stripe is the
 * provider:
 *
 *   POST /api/payments/test/confirm {clientSecret, cardNumber}   the fan pays the first invoice (a buyer their order) with a test card
 *   POST /api/payments/test/advance-clock {days}                 staff: billing as if n days had passed
 *   GET  /api/payments/test/onboarding/:accountId?return=…       the account owner: the simulated onboarding page
 *   POST /api/payments/test/onboarding/:accountId?return=…       the account owner: finishes it (its form's bank account number), then 303 back
 *   POST /api/payments/test/disputes/:id/close {outcome}         staff: a cardholder's dispute (test card …0259) won or lost
 *
 * The onboarding link is only an address: like Stripe's hosted onboarding, the
 * page is the creator's alone (their session, 401/404/403 otherwise) and only
 * its form's POST, a write the same-origin check guards, changes the account.
 */
import express, { Router } from "express";
import type { Request } from "express";
import type { PaymentConfigView, TestClockView, TestPaymentResult } from "@shared/api-types";
import { advanceTestClockSchema, closeTestDisputeSchema, testOnboardingFormSchema, testPaymentInputSchema } from "@shared/validation";
import { currentUser, requireUser } from "../../auth/guards";
import { safeReturnTo } from "../../auth/return-to";
import type { AppContext } from "../../context";
import { HttpError, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { settleTestPayments } from "../../payments/settle";
import { DECLINE_MESSAGE } from "../../payments/test-provider/cards";
import { isTestProvider, TEST_ONBOARDING_PATH, type TestPaymentProvider } from "../../payments/test-provider";
import { renderTestOnboardingPage } from "../../payments/test-provider/onboarding-page";
import { authorize } from "../../policies";
import { loadCreatorProfile } from "../../loaders/creator-profile";
import { findPayoutAccountAtProvider } from "../../loaders/payout-account";
import { findSubscriptionWithCreator } from "../../loaders/subscription";
import { findOrder } from "../../orders/queries";

export function paymentsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
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
    if (payment?.appOrderId) {
      // An order's payment: its buyer's alone.
      const order = await findOrder(db, payment.appOrderId);
      if (!order || order.buyerId !== user.id) throw notFound("Payment not found");
    } else {
      const found = payment?.appSubscriptionId ? await findSubscriptionWithCreator(db, payment.appSubscriptionId) : undefined;
      if (!found) throw notFound("Payment not found");
      authorize(user, "paySubscription", found.subscription);
    }
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

  /** The creator profile whose payout account the link names, for its owner only. */
  async function ownersProfile(req: Request<{ accountId: string }>) {
    const user = requireUser(req);
    const account = await findPayoutAccountAtProvider(db, "test", req.params.accountId);
    if (!account) throw notFound(PAYOUT_ACCOUNT_NOT_FOUND);
    const profile = await loadCreatorProfile(db, account.creatorProfileId);
    authorize(user, "managePayoutAccount", profile);
    return profile;
  }

  router.get("/payments/test/onboarding/:accountId", async (req, res) => {
    testProvider();
    const profile = await ownersProfile(req);
    const back = returnPath(req.query.return, ctx.config.publicUrl);
    const action = `${TEST_ONBOARDING_PATH}/${encodeURIComponent(req.params.accountId)}?return=${encodeURIComponent(back)}`;
    res.setHeader("Cache-Control", "no-store");
    res.type("html").send(renderTestOnboardingPage({ petName: profile.petName, action, back }));
  });

  router.post("/payments/test/disputes/:id/close", async (req, res) => {
    const provider = testProvider();
    authorize(currentUser(req), "advanceTestClock");
    const { outcome } = parse(closeTestDisputeSchema, req.body);
    const dispute = await provider.closeDispute(req.params.id, outcome);
    if (!dispute) throw notFound("Dispute not found");
    // Answer once the dispute's events are applied (the ledger gives the money back for a won one).
    await settleTestPayments(ctx, provider, "webhook");
    res.json({ id: dispute.id, status: dispute.status });
  });

  const onboardingForm = express.urlencoded({ extended: false, limit: "2kb" });

  router.post("/payments/test/onboarding/:accountId", onboardingForm, async (req, res) => {
    const provider = testProvider();
    await ownersProfile(req);
    const { bankAccountNumber } = parse(testOnboardingFormSchema, req.body ?? {});
    if (!(await provider.completeOnboarding(req.params.accountId, bankAccountNumber))) throw notFound(PAYOUT_ACCOUNT_NOT_FOUND);
    // Back once the account.updated event is applied, so the dashboard shows "Payouts enabled".
    await settleTestPayments(ctx, provider, "webhook");
    res.redirect(303, returnPath(req.query.return, ctx.config.publicUrl));
  });

  return router;
}

const PAYOUT_ACCOUNT_NOT_FOUND = "Payout account not found";

/** Back to a page of this site only (the onboarding link carries an absolute URL on the public address). */
function returnPath(value: unknown, publicUrl: string): string {
  if (typeof value === "string" && value.startsWith(`${publicUrl}/`)) return safeReturnTo(value.slice(publicUrl.length));
  return safeReturnTo(value);
}
