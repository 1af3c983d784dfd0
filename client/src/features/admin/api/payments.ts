import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminPaymentView, RefundRequestedView, TestClockView } from "@shared/api-types";
import { usePagedRows } from "@/hooks/use-paged-list";
import { apiJson } from "@/lib/api";

const adminPaymentsKey = ["/api/admin/payments"] as const;

/** GET /api/admin/payments (staff): paid invoices, newest first, paged by invoice id; read only when `enabled`. */
export function useAdminPayments(enabled: boolean) {
  return usePagedRows<AdminPaymentView>(adminPaymentsKey, {}, { enabled }, (payment) => payment.invoiceId);
}

/** The refunded amounts arrive with the provider's event, a moment after the 202: the list is read again meanwhile. */
const REFUND_SETTLE_MS = [1000, 3000, 6000];

/**
 * POST /api/admin/invoices/:id/refund {amountCents?} (staff): a full refund without
 * an amount. 202 while the provider's event is on its way. The dialog shows the
 * server's own words for a refusal (too much, zero, already refunded), so no toast.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, amountCents }: { invoiceId: string; amountCents?: number }) =>
      apiJson<RefundRequestedView>(
        "POST",
        `/api/admin/invoices/${encodeURIComponent(invoiceId)}/refund`,
        amountCents === undefined ? {} : { amountCents },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminPaymentsKey });
      for (const ms of REFUND_SETTLE_MS) {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminPaymentsKey }), ms);
      }
    },
    meta: { errorToast: false },
  });
}

/**
 * POST /api/payments/test/advance-clock {days} (staff, test provider only): the
 * provider acts as if the days had passed (renewals, failures, period ends,
 * payouts). Everything on screen may have changed, so every read is refreshed.
 */
export function useAdvanceTestClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => apiJson<TestClockView>("POST", "/api/payments/test/advance-clock", { days }),
    onSuccess: () => void queryClient.invalidateQueries(),
    meta: { errorTitle: "The test clock did not move", errorFallback: "Please try again." },
  });
}
