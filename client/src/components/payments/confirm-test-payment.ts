import { useMutation } from "@tanstack/react-query";
import type { TestPaymentResult } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { cardDigits } from "./card";

/** What a failed payment's toast says: its title ("Subscription failed") and the text when the provider gives none. */
export interface PaymentFailureText {
  title: string;
  fallback: string;
}

/**
 * POST /api/payments/test/confirm: pays with a test card what the client secret
 * names (a subscription's first invoice, an upgrade's proration, an order). A
 * declined card is a 402 whose message ("Your card was declined.") is the toast's text.
 */
export function useConfirmTestPayment(failure: PaymentFailureText) {
  return useMutation({
    mutationFn: ({ clientSecret, cardNumber }: { clientSecret: string; cardNumber: string }) =>
      apiJson<TestPaymentResult>("POST", "/api/payments/test/confirm", { clientSecret, cardNumber: cardDigits(cardNumber) }),
    meta: { errorTitle: failure.title, errorFallback: failure.fallback },
  });
}
