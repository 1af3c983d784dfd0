/** Messages sent to the team through the contact form. */
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, newestFirst } from "./columns";
import { users } from "./accounts";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    /**
     * The sender when they were signed in: their data export and account deletion
     * find their messages by this, never by the typed address (anyone can type any).
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(...newestFirst(t)),
    index("contact_messages_user_idx").on(t.userId, ...newestFirst(t)).where(sql`${t.userId} is not null`),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
