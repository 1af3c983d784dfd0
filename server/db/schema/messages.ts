/**
 * Direct messages between a creator and one fan (server/routes/messages/):
 * conversations, their messages, blocks between people, and each person's
 * messaging settings.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, newestFirst } from "./columns";
import { users } from "./accounts";
import { creatorProfiles } from "./creators";

export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    /** The profile's owner, kept here so each side's list is one index range. */
    creatorUserId: uuid("creator_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fanUserId: uuid("fan_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** When its latest message was sent (or when it began): both lists are ordered by it. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** Each side's read marker: the newest message they have read, with its time (a row comparison on (created_at, id)). */
    creatorReadMessageId: uuid("creator_read_message_id"),
    creatorReadAt: timestamp("creator_read_at", { withTimezone: true }),
    fanReadMessageId: uuid("fan_read_message_id"),
    fanReadAt: timestamp("fan_read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_creator_fan_key").on(t.creatorProfileId, t.fanUserId),
    // Each person's list, newest activity first, in exactly its ORDER BY (last_message_at desc, id desc).
    index("conversations_creator_user_activity_idx").on(
      t.creatorUserId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("conversations_fan_user_activity_idx").on(t.fanUserId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The conversations active lately, which the unread-message email job looks at every minute (mail/unread-messages.ts).
    index("conversations_last_message_idx").on(t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    mediaUrl: text("media_url"),
    /** The sender's own id for the message: a retried send finds the first one instead of writing it twice. */
    clientId: text("client_id").notNull(),
    /** Deleted by its sender: shown as "Message deleted", its words and photo gone. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_sender_client_id_key").on(t.senderId, t.clientId),
    index("messages_conversation_created_idx").on(t.conversationId, ...newestFirst(t)),
    index("messages_media_url_idx").on(t.mediaUrl).where(sql`${t.mediaUrl} is not null`),
  ],
);

/** A person who blocked another: neither may message the other while it stands. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);

/** A person's messaging settings; no row means the defaults. */
export const messageSettings = pgTable("message_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Off: the person neither shows nor sees "Seen" (both ways). */
  readReceipts: boolean("read_receipts").notNull().default(true),
  /** A creator's: off, fans cannot start new conversations (existing ones go on). */
  newConversations: boolean("new_conversations").notNull().default(true),
});

/**
 * "Message your fans": one message from a creator to every current fan of the
 * chosen tiers (and, with `toProfilePrice`, of the profile's own price). A job
 * writes it into each fan's conversation in batches, walking the fans by id
 * (`cursor`, the last fan done); each fan's copy has the clientId
 * "broadcast:<id>", unique per sender, so a rerun never writes one twice.
 */
export const messageBroadcasts = pgTable(
  "message_broadcasts",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    tierIds: uuid("tier_ids").array().notNull(),
    toProfilePrice: boolean("to_profile_price").notNull().default(false),
    /** The creator's own id for the request: a retried POST finds the first broadcast. */
    clientId: text("client_id").notNull(),
    /** "sending" until the job has walked every fan, then "sent". */
    status: text("status").notNull().default("sending"),
    /** The fans it is for, counted when it was asked for (the progress bar's whole). */
    recipients: integer("recipients").notNull().default(0),
    /** Fans walked so far (written, or skipped for a block). */
    done: integer("done").notNull().default(0),
    /** The last fan (user id) the job walked: the next batch starts after it. */
    cursor: uuid("cursor"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("message_broadcasts_sender_client_id_key").on(t.senderId, t.clientId),
    // A creator's broadcasts, newest first.
    index("message_broadcasts_profile_created_idx").on(t.creatorProfileId, ...newestFirst(t)),
    check("message_broadcasts_status_check", sql`${t.status} in ('sending', 'sent')`),
  ],
);

export type Conversation = typeof conversations.$inferSelect;
export type MessageBroadcast = typeof messageBroadcasts.$inferSelect;
export type Message = typeof messages.$inferSelect;
