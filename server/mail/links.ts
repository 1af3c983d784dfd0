/**
 * The pages mail links to, absolute to PUBLIC_URL (the client names the same
 * paths in client/src/lib/paths.ts; the server cannot import it).
 */
export interface MailLinks {
  home: string;
  /** The person's page: their subscriptions, receipts and the card of each (update it there). */
  subscriptions: string;
  order(orderId: string): string;
  statements: string;
  guidelines: string;
  contact: string;
  /** A creator's public page, by their user id. */
  creator(userId: string): string;
  /** A creator's list of their fans. */
  subscribers: string;
  /** One conversation of the person's messages. */
  conversation(conversationId: string): string;
  /** Watching a live, or its replay once it ended. */
  live(liveSessionId: string): string;
  /** The person's notification settings (/settings/notifications). */
  notificationSettings: string;
}

export function mailLinks(publicUrl: string): MailLinks {
  const at = (path: string) => new URL(path, publicUrl).toString();
  return {
    home: at("/"),
    subscriptions: at("/profile"),
    order: (orderId) => at(`/orders/${encodeURIComponent(orderId)}`),
    statements: at("/creator-dashboard/statements"),
    guidelines: at("/guidelines"),
    contact: at("/contact"),
    creator: (userId) => at(`/profile/${encodeURIComponent(userId)}`),
    subscribers: at("/view-subscribers"),
    conversation: (conversationId) => at(`/messages?c=${encodeURIComponent(conversationId)}`),
    live: (liveSessionId) => at(`/live/${encodeURIComponent(liveSessionId)}`),
    notificationSettings: at("/settings/notifications"),
  };
}
