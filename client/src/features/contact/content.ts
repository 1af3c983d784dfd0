/** The support facts the contact page shows: where to write, when chat is open, how soon we answer. */
export const SUPPORT_EMAIL = "support@pawfans.com";
export const LIVE_CHAT_HOURS = "9 AM - 5 PM EST";
export const RESPONSE_TIME = "within 24 hours";
