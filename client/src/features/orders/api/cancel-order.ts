import { useChangeOrder } from "./change-order";

/** POST /api/orders/:id/cancel: the order ends (a paid one refunded in full) and the item is for sale again. */
export const useCancelOrder = (orderId: string) =>
  useChangeOrder(orderId, "cancel", { errorTitle: "Could not cancel the order" });
