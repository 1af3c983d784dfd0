import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderView } from "@shared/marketplace";
import type { MutationErrorMeta } from "@/lib/query-client";
import { apiJson } from "@/lib/api";
import { orderKey, ordersKey } from "./keys";

/**
 * POST /api/orders/:id/<step> [body]: one of an order's moves. Each answers the
 * order as GET /api/orders/:id does, which the page shows at once; the lists are
 * read again. A move the order's status no longer allows is a 409 naming it (the toast).
 */
export function useChangeOrder<Body = undefined>(orderId: string, step: string, meta: MutationErrorMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiJson<OrderView>("POST", `/api/orders/${encodeURIComponent(orderId)}/${step}`, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ordersKey, exact: false, predicate: (query) => query.queryKey[1] !== orderId });
    },
    meta,
  });
}
