import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderView, ResolveOrderInput } from "@shared/marketplace";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiJson } from "@/lib/api";
import { ordersKey } from "./keys";

const disputesKey = ["/api/admin/orders/disputes"] as const;

/** GET /api/admin/orders/disputes (staff): the orders in dispute, newest first, page by page; read only when `enabled`. */
export function useDisputedOrders(enabled: boolean) {
  return usePagedList<OrderView>(disputesKey, {}, { enabled });
}

/**
 * POST /api/admin/orders/:id/resolve {outcome, note} (staff): refund the buyer or
 * release the seller's payment. The order leaves the list; any open order page is read again.
 */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...input }: ResolveOrderInput & { orderId: string }) =>
      apiJson<OrderView>("POST", `/api/admin/orders/${encodeURIComponent(orderId)}/resolve`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: disputesKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    meta: { errorTitle: "The dispute could not be resolved" },
  });
}
