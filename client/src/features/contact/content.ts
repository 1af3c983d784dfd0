/** The support facts the contact page shows (SPEC sections 2 and 9). */
export const SUPPORT_EMAIL = "support@pawfans.com";
export const LIVE_CHAT_HOURS = "9 AM - 5 PM EST";
export const RESPONSE_TIME = "within 24 hours";
