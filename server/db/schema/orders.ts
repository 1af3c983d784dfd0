/** Paw Bazar orders: one buyer's purchase of one listing, and every change of its status. */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ORDER_DISPUTE_REASONS, ORDER_HOLDING_STATUSES, ORDER_STATUSES } from "@shared/marketplace";
import { id, createdAt, sqlWords } from "./columns";
import { users } from "./accounts";
import { marketplaceItems } from "./marketplace";

export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** Null once the seller deleted the listing: the order and its money stay, with the title it was bought under. */
    itemId: uuid("item_id").references(() => marketplaceItems.id, { onDelete: "set null" }),
    itemTitle: text("item_title").notNull(),
    // A deleted account leaves its orders (the other party's and the ledger's record) without a name.
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "set null" }),
    /** One of ORDER_STATUSES (shared/marketplace.ts); changed only by server/orders/transition.ts. */
    status: text("status").notNull().default("pending_payment"),
    deliveryMethod: text("delivery_method").notNull(),
    /** The buyer's address for shipping (shared/marketplace.ts, shippingAddressSchema); null for pickup. */
    shippingAddress: jsonb("shipping_address"),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** The platform's commission on the subtotal (never on shipping), fixed when ordered. */
    commissionCents: integer("commission_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    paymentProvider: text("payment_provider").notNull(),
    /** The provider's PaymentIntent (Stripe's shape for both providers); null until it was created. */
    paymentIntentId: text("payment_intent_id"),
    /** Until when a pending order holds its item. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** What the seller gave when shipping (shared/marketplace.ts, shipOrderSchema). */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    readyForPickupAt: timestamp("ready_for_pickup_at", { withTimezone: true }),
    /** When a shipped or ready order completes by itself (the complete-order job is due then); a dispute stops it. */
    completesAt: timestamp("completes_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** One of ORDER_DISPUTE_REASONS, with the buyer's words, once the buyer disputed the order. */
    disputeReason: text("dispute_reason"),
    disputeDetails: text("dispute_details"),
    /** Staff's note when they resolved the dispute (refund or release). */
    resolutionNote: text("resolution_note"),
    createdAt: createdAt(),
  },
  (t) => [
    // The race of buyers is decided here: at most one order holds an item.
    uniqueIndex("orders_one_holding_per_item_key")
      .on(t.itemId)
      .where(sql`${t.status} in (${sqlWords(ORDER_HOLDING_STATUSES)})`),
    uniqueIndex("orders_payment_intent_key").on(t.paymentIntentId),
    // GET /api/orders?role=…: ORDER BY created_at DESC, id DESC within one party's orders.
    index("orders_buyer_created_idx").on(t.buyerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_seller_created_idx").on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("orders_status_check", sql`${t.status} in (${sqlWords(ORDER_STATUSES)})`),
    check("orders_dispute_reason_check", sql`${t.disputeReason} is null or ${t.disputeReason} in (${sqlWords(ORDER_DISPUTE_REASONS)})`),
    check("orders_delivery_method_check", sql`${t.deliveryMethod} in ('pickup', 'shipping')`),
    check("orders_amounts_check", sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.commissionCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents}`),
  ],
);

export type Order = typeof orders.$inferSelect;

/** Every change of an order's status: who (null: the payment provider or a job), when, from and to. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Null for the order's creation. */
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

export type OrderEvent = typeof orderEvents.$inferSelect;

/** The buyer's rating of the seller after a completed order: one per order (orders' rules in server/orders/rate-seller.ts). */
export const orderRatings = pgTable(
  "order_ratings",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // A deleted account leaves its ratings in the seller's totals, without a name.
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    text: text("text").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("order_ratings_order_key").on(t.orderId), check("order_ratings_stars_check", sql`${t.stars} between 1 and 5`)],
);

export type OrderRating = typeof orderRatings.$inferSelect;

/**
 * Each seller's ratings summed, kept in the rating's transaction: the item lists
 * join one row per seller by its key instead of averaging every rating per page.
 */
export const sellerRatingTotals = pgTable(
  "seller_rating_totals",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ratingCount: integer("rating_count").notNull().default(0),
    starsTotal: integer("stars_total").notNull().default(0),
  },
  (t) => [check("seller_rating_totals_check", sql`${t.ratingCount} >= 0 and ${t.starsTotal} between ${t.ratingCount} and 5 * ${t.ratingCount}`)],
);
