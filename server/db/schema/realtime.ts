/**
 * The real-time channel's log (server/realtime/): every event sent to a person,
 * numbered per person, kept for a retention window so a reconnecting stream
 * gets what it missed. `realtime_cursors` holds each person's last number: it
 * outlives the pruned events, so numbers never go back.
 */
import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const realtimeEvents = pgTable(
  "realtime_events",
  {
    /** Who receives it. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Its number among the person's events: 1, 2, 3 … in commit order (the stream's event id). */
    seq: bigint("seq", { mode: "number" }).notNull(),
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seq] }),
    index("realtime_events_created_idx").on(t.createdAt),
    // A live chat message's copies, by its id: taking it down tells everyone who received it (server/live/chat.ts).
    index("realtime_events_live_chat_idx")
      .on(sql`(${t.data}->>'id')`)
      .where(sql`${t.type} = 'live.chat'`),
  ],
);

export const realtimeCursors = pgTable("realtime_cursors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The number of the person's latest event. */
  seq: bigint("seq", { mode: "number" }).notNull(),
});
