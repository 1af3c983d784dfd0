import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderInput, PlacedOrderView } from "@shared/marketplace";
import { apiJson } from "@/lib/api";
import { ordersKey } from "./keys";

/**
 * POST /api/marketplace-items/:id/orders {delivery}: reserves the item for the
 * buyer and answers the order with what pays it. A 409 ("This item is no longer
 * available.") means someone else was quicker.
 */
export function usePlaceOrder(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) => apiJson<PlacedOrderView>("POST", `/api/marketplace-items/${encodeURIComponent(itemId)}/orders`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ordersKey }),
    meta: { errorTitle: "Could not place the order", errorFallback: "Please try again." },
  });
}
