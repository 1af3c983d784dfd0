import type { DisputeOrderInput } from "@shared/marketplace";
import { useChangeOrder } from "./change-order";

/** POST /api/orders/:id/dispute {reason, details}: the buyer asks staff to step in; the seller's payment is held meanwhile. */
export const useDisputeOrder = (orderId: string) =>
  useChangeOrder<DisputeOrderInput>(orderId, "dispute", { errorTitle: "Could not open the dispute" });
