import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { RealtimeMessage } from "@shared/realtime";
import { realtimeChannel, type RealtimeChannel } from "@/lib/realtime";
import { conversationKey, conversationListQuery, conversationsKey, messagesKey, unreadMessagesKey } from "./keys";
import { updateMessage, withMessage, type MessagePages } from "./messages";

/**
 * Keeps the message caches live from the channel while signed in: a new message
 * goes into its conversation's loaded pages (in place of the sender's pending
 * copy), a deleted one turns into "Message deleted", a read updates "Seen" and
 * the unread counts; the list of conversations is read again when next shown.
 */
export function useLiveMessages({ enabled }: { enabled: boolean }, channel: () => RealtimeChannel = realtimeChannel) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const pages = (conversationId: string, change: (data: MessagePages | undefined) => MessagePages | undefined) =>
      queryClient.setQueriesData<MessagePages>({ queryKey: messagesKey(conversationId) }, change);
    const conversationChanged = (conversationId: string) => {
      void queryClient.invalidateQueries({ ...conversationListQuery, refetchType: "active" });
      void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
    };
    return channel().subscribe((message: RealtimeMessage) => {
      switch (message.type) {
        case "message.created":
          pages(message.data.conversationId, (data) => withMessage(data, message.data.message));
          conversationChanged(message.data.conversationId);
          break;
        case "message.deleted":
          pages(message.data.conversationId, (data) =>
            updateMessage(data, message.data.messageId, (m) => ({ ...m, deleted: true, content: "", mediaUrl: null })),
          );
          conversationChanged(message.data.conversationId);
          break;
        case "conversation.read":
          conversationChanged(message.data.conversationId);
          break;
        case "unread.changed":
          queryClient.setQueryData<{ count: number }>(unreadMessagesKey, { count: message.data.messages });
          break;
        case "resync":
          void queryClient.invalidateQueries({ queryKey: conversationsKey });
          void queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
          break;
      }
    });
  }, [enabled, queryClient, channel]);
}
