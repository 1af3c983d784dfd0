/** Uploaded objects: who owns each and who may read it, and every upload URL handed out. */
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { creatorProfiles } from "./creators";
import { posts } from "./content";

/**
 * Every uploaded object: who owns it and who may read it. Premium post media are
 * 'subscribers' (owner and active subscribers of creatorProfileId); the rest 'public'.
 * An image also gets, from a background job, its size, a tiny blurred placeholder
 * and narrower WebP variants stored next to it (server/storage/image-variants.ts), read
 * under the original's rule.
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
    /**
     * The post whose rule reads a 'subscribers' object (policies/post-access.ts,
     * the same rule as the feed): an exclusive file belongs to one post.
     */
    postId: uuid("post_id").references(() => posts.id, { onDelete: "set null" }),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    etag: text("etag").notNull(),
    /** The image's intrinsic size in pixels, upright (EXIF orientation applied); null for videos and until processed. */
    width: integer("width"),
    height: integer("height"),
    /** A few hundred bytes: a tiny blurred rendering as a data: URI, shown until the image loads and as a locked post's teaser. */
    placeholder: text("placeholder"),
    /** The widths of the WebP variants stored (narrower than the original only); null until processed. */
    variantWidths: integer("variant_widths").array(),
    createdAt: createdAt(),
  },
  (t) => [
    // Per-owner lookups, and the day's uploaded bytes for the upload quota.
    index("media_objects_owner_idx").on(t.ownerId, t.createdAt),
    index("media_objects_creator_idx").on(t.creatorProfileId),
    index("media_objects_post_idx").on(t.postId).where(sql`${t.postId} is not null`),
  ],
);

/**
 * Every upload URL handed out, kept at least a day: the upload quota counts the
 * bytes of each one issued in the last 24 hours, whether or not its file was
 * ever put to use. An upload never registered as a media object (attached to a
 * profile, post or listing) is deleted by a clean-up job within an hour of its
 * URL's expiry.
 */
export const uploadTickets = pgTable(
  "upload_tickets",
  {
    objectPath: text("object_path").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The bytes it may hold: the declared size (or the purpose's limit) until the file's real size is known. */
    size: bigint("size", { mode: "number" }).notNull().default(0),
    /** When the clean-up job deleted its file, never attached; null while the file may exist. */
    filesDeletedAt: timestamp("files_deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("upload_tickets_expires_idx").on(t.expiresAt),
    // A person's uploads of the last day and open uploads, for the upload quota.
    index("upload_tickets_owner_idx").on(t.ownerId, t.createdAt),
  ],
);

export type MediaObject = typeof mediaObjects.$inferSelect;
