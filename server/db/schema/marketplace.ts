/** Paw Bazar: items for sale. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MARKETPLACE_ITEM_STATUSES } from "@shared/marketplace";
import { id, createdAt, money, newestFirst, sqlWords } from "./columns";
import { users } from "./accounts";

export const marketplaceItems = pgTable(
  "marketplace_items",
  {
    id: id(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: money("price").notNull(),
    platformCommission: numeric("platform_commission", { precision: 5, scale: 4 })
      .notNull()
      .default("0.05"),
    category: text("category").notNull(),
    imageUrl: text("image_url"),
    condition: text("condition").notNull(),
    location: text("location"),
    /** One of MARKETPLACE_ITEM_STATUSES (shared/marketplace.ts): reserved and sold are set by orders alone. */
    status: text("status").notNull().default("available"),
    /** Delivery options (shared/marketplace.ts, deliveryOptionsSchema); listings made before them offer pickup only. */
    deliveryPickup: boolean("delivery_pickup").notNull().default(true),
    deliveryShipping: boolean("delivery_shipping").notNull().default(false),
    shippingCents: integer("shipping_cents").notNull().default(0),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("marketplace_items_created_idx").on(...newestFirst(t)),
    index("marketplace_items_category_created_idx").on(t.category, ...newestFirst(t)),
    index("marketplace_items_seller_idx").on(t.sellerId),
    check("marketplace_items_delivery_check", sql`(${t.deliveryPickup} or ${t.deliveryShipping}) and ${t.shippingCents} >= 0`),
    check("marketplace_items_status_check", sql`${t.status} in (${sqlWords(MARKETPLACE_ITEM_STATUSES)})`),
  ],
);

export type MarketplaceItem = typeof marketplaceItems.$inferSelect;
