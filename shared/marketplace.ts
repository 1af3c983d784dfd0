/**
 * Paw Bazar as a marketplace: a listing's statuses and delivery options, an
 * order's statuses and what a buyer sends to order. One source for the server
 * (tables, routes, the state machine) and the client (forms, badges).
 */
import { z } from "zod";

/**
 * A listing is available until a buyer reserves it by ordering (for the
 * reservation's minutes), sold once that order is paid, and withdrawn while its
 * seller takes it off the market (relisting makes it available again).
 */
export const MARKETPLACE_ITEM_STATUSES = ["available", "reserved", "sold", "withdrawn"] as const;
export type MarketplaceItemStatus = (typeof MARKETPLACE_ITEM_STATUSES)[number];

/** What a seller may set by hand: withdraw, or relist. Reserved and sold come from orders alone. */
export const SELLER_ITEM_STATUSES = ["available", "withdrawn"] as const;

/** The lists' status filter: `sold` shows sold items; by default the lists show the items for sale. */
export const ITEM_LIST_STATUSES = ["for_sale", "available", "reserved", "sold"] as const;
export type ItemListStatus = (typeof ITEM_LIST_STATUSES)[number];

/** How long an order holds its item while the buyer pays. */
export const ORDER_RESERVATION_MINUTES = 15;

/** A shipping price above this is refused (the same ceiling as an item's price, in cents). */
const SHIPPING_CENTS_MAX = 9_999_999_999;

/** A listing's delivery options; listings made before they existed offer pickup only. */
export const deliveryOptionsSchema = z
  .object({
    pickup: z.boolean({ error: "Pickup must be true or false" }),
    shipping: z.boolean({ error: "Shipping must be true or false" }),
    shippingCents: z
      .number({ error: "Shipping price must be a number of cents" })
      .int("Shipping price must be a whole number of cents")
      .nonnegative("Shipping price cannot be negative")
      .max(SHIPPING_CENTS_MAX, "Shipping price is too large"),
  })
  .strip()
  .refine((d) => d.pickup || d.shipping, { message: "Please offer pickup, shipping or both", path: ["pickup"] });
export type DeliveryOptions = z.output<typeof deliveryOptionsSchema>;

export const PICKUP_ONLY: DeliveryOptions = { pickup: true, shipping: false, shippingCents: 0 };

export type DeliveryMethod = "pickup" | "shipping";

const addressLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !text.includes("\u0000"), "Text cannot contain null characters");

const optionalAddressLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !text.includes("\u0000"), "Text cannot contain null characters")
    .optional()
    .transform((text) => (text ? text : undefined));

/** Where a shipped order goes (the checkout form validates with it too). */
const shippingAddressSchema = z
  .object({
    name: addressLine("Name", 100),
    line1: addressLine("Address", 200),
    line2: optionalAddressLine("Address line 2", 200),
    city: addressLine("City", 100),
    region: optionalAddressLine("Region", 100),
    postalCode: addressLine("Postal code", 20),
    // ISO 3166-1 alpha-2, as payment providers take it.
    country: z
      .string({ error: "Country is required" })
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Country must be a two-letter code")
      .transform((code) => code.toUpperCase()),
  })
  .strip();
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** POST /api/marketplace-items/:id/orders */
export const orderInputSchema = z
  .object({
    delivery: z.discriminatedUnion(
      "method",
      [
        z.object({ method: z.literal("pickup") }).strip(),
        z.object({ method: z.literal("shipping"), address: shippingAddressSchema }).strip(),
      ],
      { error: "Please choose pickup or shipping" },
    ),
  })
  .strip();
export type OrderInput = z.input<typeof orderInputSchema>;

/**
 * An order's statuses (server/orders/state-machine.ts has its transitions):
 * pending_payment → paid → shipped | ready_for_pickup → received → completed,
 * and canceled, refunded, disputed, expired.
 */
export const ORDER_STATUSES = [
  "pending_payment",
  "paid",
  "shipped",
  "ready_for_pickup",
  "received",
  "completed",
  "canceled",
  "refunded",
  "disputed",
  "expired",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses in which an order holds its item (at most one such order per item). */
export const ORDER_HOLDING_STATUSES = [
  "pending_payment",
  "paid",
  "shipped",
  "ready_for_pickup",
  "received",
  "completed",
  "disputed",
] as const satisfies readonly OrderStatus[];

export const ORDER_ROLES = ["buyer", "seller"] as const;

/** After shipping (or being ready for pickup) an order completes by itself this many days on, unless disputed first. */
export const ORDER_AUTO_COMPLETE_DAYS = 14;

/** How long after paying the buyer may still cancel (the seller may until shipping). */
export const ORDER_BUYER_CANCEL_MINUTES = 60;

const orderText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !text.includes("\u0000"), "Text cannot contain null characters");

/** POST /api/orders/:id/ship */
export const shipOrderSchema = z
  .object({
    carrier: orderText("Carrier", 60),
    trackingNumber: orderText("Tracking number", 100),
  })
  .strip();
export type ShipOrderInput = z.input<typeof shipOrderSchema>;

/** Why a buyer disputes an order. */
export const ORDER_DISPUTE_REASONS = ["not_received", "not_as_described"] as const;
export type OrderDisputeReason = (typeof ORDER_DISPUTE_REASONS)[number];

/** POST /api/orders/:id/dispute */
export const disputeOrderSchema = z
  .object({
    reason: z.enum(ORDER_DISPUTE_REASONS, { error: "Please choose a reason: not received or not as described" }),
    details: orderText("Details", 2000),
  })
  .strip();
export type DisputeOrderInput = z.input<typeof disputeOrderSchema>;

/** How staff end a dispute: the buyer's money back, or the seller paid. */
const ORDER_RESOLUTION_OUTCOMES = ["refund", "release"] as const;

/** POST /api/admin/orders/:id/resolve */
export const resolveOrderSchema = z
  .object({
    outcome: z.enum(ORDER_RESOLUTION_OUTCOMES, { error: "Outcome must be refund or release" }),
    note: orderText("Note", 2000),
  })
  .strip();
export type ResolveOrderInput = z.input<typeof resolveOrderSchema>;

/** A rating's stars, 1 to 5, and how long its text may be. */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export const RATING_TEXT_MAX = 500;

/** POST /api/orders/:id/rating: the buyer rates the seller of a completed order, once. */
export const rateSellerSchema = z
  .object({
    stars: z
      .number({ error: "Please choose 1 to 5 stars" })
      .int("Please choose 1 to 5 stars")
      .min(1, "Please choose 1 to 5 stars")
      .max(5, "Please choose 1 to 5 stars"),
    text: z
      .string({ error: "Text must be text" })
      .trim()
      .max(RATING_TEXT_MAX, `Text must be at most ${RATING_TEXT_MAX} characters`)
      .refine((text) => !text.includes("\u0000"), "Text cannot contain null characters")
      .default(""),
  })
  .strip();
export type RateSellerInput = z.input<typeof rateSellerSchema>;

/** The buyer's rating of the order's seller. */
export interface OrderRatingView {
  stars: number;
  text: string;
  createdAt: string;
}

/** A seller's ratings on every listing: the average of the stars (2 decimals; null before the first) and how many. */
export interface SellerRatingView {
  average: number | null;
  count: number;
}

/** One change of an order's status (GET /api/orders/:id): who (null: the payment provider or the clock), when, from, to. */
export interface OrderEventView {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorId: string | null;
  createdAt: string;
}

/** An order as its buyer, its seller and staff see it; amounts in integer cents. */
export interface OrderView {
  id: string;
  itemId: string | null;
  itemTitle: string;
  buyerId: string | null;
  sellerId: string | null;
  status: OrderStatus;
  delivery: { method: DeliveryMethod; address: ShippingAddress | null };
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  commissionCents: number;
  currency: string;
  /** Until when a pending order holds the item. */
  reservedUntil: string;
  paidAt: string | null;
  /** The seller's shipment (shipped orders). */
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  readyForPickupAt: string | null;
  /** When a shipped or ready order completes by itself (ORDER_AUTO_COMPLETE_DAYS on), unless confirmed or disputed first. */
  completesAt: string | null;
  completedAt: string | null;
  /** The buyer's dispute, once opened. */
  dispute: { reason: OrderDisputeReason; details: string } | null;
  /** Staff's note when they resolved the dispute. */
  resolutionNote: string | null;
  /** The buyer's rating of the seller, once given (completed orders only). */
  rating: OrderRatingView | null;
  createdAt: string;
  /** Oldest first; GET /api/orders/:id only. */
  events?: OrderEventView[];
}

/** POST /api/marketplace-items/:id/orders: the order, and what pays it (the card form's provider and client secret). */
export interface PlacedOrderView {
  order: OrderView;
  payment: { provider: "stripe" | "test"; clientSecret: string };
}

/** Where a sale's money stands for its seller: held until the order completes, then earned; refunded when the buyer got it back. */
export type SaleMoneyState = "held" | "earned" | "refunded";

/**
 * One marketplace sale on its seller's statements page (GET /api/creator-profile/:id/sales):
 * the amounts in integer cents; shareCents is the total less the commission.
 */
export interface MarketplaceSaleView {
  /** The order's id. */
  id: string;
  itemTitle: string;
  status: OrderStatus;
  money: SaleMoneyState;
  subtotalCents: number;
  shippingCents: number;
  commissionCents: number;
  shareCents: number;
  paidAt: string;
  completedAt: string | null;
}
