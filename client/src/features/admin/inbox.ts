/** Pure rules of the staff inbox. */
import { pluralize } from "@shared/plural";

/** "12 messages", "1 message · 1 unread". */
export function inboxSummary(total: number, unread: number): string {
  const count = pluralize(total, "message");
  return unread > 0 ? `${count} · ${unread} unread` : count;
}

/** The mail link of 'Reply via Email →': to the sender, subject "Re: " plus the original subject. */
export function replyMailto(message: { email: string; subject: string }): string {
  const to = message.email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
