import { useQuery } from "@tanstack/react-query";
import type { PaymentConfigView } from "@shared/api-types";

/**
 * GET /api/payments/config: which provider takes the cards. "stripe": the subscribe
 * dialog shows Stripe's Payment Element; "test": the built-in card form, and staff
 * get the test clock. Read once per page load (it never changes while running).
 */
export function usePaymentConfig(options: { enabled?: boolean } = {}) {
  return useQuery<PaymentConfigView>({ queryKey: ["/api/payments/config"], enabled: options.enabled ?? true });
}
