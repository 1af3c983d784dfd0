import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatMessageView, ChatRoom } from "@shared/chat";
import { displayNameOf } from "@shared/people";
import { apiJson } from "@/lib/api";
import { useAuth } from "@/hooks/use-auth";
import { chatMessagesKey } from "./keys";
import { removeChatMessage, upsertChatMessage } from "./chat-messages";

/** 32 hex digits (getRandomValues also works on a plain-http address, where randomUUID does not exist). */
export const newClientId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * POST …/chat/messages: the message shows at once, greyed until the answer
 * comes; a retry of the same send reuses its clientId (never doubled). A failed
 * send is taken off the list (the toast says why) and its text given back.
 */
export function useSendChatMessage(creatorProfileId: string, room: ChatRoom, { onFailed }: { onFailed(content: string): void }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ content, clientId }: { content: string; clientId: string }) =>
      apiJson<ChatMessageView>("POST", `/api/creator-profile/${creatorProfileId}/chat/messages`, { content, room, clientId }),
    onMutate: ({ content, clientId }) => {
      if (!user) return;
      upsertChatMessage(queryClient, {
        id: `pending-${clientId}`,
        creatorProfileId,
        room,
        author: { id: user.id, name: displayNameOf(user, { withEmail: false }), username: user.username, profileImageUrl: user.profileImageUrl },
        badge: null,
        content,
        pinned: false,
        createdAt: new Date().toISOString(),
        clientId,
        pending: true,
      });
    },
    onSuccess: (message) => upsertChatMessage(queryClient, message),
    onError: (_error, { content, clientId }) => {
      removeChatMessage(queryClient, chatMessagesKey(creatorProfileId, room), (m) => m.clientId === clientId);
      onFailed(content);
    },
  });
}

