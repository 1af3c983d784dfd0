import type { RateSellerInput } from "@shared/marketplace";
import { useChangeOrder } from "./change-order";

/** POST /api/orders/:id/rating {stars, text}: the buyer rates the seller of a completed order, once; answers the order with its rating. */
export const useRateSeller = (orderId: string) => useChangeOrder<RateSellerInput>(orderId, "rating", { errorTitle: "Could not send your rating" });
