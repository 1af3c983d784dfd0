import { useQuery } from "@tanstack/react-query";
import type { ChatRoomsView } from "@shared/chat";
import { apiJson } from "@/lib/api";
import { chatRoomsKey } from "./keys";

/** GET /api/creator-profile/:id/chat: which rooms the viewer may enter (none: no Chat tab). Signed in only. */
export function useChatRooms(creatorProfileId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: chatRoomsKey(creatorProfileId),
    queryFn: () => apiJson<ChatRoomsView>("GET", `/api/creator-profile/${creatorProfileId}/chat`),
    enabled,
    meta: { errorToast: false },
  });
}
