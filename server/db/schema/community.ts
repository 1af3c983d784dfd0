/** The community forum: threads and their comments. */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, newestFirst } from "./columns";
import { users } from "./accounts";

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
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
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
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("thread_comments_thread_created_idx").on(t.threadId, ...newestFirst(t)),
    index("thread_comments_user_idx").on(t.userId),
  ],
);

export type CommunityThread = typeof communityThreads.$inferSelect;

export type ThreadComment = typeof threadComments.$inferSelect;
