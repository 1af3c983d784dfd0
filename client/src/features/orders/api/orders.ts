import { useQuery } from "@tanstack/react-query";
import type { OrderView } from "@shared/marketplace";
import { usePagedList } from "@/hooks/use-paged-list";
import { orderKey, ordersKey } from "./keys";

export type OrderRole = "buyer" | "seller";

/** GET /api/orders?role=buyer|seller: the caller's purchases or sales, newest first, page by page. */
export function useOrders(role: OrderRole) {
  return usePagedList<OrderView>(ordersKey, { role });
}

/** GET /api/orders?role=seller&status=paid: the caller's sales paid and waiting to be shipped or handed over, newest first. */
export function useOrdersToShip() {
  return usePagedList<OrderView>(ordersKey, { role: "seller", status: "paid" });
}

/** While a payment is on its way the order is read again this often, until its event has made it paid (or it expired). */
const AWAITING_PAYMENT_POLL_MS = 2_000;

/** GET /api/orders/:id: one order with its events (its buyer, its seller, staff; anyone else 404). */
export function useOrder(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<OrderView>({
    queryKey: orderKey(id),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === "pending_payment" ? AWAITING_PAYMENT_POLL_MS : false),
  });
}
