/**
 * The buyer rates the seller of a completed order, once (POST /api/orders/:id/rating
 * {stars, text}). The rating and the seller's totals (what the item lists show)
 * are written in one transaction; the unique order_ratings_order_key decides
 * two ratings sent at once, so the second is 409 like a later one.
 * The route has checked that the caller is the buyer.
 */
import { sql } from "drizzle-orm";
import type { RateSellerInput } from "@shared/marketplace";
import type { Db } from "../db";
import { orderRatings, sellerRatingTotals, type Order, type OrderRating } from "../db/schema";
import { conflict } from "../http/errors";

const ORDER_ALREADY_RATED = "You have already rated this order.";

export async function rateSeller(ctx: { db: Db }, input: { order: Order; buyerId: string; rating: Required<RateSellerInput> }): Promise<OrderRating> {
  const { order } = input;
  // Completed is final, so the status read with the order cannot change before the insert.
  if (order.status !== "completed") throw conflict(`This order is ${order.status}; a seller is rated once the order is completed.`);
  if (!order.sellerId) throw conflict("The seller's account no longer exists.");
  const sellerId = order.sellerId;
  return ctx.db.transaction(async (tx) => {
    const [rating] = await tx
      .insert(orderRatings)
      .values({ orderId: order.id, buyerId: input.buyerId, sellerId, stars: input.rating.stars, text: input.rating.text })
      .onConflictDoNothing({ target: orderRatings.orderId })
      .returning();
    if (!rating) throw conflict(ORDER_ALREADY_RATED);
    await tx
      .insert(sellerRatingTotals)
      .values({ sellerId, ratingCount: 1, starsTotal: rating.stars })
      .onConflictDoUpdate({
        target: sellerRatingTotals.sellerId,
        set: { ratingCount: sql`${sellerRatingTotals.ratingCount} + 1`, starsTotal: sql`${sellerRatingTotals.starsTotal} + ${rating.stars}` },
      });
    return rating;
  });
}
