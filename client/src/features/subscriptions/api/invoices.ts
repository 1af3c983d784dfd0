import type { InvoiceView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";

/** GET /api/subscriptions/:id/invoices (the subscriber): the receipts, newest first, page by page; read while `enabled`. */
export function useSubscriptionInvoices(subscriptionId: string, enabled: boolean) {
  return usePagedList<InvoiceView>(["/api/subscriptions", subscriptionId, "invoices"], {}, { enabled });
}
