import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConversationView, StartConversationInput } from "@shared/messages";
import { apiJson, apiRequest } from "@/lib/api";
import { conversationKey, conversationListQuery, messagesKey } from "./keys";
import { updateMessage, type MessagePages } from "./messages";

/** POST /api/conversations: the fan's conversation with a creator, or the creator's with a fan (new or existing). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversationInput) => apiJson<ConversationView>("POST", "/api/conversations", input),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(conversation.id), conversation);
      void queryClient.invalidateQueries(conversationListQuery);
    },
  });
}

/** DELETE /api/messages/:id: the sender's own; it stays as "Message deleted". */
export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => apiRequest("DELETE", `/api/messages/${messageId}`),
    onSuccess: (_res, messageId) => {
      queryClient.setQueriesData<MessagePages>({ queryKey: messagesKey(conversationId) }, (data) =>
        updateMessage(data, messageId, (m) => ({ ...m, deleted: true, content: "", mediaUrl: null })),
      );
      void queryClient.invalidateQueries(conversationListQuery);
    },
  });
}

/** POST /api/conversations/:id/read: read up to the message (the other side's "Seen"). */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => apiJson<ConversationView>("POST", `/api/conversations/${conversationId}/read`, { messageId }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(conversationId), conversation);
      void queryClient.invalidateQueries({ ...conversationListQuery, refetchType: "active" });
    },
  });
}

/** POST /api/blocks and DELETE /api/blocks/:userId. */
export function useBlock(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      block ? apiRequest("POST", "/api/blocks", { userId }) : apiRequest("DELETE", `/api/blocks/${userId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
      void queryClient.invalidateQueries(conversationListQuery);
    },
  });
}
