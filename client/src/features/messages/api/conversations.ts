import { useQuery } from "@tanstack/react-query";
import type { ConversationView, MessagingEligibility } from "@shared/messages";
import { usePagedList } from "@/hooks/use-paged-list";
import { conversationKey, conversationsKey, eligibilityKey, unreadMessagesKey } from "./keys";

/** GET /api/conversations: newest activity first, page by page. */
export function useConversations(options: { enabled: boolean }) {
  return usePagedList<ConversationView>(conversationsKey, {}, { enabled: options.enabled });
}

/** GET /api/conversations/:id: the other person, unread and "Seen". */
export function useConversation(id: string | undefined) {
  return useQuery<ConversationView>({ queryKey: conversationKey(id ?? ""), enabled: Boolean(id) });
}

/** GET /api/conversations/unread-count: the header's messages badge, only while signed in. */
export function useUnreadMessages(options: { enabled: boolean }) {
  return useQuery<{ count: number }>({ queryKey: unreadMessagesKey, enabled: options.enabled });
}

/** Whether the signed-in viewer may message the creator now (the profile's "Message" or its upgrade prompt). */
export function useMessagingEligibility(creatorProfileId: string, options: { enabled: boolean }) {
  return useQuery<MessagingEligibility>({ queryKey: eligibilityKey(creatorProfileId), enabled: options.enabled });
}
