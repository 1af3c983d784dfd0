/**
 * Ordering a listing (POST /api/marketplace-items/:id/orders). Three steps, with
 * no network call inside a transaction, as subscribing does:
 *
 *   1. under the item's row lock: the checks (404 unknown or hidden, 400 the
 *      seller's own item or a delivery the listing does not offer, 409 not
 *      available), the order (pending_payment, its amounts fixed now), the item
 *      reserved, the order's first event, and the job that expires it when the
 *      reservation ends. Racing buyers queue on the lock and find it reserved;
 *      the partial unique index (one holding order per item) is the backstop;
 *   2. the provider's PaymentIntent for the total (outside any transaction);
 *   3. its id onto the order.
 *
 * If step 2 fails the order is canceled and the item available again at once,
 * so neither the buyer nor anyone else waits for the reservation to run out.
 */
import { eq } from "drizzle-orm";
import { ORDER_RESERVATION_MINUTES, type OrderInput, type ShippingAddress } from "@shared/marketplace";
import { commissionCents, toCents } from "@shared/money";
import { marketplaceItems, orderEvents, orders, type Order } from "../db/schema";
import type { Db } from "../db";
import { badRequest, conflict, HttpError, notFound } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import type { PaymentCollection, PaymentProvider } from "../payments/provider";
import { mayViewHidden } from "../policies/moderation";
import type { SessionUser } from "../auth/guards";
import { releaseItem } from "./item-status";
import { transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

const ITEM_NOT_AVAILABLE = "This item is no longer available.";
const OWN_ITEM = "You cannot buy your own item.";
const NO_SHIPPING = "This item cannot be shipped. Choose pickup.";
const NO_PICKUP = "This item cannot be picked up. Choose shipping.";
const ITEM_NOT_FOUND = "Item not found";
const PROVIDER_UNREACHABLE = "The payment provider could not be reached. Please try again.";

/** The transfer group of an order's payment: the seller's transfer at completion names it too. */
const transferGroupOf = (orderId: string): string => `order_${orderId}`;

export async function placeOrder(
  ctx: { db: Db; jobs: JobQueue; payments: PaymentProvider } & MailContext,
  input: { buyer: SessionUser; itemId: string; order: { delivery: OrderInput["delivery"] & { address?: ShippingAddress } } },
): Promise<{ order: Order; payment: PaymentCollection }> {
  const { buyer, itemId } = input;
  const delivery = input.order.delivery;
  const order = await ctx.db.transaction(async (tx) => {
    const [item] = await tx.select().from(marketplaceItems).where(eq(marketplaceItems.id, itemId)).for("update");
    if (!item || !mayViewHidden(buyer, { authorId: item.sellerId, hiddenAt: item.hiddenAt })) throw notFound(ITEM_NOT_FOUND);
    // Requests that make no sense (400) before the state of the item (409).
    if (item.sellerId === buyer.id) throw badRequest(OWN_ITEM);
    if (delivery.method === "shipping" && !item.deliveryShipping) throw badRequest(NO_SHIPPING);
    if (delivery.method === "pickup" && !item.deliveryPickup) throw badRequest(NO_PICKUP);
    // Hidden pending review: nobody buys it until a moderator lets it be seen.
    if (item.status !== "available" || item.hiddenAt) throw conflict(ITEM_NOT_AVAILABLE);

    const now = new Date();
    const subtotalCents = toCents(item.price);
    const shippingCents = delivery.method === "shipping" ? item.shippingCents : 0;
    const [placed] = await tx
      .insert(orders)
      .values({
        itemId: item.id,
        itemTitle: item.title,
        buyerId: buyer.id,
        sellerId: item.sellerId,
        status: "pending_payment",
        deliveryMethod: delivery.method,
        shippingAddress: delivery.method === "shipping" ? delivery.address : null,
        subtotalCents,
        shippingCents,
        totalCents: subtotalCents + shippingCents,
        commissionCents: commissionCents(subtotalCents, item.platformCommission),
        paymentProvider: ctx.payments.kind,
        reservedUntil: new Date(now.getTime() + ORDER_RESERVATION_MINUTES * 60_000),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!placed) throw conflict(ITEM_NOT_AVAILABLE);
    await tx.update(marketplaceItems).set({ status: "reserved" }).where(eq(marketplaceItems.id, item.id));
    await tx.insert(orderEvents).values({ orderId: placed.id, actorId: buyer.id, fromStatus: null, toStatus: "pending_payment", createdAt: now });
    await ctx.jobs.send(tx, "expire-order", { orderId: placed.id }, { startAfter: placed.reservedUntil });
    return placed;
  });

  let started;
  try {
    started = await ctx.payments.createOrderPayment({
      orderId: order.id,
      amountCents: order.totalCents,
      transferGroup: transferGroupOf(order.id),
      description: `Paw Bazar: ${order.itemTitle}`.slice(0, 200),
    });
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      await transitionOrder(tx, { orderId: order.id, to: "canceled", actorId: null, mail: ctx });
      await releaseItem(tx, order.itemId);
    });
    if (error instanceof HttpError) throw error;
    console.error("payments: starting an order's payment failed:", error);
    throw new HttpError(502, PROVIDER_UNREACHABLE);
  }
  const [updated] = await ctx.db
    .update(orders)
    .set({ paymentIntentId: started.paymentIntentId })
    .where(eq(orders.id, order.id))
    .returning();
  return { order: updated ?? order, payment: started.collection };
}
