/** What creators publish: posts, their likes and comments (live sessions: ./live.ts). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PostAudienceKind } from "@shared/post-audience";
import { id, createdAt, newestFirst } from "./columns";
import { users } from "./accounts";
import { creatorProfiles, subscriptionTiers } from "./creators";

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
    /** The specification's flag, kept written for its readers: true unless the audience is everyone. */
    isPremium: boolean("is_premium").notNull().default(false),
    /** Who it is for (shared/post-audience.ts): public, fans (every paying fan), or tier (audienceMinTierId and up). */
    audienceKind: text("audience_kind").$type<PostAudienceKind>().notNull().default("public"),
    /**
     * A tier post's lowest tier. Tiers are archived, not deleted, while posts name
     * them (the key refuses it): an archived tier's posts stay for fans of its
     * price and up.
     */
    audienceMinTierId: uuid("audience_min_tier_id").references(() => subscriptionTiers.id),
    /** Only for tiers with the behind-the-scenes benefit. */
    behindTheScenes: boolean("behind_the_scenes").notNull().default(false),
    likes: integer("likes").notNull().default(0),
    /** The comments everyone sees (hidden ones are not counted), kept by the commands that change them. */
    commentsCount: integer("comments_count").notNull().default(0),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /**
     * False while a video or reel post's video is not watchable yet (transcoding, or refused):
     * then only its author and staff see it (server/video). Set true by the transcode job in the
     * transaction that makes its video ready.
     */
    videoReady: boolean("video_ready").notNull().default(true),
  },
  (t) => [
    // The feed, and the month's exclusive posts of a creator for the tiers' allowance.
    index("posts_creator_created_idx").on(t.creatorProfileId, ...newestFirst(t)),
    index("posts_audience_min_tier_idx").on(t.audienceMinTierId).where(sql`${t.audienceMinTierId} is not null`),
    check(
      "posts_audience_check",
      sql`(${t.audienceKind} in ('public', 'fans') and ${t.audienceMinTierId} is null) or (${t.audienceKind} = 'tier' and ${t.audienceMinTierId} is not null)`,
    ),
    check("posts_is_premium_check", sql`${t.isPremium} = (${t.audienceKind} <> 'public')`),
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

export const postComments = pgTable(
  "post_comments",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("post_comments_post_created_idx").on(t.postId, ...newestFirst(t)),
    index("post_comments_user_idx").on(t.userId),
  ],
);

export type Post = typeof posts.$inferSelect;

export type PostLike = typeof postLikes.$inferSelect;

export type PostComment = typeof postComments.$inferSelect;

