import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { chatRoomKey, type ChatRoom, type ChatRoomsView } from "@shared/chat";
import type { RealtimeMessage } from "@shared/realtime";
import { realtimeChannel, type RealtimeChannel } from "@/lib/realtime";
import { chatMessagesKey, chatRoomsKey } from "./keys";
import { removeChatMessage, upsertChatMessage } from "./chat-messages";

/**
 * Keeps a room live while it is shown: joins the channel's stream to it, puts
 * arriving messages in the list (and pinned ones on top), takes deleted ones
 * off, and answers how many people are here now. After the channel was offline
 * (or lost events) the room's first page is read again: chat events are not
 * replayed, the list is the record.
 */
export function useLiveChat(creatorProfileId: string, room: ChatRoom, channel: () => RealtimeChannel = realtimeChannel) {
  const queryClient = useQueryClient();
  const [here, setHere] = useState<number | undefined>(undefined);
  const status = useSyncExternalStore(channel().subscribeStatus, channel().status);
  const wasOffline = useRef(false);

  useEffect(() => {
    setHere(undefined);
    const live = channel();
    const leave = live.joinRoom(chatRoomKey(creatorProfileId, room));
    const stop = live.subscribe((message: RealtimeMessage) => {
      switch (message.type) {
        case "chat.message": {
          const m = message.data;
          if (m.creatorProfileId !== creatorProfileId) return;
          upsertChatMessage(queryClient, m);
          updatePinned(m.room, (current) => (m.pinned ? m : current?.id === m.id ? null : current));
          break;
        }
        case "chat.message.deleted": {
          const { id, creatorProfileId: profileId, room: messageRoom } = message.data;
          if (profileId !== creatorProfileId) return;
          removeChatMessage(queryClient, chatMessagesKey(profileId, messageRoom), (m) => m.id === id);
          updatePinned(messageRoom, (current) => (current?.id === id ? null : current));
          break;
        }
        case "chat.presence":
          if (message.data.creatorProfileId === creatorProfileId && message.data.room === room) setHere(message.data.here);
          break;
        case "resync":
          void queryClient.invalidateQueries({ queryKey: chatMessagesKey(creatorProfileId, room) });
          break;
      }
    });
    function updatePinned(messageRoom: ChatRoom, next: (current: ChatRoomsView["pinned"][ChatRoom]) => ChatRoomsView["pinned"][ChatRoom]) {
      queryClient.setQueryData<ChatRoomsView>(chatRoomsKey(creatorProfileId), (view) =>
        view && messageRoom in view.pinned ? { ...view, pinned: { ...view.pinned, [messageRoom]: next(view.pinned[messageRoom]) } } : view,
      );
    }
    return () => {
      stop();
      leave();
    };
  }, [creatorProfileId, room, queryClient, channel]);

  // Back after being offline: what was said meanwhile is read from the list.
  useEffect(() => {
    if (status.state === "connecting") wasOffline.current = true;
    if (status.state === "live" && wasOffline.current) {
      wasOffline.current = false;
      void queryClient.invalidateQueries({ queryKey: chatMessagesKey(creatorProfileId, room) });
    }
  }, [status, creatorProfileId, room, queryClient]);

  return { here, live: status.state === "live" };
}
