/**
 * The seller hands a paid order over (POST /api/orders/:id/ship for a shipped
 * order, /ready-for-pickup for one picked up): its carrier and tracking number
 * or the moment it is ready are recorded, and the order will complete by itself
 * ORDER_AUTO_COMPLETE_DAYS later unless the buyer confirms or disputes it first
 * (the complete-order job, sent in the same transaction: ./complete.ts).
 * The route has checked that the caller is the seller.
 */
import { ORDER_AUTO_COMPLETE_DAYS, type ShipOrderInput } from "@shared/marketplace";
import type { Db } from "../db";
import type { Order } from "../db/schema";
import { conflict } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import { transitionOrder } from "./transition";
import type { MailContext } from "../mail/outbox";

const PICKUP_ORDER = "This order is for pickup: mark it ready for pickup instead.";
const SHIPPING_ORDER = "This order is to be shipped: ship it with a tracking number instead.";

const DAY_MS = 24 * 60 * 60 * 1000;
const completesAfter = (at: Date): Date => new Date(at.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS);

/** The seller hands the order over (shipped, or ready for pickup): it completes by itself ORDER_AUTO_COMPLETE_DAYS later unless the buyer confirms or disputes first. */
async function handOver(
  ctx: { db: Db; jobs: JobQueue } & MailContext,
  input: { order: Order; sellerId: string; to: "shipped" | "ready_for_pickup"; changes: (at: Date) => Partial<Order> },
): Promise<Order> {
  const at = new Date();
  const completesAt = completesAfter(at);
  return ctx.db.transaction(async (tx) => {
    const handed = await transitionOrder(tx, {
      orderId: input.order.id,
      to: input.to,
      actorId: input.sellerId,
      at,
      changes: { ...input.changes(at), completesAt },
      mail: ctx,
    });
    await ctx.jobs.send(tx, "complete-order", { orderId: handed.id }, { startAfter: completesAt });
    return handed;
  });
}

export async function shipOrder(
  ctx: { db: Db; jobs: JobQueue } & MailContext,
  input: { order: Order; sellerId: string; shipment: Required<ShipOrderInput> },
): Promise<Order> {
  if (input.order.deliveryMethod !== "shipping") throw conflict(PICKUP_ORDER);
  const { carrier, trackingNumber } = input.shipment;
  return handOver(ctx, { ...input, to: "shipped", changes: (at) => ({ carrier, trackingNumber, shippedAt: at }) });
}

export async function markOrderReadyForPickup(ctx: { db: Db; jobs: JobQueue } & MailContext, input: { order: Order; sellerId: string }): Promise<Order> {
  if (input.order.deliveryMethod !== "pickup") throw conflict(SHIPPING_ORDER);
  return handOver(ctx, { ...input, to: "ready_for_pickup", changes: (at) => ({ readyForPickupAt: at }) });
}
