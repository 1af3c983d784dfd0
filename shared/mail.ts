/**
 * Email, as both sides see it: every kind of message the outbox keeps, the
 * preference category each belongs to, its statuses, and the staff outbox's
 * answers (GET /api/admin/mail, /admin/mail).
 */
import { z } from "zod";

/**
 * Transactional mail goes to everyone concerned and carries no unsubscribe; the
 * other categories are notifications, each a preference the person may turn off.
 */
export const MAIL_CATEGORIES = ["transactional", "new_posts", "messages", "lives", "comments", "new_fans", "sales", "reports"] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** Every kind of email and its category (the trigger of each is named in README.md, "Email"). */
export const MAIL_KINDS = {
  invoice_paid: "transactional",
  renewal_failed: "transactional",
  subscription_ended: "transactional",
  invoice_refunded: "transactional",
  order_paid: "transactional",
  order_shipped: "transactional",
  order_ready_for_pickup: "transactional",
  order_completed: "transactional",
  order_canceled: "transactional",
  order_disputed: "transactional",
  order_refunded: "transactional",
  payout_paid: "transactional",
  payout_failed: "transactional",
  moderation_decision: "transactional",
  account_deleted: "transactional",
} as const satisfies Record<string, MailCategory>;
export type MailKind = keyof typeof MAIL_KINDS;

/**
 * pending: waiting for its send job; sent: the mail server took it; failed: out of
 * retries or refused for good; suppressed: its address had refused mail for good
 * before; kept: the built-in outbox kept it (no SMTP_URL), nothing was sent.
 */
export const MAIL_STATUSES = ["pending", "sent", "failed", "suppressed", "kept"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The staff outbox: a page of messages newest first (keyset on created_at, id). */
export const adminMailListQuerySchema = z.object({
  before: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export interface AdminMailSummary {
  id: string;
  to: string;
  kind: string;
  subject: string;
  status: MailStatus;
  createdAt: string;
  sentAt: string | null;
}

export interface AdminMailList {
  /** false: mail goes out through SMTP_URL and the outbox page has nothing to show. */
  localOutbox: boolean;
  messages: AdminMailSummary[];
  /** The cursor of the next page, or null at the end. */
  nextBefore: string | null;
}

export interface AdminMailMessage extends AdminMailSummary {
  html: string;
  text: string;
  headers: Record<string, string>;
  attempts: number;
  lastError: string | null;
}
