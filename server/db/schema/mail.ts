/**
 * The mail outbox (server/mail/): every email is a row written in the transaction
 * of what causes it, then sent by its job; and the addresses that refused mail for good.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MAIL_STATUSES } from "@shared/mail";
import { id, createdAt, newestFirst, sqlWords } from "./columns";
import { users } from "./accounts";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    /** The person it is for (null once their account row is gone, or for an address with no account). */
    recipientUserId: uuid("recipient_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The address it went (or goes) to, lower-cased: the person's address when it was written. */
    toAddress: text("to_address").notNull(),
    /** What it is (shared/mail.ts MAIL_KINDS): invoice_paid, order_shipped … */
    kind: text("kind").notNull(),
    /** The preference category of its kind ("transactional" carries no unsubscribe). */
    category: text("category").notNull(),
    /** What caused it (an invoice, an order's move, a case …): one email per address, kind and cause. */
    causeKey: text("cause_key").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post for notifications). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // A cause that commits twice (a rerun job, a repeated event) writes its email once.
    uniqueIndex("mail_outbox_to_kind_cause_key").on(t.toAddress, t.kind, t.causeKey),
    // The staff outbox, newest first.
    index("mail_outbox_created_idx").on(...newestFirst(t)),
    index("mail_outbox_recipient_idx").on(t.recipientUserId).where(sql`${t.recipientUserId} is not null`),
    check("mail_outbox_status_check", sql`${t.status} in (${sqlWords(MAIL_STATUSES)})`),
  ],
);

/**
 * Addresses whose mail server answered a permanent failure (5xx): nothing is sent
 * to them again. A person who signs in with another address is mailed there; one
 * whose address is asserted anew at sign-in after a change has it cleared.
 */
export const suppressedMailAddresses = pgTable("suppressed_mail_addresses", {
  address: text("address").primaryKey(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
