/** Query key of the staff inbox (the URL it reads). */
export const contactMessagesKey = ["/api/contact-messages"] as const;

/** Query key of the inbox's total and unread counts. */
export const contactInboxSummaryKey = ["/api/contact-messages", "summary"] as const;
