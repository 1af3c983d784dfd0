import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatMessageView, ChatMuteView } from "@shared/chat";
import { apiJson, apiRequest } from "@/lib/api";
import { toast } from "@/hooks/use-toast";
import { chatMessagesKey, chatRoomsKey } from "./keys";
import { removeChatMessage } from "./chat-messages";

/** DELETE /api/chat-messages/:id: the author's own, or anyone's by the creator and staff. */
export function useDeleteChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: ChatMessageView) => {
      await apiRequest("DELETE", `/api/chat-messages/${message.id}`);
      return message;
    },
    onSuccess: (message) => {
      removeChatMessage(queryClient, chatMessagesKey(message.creatorProfileId, message.room), (m) => m.id === message.id);
      void queryClient.invalidateQueries({ queryKey: chatRoomsKey(message.creatorProfileId) });
    },
  });
}

/** POST (pin) or DELETE (unpin) /api/chat-messages/:id/pin: one pinned message per room. */
export function usePinChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, pinned }: { message: ChatMessageView; pinned: boolean }) =>
      apiJson<ChatMessageView>(pinned ? "POST" : "DELETE", `/api/chat-messages/${message.id}/pin`),
    onSuccess: (message) => void queryClient.invalidateQueries({ queryKey: chatRoomsKey(message.creatorProfileId) }),
  });
}

/** POST /api/creator-profile/:id/chat/mutes: the fan reads but cannot write for 24 hours. */
export function useMuteInChat(creatorProfileId: string) {
  return useMutation({
    mutationFn: ({ userId }: { userId: string; name: string }) =>
      apiJson<ChatMuteView>("POST", `/api/creator-profile/${creatorProfileId}/chat/mutes`, { userId }),
    onSuccess: (_mute, { name }) => toast({ title: `${name} is muted for 24 hours` }),
  });
}

/** PUT /api/creator-profile/:id/chat/settings: the creator opens or closes the VIP room to their VIP fans. */
export function useSetVipRoomOpen(creatorProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vipRoomOpen: boolean) =>
      apiJson<{ vipRoomOpen: boolean }>("PUT", `/api/creator-profile/${creatorProfileId}/chat/settings`, { vipRoomOpen }),
    onSuccess: ({ vipRoomOpen }) => {
      void queryClient.invalidateQueries({ queryKey: chatRoomsKey(creatorProfileId) });
      toast({ title: vipRoomOpen ? "The VIP room is open to your VIP fans" : "The VIP room is closed: only you and staff can enter" });
    },
  });
}
