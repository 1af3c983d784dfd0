import { useChangeOrder } from "./change-order";

/** POST /api/orders/:id/confirm-received: the buyer has the item; the order completes and the seller is paid. */
export const useConfirmReceived = (orderId: string) =>
  useChangeOrder(orderId, "confirm-received", { errorTitle: "Could not confirm" });
