/**
 * Direct messages' limits and the texts both the server and the screens use
 * (apart from the request schemas in ../messages.ts, so a page that only shows
 * a text loads no schema library).
 */

/** The longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2_000;
/** Messages a person may send per minute, across all their conversations. */
export const MESSAGES_PER_MINUTE = 30;

export const CANT_MESSAGE_TEXT = "You can't message this person.";
export const directMessagesAreVipText = (petName: string) => `Direct messages with ${petName} are a VIP benefit.`;
export const notTakingNewConversationsText = (petName: string) => `${petName} isn't taking new messages right now.`;
export const upgradeToMessageText = (petName: string) => `Upgrade to VIP to message ${petName}`;
export const MESSAGE_DELETED_TEXT = "Message deleted";
export const ONLY_CURRENT_FANS_TEXT = "You can message your current fans only.";
/** Shown for the words of a person whose account is deleted. */
export const DELETED_ACCOUNT_TEXT = "Deleted account";
export const MESSAGES_TOO_FAST_TEXT = "You're sending messages too fast. Please wait a moment.";
