/**
 * The data model of PawFans as Drizzle tables. Migrations in
 * /migrations are generated from this file by drizzle-kit; request schemas built
 * on these tables live in ./validation.ts.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  json,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * The index columns of a newest-first list, in exactly the order of the lists'
 * `ORDER BY created_at DESC, id DESC`: PostgreSQL sorts nulls first in a DESC
 * order, and an index declared NULLS LAST could not serve that ORDER BY.
 */
function newestFirst(t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) {
  return [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
}

// Express sessions (connect-pg-simple reads and writes this table).
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const users = pgTable("users", {
  id: id(),
  /** The identity provider's subject; users are upserted on it at each sign-in. */
  authSubject: text("auth_subject").notNull().unique(),
  email: text("email").unique(),
  username: text("username").notNull().unique(),
  displayName: text("display_name"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    /** Subscriptions that make a fan (shared/subscriptions.ts), kept by a trigger on subscriptions. */
    fansCount: integer("fans_count").notNull().default(0),
    /** Posts of the profile, kept by a trigger on posts. */
    postsCount: integer("posts_count").notNull().default(0),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [index("subscription_tiers_creator_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

export const posts = pgTable(
  "posts",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    caption: text("caption"),
    mediaUrl: text("media_url"),
    mediaType: text("media_type").notNull().default("image"),
    thumbnailUrl: text("thumbnail_url"),
    duration: integer("duration"),
    isPremium: boolean("is_premium").notNull().default(false),
    likes: integer("likes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("posts_creator_created_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    tierId: uuid("tier_id").references(() => subscriptionTiers.id, { onDelete: "set null" }),
    price: money("price").notNull(),
    status: text("status").notNull().default("active"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeCustomerId: text("stripe_customer_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // No second active subscription to the same creator.
    uniqueIndex("subscriptions_one_active_key")
      .on(t.subscriberId, t.creatorProfileId)
      .where(sql`${t.status} = 'active'`),
    index("subscriptions_creator_created_idx").on(t.creatorProfileId, ...newestFirst(t)),
    index("subscriptions_subscriber_created_idx").on(t.subscriberId, ...newestFirst(t)),
    index("subscriptions_tier_idx").on(t.tierId),
    // The new-post fan-out walks a creator's fans by subscriber id, a batch at a time.
    index("subscriptions_creator_subscriber_idx").on(t.creatorProfileId, t.subscriberId),
  ],
);

export const postLikes = pgTable(
  "post_likes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("post_likes_user_post_key").on(t.userId, t.postId),
    index("post_likes_post_idx").on(t.postId),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(...newestFirst(t))],
);

export const communityThreads = pgTable(
  "community_threads",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull().default("General"),
    likes: integer("likes").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("community_threads_created_idx").on(...newestFirst(t)),
    index("community_threads_category_created_idx").on(t.category, ...newestFirst(t)),
    index("community_threads_user_idx").on(t.userId),
  ],
);

export const threadComments = pgTable(
  "thread_comments",
  {
    id: id(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => communityThreads.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("thread_comments_thread_created_idx").on(t.threadId, ...newestFirst(t)),
    index("thread_comments_user_idx").on(t.userId),
  ],
);

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
  },
  (t) => [
    index("marketplace_items_created_idx").on(...newestFirst(t)),
    index("marketplace_items_category_created_idx").on(t.category, ...newestFirst(t)),
    index("marketplace_items_seller_idx").on(t.sellerId),
  ],
);

export const wellnessTips = pgTable(
  "wellness_tips",
  {
    id: id(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("wellness_tips_created_idx").on(...newestFirst(t)),
    index("wellness_tips_category_created_idx").on(t.category, ...newestFirst(t)),
    index("wellness_tips_author_idx").on(t.authorId),
  ],
);

export const vetArticles = pgTable(
  "vet_articles",
  {
    id: id(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    specialization: text("specialization").notNull(),
    imageUrl: text("image_url"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("vet_articles_created_idx").on(...newestFirst(t)),
    index("vet_articles_specialization_created_idx").on(t.specialization, ...newestFirst(t)),
    index("vet_articles_author_idx").on(t.authorId),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorProfileId: uuid("creator_profile_id").references(() => creatorProfiles.id, {
      onDelete: "cascade",
    }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, ...newestFirst(t)),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.read} = false`),
    index("notifications_creator_idx").on(t.creatorProfileId),
    index("notifications_post_idx").on(t.postId),
    // One notification of a kind per person and post: a fan-out that runs twice writes nothing twice.
    uniqueIndex("notifications_user_post_type_key")
      .on(t.userId, t.postId, t.type)
      .where(sql`${t.postId} is not null`),
  ],
);

export const liveSessions = pgTable(
  "live_sessions",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    thumbnailUrl: text("thumbnail_url"),
    status: text("status").notNull().default("scheduled"),
    viewerCount: integer("viewer_count").notNull().default(0),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("live_sessions_creator_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

/**
 * Every uploaded object: who owns it and who may read it. Premium post media are
 * 'subscribers' (owner and active subscribers of creatorProfileId); the rest 'public'.
 */
export const mediaObjects = pgTable(
  "media_objects",
  {
    objectPath: text("object_path").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    visibility: text("visibility").notNull().default("public"),
    creatorProfileId: uuid("creator_profile_id").references(() => creatorProfiles.id, {
      onDelete: "cascade",
    }),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    etag: text("etag").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_objects_owner_idx").on(t.ownerId),
    index("media_objects_creator_idx").on(t.creatorProfileId),
  ],
);

/**
 * Every upload URL handed out. An upload that is never registered as a media
 * object (attached to a profile, post or listing) is deleted by a clean-up job
 * a day after its URL expired.
 */
export const uploadTickets = pgTable(
  "upload_tickets",
  {
    objectPath: text("object_path").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("upload_tickets_expires_idx").on(t.expiresAt)],
);

/**
 * Rate-limit counters shared by every app instance (the rate limiter's own
 * layout: a key, the points used in the window and when the window ends, in ms).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export type User = typeof users.$inferSelect;
export type CreatorProfile = typeof creatorProfiles.$inferSelect;
export type SubscriptionTier = typeof subscriptionTiers.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type PostLike = typeof postLikes.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type CommunityThread = typeof communityThreads.$inferSelect;
export type ThreadComment = typeof threadComments.$inferSelect;
export type MarketplaceItem = typeof marketplaceItems.$inferSelect;
export type WellnessTip = typeof wellnessTips.$inferSelect;
export type VetArticle = typeof vetArticles.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type LiveSession = typeof liveSessions.$inferSelect;
export type MediaObject = typeof mediaObjects.$inferSelect;
