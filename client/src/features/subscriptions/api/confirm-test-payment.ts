import { useMutation } from "@tanstack/react-query";
import type { TestPaymentResult } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { cardDigits } from "../card";

/**
 * POST /api/payments/test/confirm: pays the first invoice with a test card. A
 * declined card is a 402 whose message ("Your card was declined.") is the toast's text.
 */
export function useConfirmTestPayment() {
  return useMutation({
    mutationFn: ({ clientSecret, cardNumber }: { clientSecret: string; cardNumber: string }) =>
      apiJson<TestPaymentResult>("POST", "/api/payments/test/confirm", { clientSecret, cardNumber: cardDigits(cardNumber) }),
    meta: { errorTitle: "Subscription failed", errorFallback: "Failed to create subscription" },
  });
}
