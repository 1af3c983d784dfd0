import { useChangeOrder } from "./change-order";

/** POST /api/orders/:id/ready-for-pickup: the seller has a paid pickup order ready. */
export const useMarkReadyForPickup = (orderId: string) =>
  useChangeOrder(orderId, "ready-for-pickup", { errorTitle: "Could not mark it ready" });
