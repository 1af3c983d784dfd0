/** Query key of the staff inbox (the URL it reads). */
export const contactMessagesKey = ["/api/contact-messages"] as const;
