import { contactMessagesKey } from "@/lib/query-keys";

/** Query key of the inbox's total and unread counts (under the inbox's key, so refreshing the inbox refreshes them). */
export const contactInboxSummaryKey = [...contactMessagesKey, "summary"] as const;
