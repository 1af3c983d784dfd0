import { useMutation } from "@tanstack/react-query";
import type { TestPaymentResult } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { cardDigits } from "../card";

/** The failure toast of subscribing, unless the caller names another (an upgrade). */
export const SUBSCRIPTION_FAILED = "Subscription failed";

/**
 * POST /api/payments/test/confirm: pays an invoice (a subscription's first, an
 * upgrade's proration) with a test card. A declined card is a 402 whose message
 * ("Your card was declined.") is the toast's text, under `failureTitle`.
 */
export function useConfirmTestPayment(failureTitle = SUBSCRIPTION_FAILED) {
  return useMutation({
    mutationFn: ({ clientSecret, cardNumber }: { clientSecret: string; cardNumber: string }) =>
      apiJson<TestPaymentResult>("POST", "/api/payments/test/confirm", { clientSecret, cardNumber: cardDigits(cardNumber) }),
    meta: { errorTitle: failureTitle, errorFallback: failureTitle === SUBSCRIPTION_FAILED ? "Failed to create subscription" : "The payment failed" },
  });
}
