/** Paw Bazar: items for sale. */
import { index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, money, newestFirst } from "./columns";
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
    status: text("status").notNull().default("available"),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("marketplace_items_created_idx").on(...newestFirst(t)),
    index("marketplace_items_category_created_idx").on(t.category, ...newestFirst(t)),
    index("marketplace_items_seller_idx").on(t.sellerId),
  ],
);

export type MarketplaceItem = typeof marketplaceItems.$inferSelect;
