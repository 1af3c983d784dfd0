/** What PawFans tells a person: new posts, fans, moderation notices … (server/routes/notifications/). */
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, newestFirst } from "./columns";
import { users } from "./accounts";
import { posts } from "./content";
import { creatorProfiles } from "./creators";
import { liveSessions } from "./live";
import { orders } from "./orders";

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
    /** A live stream's notifications (scheduled, reminder, started, canceled). */
    liveSessionId: uuid("live_session_id").references(() => liveSessions.id, { onDelete: "cascade" }),
    /** A Paw Bazar order's notification (paid, shipped, completed …): the order it is about. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
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
    // The same for a live's: a fan-out or reminder that runs twice tells nobody twice.
    uniqueIndex("notifications_user_live_session_type_key")
      .on(t.userId, t.liveSessionId, t.type)
      .where(sql`${t.liveSessionId} is not null`),
    index("notifications_live_session_idx").on(t.liveSessionId).where(sql`${t.liveSessionId} is not null`),
    index("notifications_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
