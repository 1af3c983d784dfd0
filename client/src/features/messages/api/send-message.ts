import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageView } from "@shared/messages";
import { apiJson } from "@/lib/api";
import { conversationListQuery, messagesKey } from "./keys";
import { updateMessage, withMessage, type MessagePages, type ShownMessage } from "./messages";

export interface OutgoingMessage {
  content: string;
  mediaUrl?: string;
  /** Kept across retries: the server writes a message once per client id. */
  clientId: string;
}

/** A message on its way, shown at once; "pending-" ids are never sent to the server. */
export const isPending = (message: MessageView) => message.id.startsWith("pending-");

/**
 * POST /api/conversations/:id/messages. The message shows at once (pending),
 * becomes the server's when answered (or when its event arrives first), and is
 * marked failed, to be retried with the same client id, when sending fails.
 */
export function useSendMessage(conversationId: string, senderId: string) {
  const queryClient = useQueryClient();
  const setPages = (change: (data: MessagePages | undefined) => MessagePages | undefined) =>
    queryClient.setQueriesData<MessagePages>({ queryKey: messagesKey(conversationId) }, change);
  return useMutation({
    mutationFn: (message: OutgoingMessage) =>
      apiJson<MessageView>("POST", `/api/conversations/${conversationId}/messages`, message),
    onMutate: (message) => {
      const pending: MessageView = {
        id: `pending-${message.clientId}`,
        conversationId,
        senderId,
        content: message.content,
        mediaUrl: message.mediaUrl ?? null,
        deleted: false,
        senderDeleted: false,
        clientId: message.clientId,
        createdAt: new Date().toISOString(),
      };
      setPages((data) => withMessage(data, pending));
    },
    onSuccess: (sent) => {
      setPages((data) => withMessage(data, sent));
      void queryClient.invalidateQueries({ ...conversationListQuery, refetchType: "active" });
    },
    onError: (_error, message) => {
      setPages((data) => updateMessage(data, `pending-${message.clientId}`, (m) => ({ ...m, failed: true }) as ShownMessage));
    },
  });
}
