/**
 * Email, as both sides see it: every kind of message the outbox keeps, the
 * preference category each belongs to, its statuses, and the staff outbox's
 * answers (GET /api/admin/mail, /admin/mail).
 */
/**
 * Transactional mail goes to everyone concerned and carries no unsubscribe; the
 * other categories are notifications, each a preference the person may turn off.
 */
const MAIL_CATEGORIES = ["transactional", "new_posts", "messages", "lives", "comments", "new_fans", "sales", "reports"] as const;
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
  new_post: "new_posts",
  new_posts_digest: "new_posts",
  live_scheduled: "lives",
  live_started: "lives",
  new_comments: "comments",
  message_unread: "messages",
  new_fan: "new_fans",
} as const satisfies Record<string, MailCategory>;
export type MailKind = keyof typeof MAIL_KINDS;

/**
 * pending: waiting for its send job; sent: the mail server took it; failed: out of
 * retries or refused for good; suppressed: its address had refused mail for good
 * before; kept: the built-in outbox kept it (no SMTP_URL), nothing was sent.
 */
export const MAIL_STATUSES = ["pending", "sent", "failed", "suppressed", "kept"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A message of the staff outbox (GET /api/admin/mail?before=&limit=: newest first, keyset paged on (created_at, id)). */
export interface AdminMailSummary {
  id: string;
  to: string;
  kind: string;
  subject: string;
  status: MailStatus;
  createdAt: string;
  sentAt: string | null;
}

/** The answer of the outbox's routes while a mail server is configured: there is nothing kept to show. */
export const MAIL_SENT_BY_SMTP_MESSAGE = "Mail goes out through the mail server (SMTP_URL): the built-in outbox is off.";

export interface AdminMailMessage extends AdminMailSummary {
  html: string;
  text: string;
  headers: Record<string, string>;
  attempts: number;
  lastError: string | null;
}
