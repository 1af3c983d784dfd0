/**
 * Creators' community chats (server/chat/): each creator profile has a main room
 * (fans whose tier grants community chat) and a VIP room (priority community
 * access). Messages are numbered twice: `id` orders a room's history (keyset
 * pages, newest first), `version` numbers every change in the room (a message
 * sent, deleted, pinned or unpinned) in commit order, which is what a live
 * stream reads after (chat_rooms holds each room's last number, its row locked
 * by the writing transaction as realtime_cursors is).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { creatorProfiles } from "./creators";

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    /** "main" or "vip" (shared/chat.ts). */
    room: text("room").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** The sender's own id for the message: a retried send returns the first. */
    clientId: text("client_id").notNull(),
    /** What the author was in the room when they wrote it: "creator", "staff", "vip" or null (a fan). */
    badge: text("badge"),
    /** The room's change number of the message's latest change (chat_rooms). */
    version: bigint("version", { mode: "number" }).notNull(),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("chat_messages_room_check", sql`${t.room} in ('main', 'vip')`),
    // A room's history, newest first: ORDER BY id DESC within (profile, room).
    index("chat_messages_room_id_idx").on(t.creatorProfileId, t.room, t.id.desc().nullsFirst()),
    // What a live stream reads after: ORDER BY version within (profile, room).
    index("chat_messages_room_version_idx").on(t.creatorProfileId, t.room, t.version),
    // The room's pinned message.
    index("chat_messages_pinned_idx")
      .on(t.creatorProfileId, t.room)
      .where(sql`${t.pinnedAt} is not null and ${t.deletedAt} is null`),
    uniqueIndex("chat_messages_author_client_id_key").on(t.userId, t.clientId),
  ],
);

/** Each room's last change number. */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    room: text("room").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.creatorProfileId, t.room] })],
);

/** A creator's chat settings; no row means the defaults. */
export const chatSettings = pgTable("chat_settings", {
  creatorProfileId: uuid("creator_profile_id")
    .primaryKey()
    .references(() => creatorProfiles.id, { onDelete: "cascade" }),
  /** Closed: nobody but the creator and staff enters the VIP room (its history is kept). */
  vipRoomOpen: boolean("vip_room_open").notNull().default(true),
});

/** A fan muted in a creator's chat until a time (they still read it). */
export const chatMutes = pgTable(
  "chat_mutes",
  {
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    until: timestamp("until", { withTimezone: true }).notNull(),
    mutedBy: uuid("muted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.creatorProfileId, t.userId] })],
);

/**
 * Who is in a room now, per instance: each instance writes how many people hold
 * a stream joined to the room there, and refreshes `seen_at` while it runs; the
 * count is the sum over rows seen recently (an instance that died stops counting).
 */
export const chatPresence = pgTable(
  "chat_presence",
  {
    /** "<creator profile id>.<room>" */
    roomKey: text("room_key").notNull(),
    instanceId: text("instance_id").notNull(),
    people: integer("people").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomKey, t.instanceId] })],
);

export type ChatMessage = typeof chatMessages.$inferSelect;
