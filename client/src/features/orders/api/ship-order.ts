import type { ShipOrderInput } from "@shared/marketplace";
import { useChangeOrder } from "./change-order";

/** POST /api/orders/:id/ship {carrier, trackingNumber}: the seller sent a paid order. */
export const useShipOrder = (orderId: string) =>
  useChangeOrder<ShipOrderInput>(orderId, "ship", { errorTitle: "Could not mark it shipped" });
