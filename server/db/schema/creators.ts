/** Creators: their profiles (with the profile's own price and its benefits) and subscription tiers. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_BENEFITS, type Benefits } from "@shared/benefits";
import { id, createdAt, money, newestFirst } from "./columns";
import { users } from "./accounts";

export const creatorProfiles = pgTable(
  "creator_profiles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    petName: text("pet_name").notNull(),
    petType: text("pet_type").notNull(),
    breed: text("breed"),
    bio: text("bio").notNull(),
    coverImageUrl: text("cover_image_url"),
    avatarImageUrl: text("avatar_image_url"),
    subscriptionPrice: money("subscription_price").notNull().default("9.99"),
    /** What the profile's own price gives (subscriptions without a tier): shared/benefits.ts. */
    benefits: jsonb("benefits").$type<Benefits>().notNull().default(DEFAULT_BENEFITS),
    /** Subscriptions that make a fan (shared/subscriptions.ts), kept by a trigger on subscriptions. */
    fansCount: integer("fans_count").notNull().default(0),
    /** Posts of the profile, kept by a trigger on posts. */
    postsCount: integer("posts_count").notNull().default(0),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    // At most one creator profile per user.
    uniqueIndex("creator_profiles_user_id_key").on(t.userId),
    index("creator_profiles_created_at_idx").on(...newestFirst(t)),
  ],
);

export const subscriptionTiers = pgTable(
  "subscription_tiers",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    price: money("price").notNull(),
    description: text("description"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    /** What the tier gives its fans (shared/benefits.ts); a change applies to its current fans at once. */
    benefits: jsonb("benefits").$type<Benefits>().notNull().default(DEFAULT_BENEFITS),
    createdAt: createdAt(),
    /** An archived tier is offered to no new fan; fans who hold it keep it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [index("subscription_tiers_creator_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

export type CreatorProfile = typeof creatorProfiles.$inferSelect;

export type SubscriptionTier = typeof subscriptionTiers.$inferSelect;
