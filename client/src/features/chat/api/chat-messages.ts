import { useMemo } from "react";
import { useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { CHAT_PAGE_SIZE, type ChatMessageView, type ChatRoom } from "@shared/chat";
import { apiJson } from "@/lib/api";
import { chatMessagesKey } from "./keys";

/** A message as the list holds it: sent, or still on its way (the composer's copy until the answer comes). */
export type ListedChatMessage = ChatMessageView & { pending?: boolean };
type Pages = InfiniteData<ListedChatMessage[], string | undefined>;

/** GET …/chat/messages?room=&before=: newest first, older pages as the list is scrolled up. */
export function useChatMessages(creatorProfileId: string, room: ChatRoom) {
  const query = useInfiniteQuery({
    queryKey: chatMessagesKey(creatorProfileId, room),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ room, limit: String(CHAT_PAGE_SIZE) });
      if (pageParam) params.set("before", pageParam);
      return apiJson<ListedChatMessage[]>("GET", `/api/creator-profile/${creatorProfileId}/chat/messages?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length === CHAT_PAGE_SIZE ? last.at(-1)!.id : undefined),
    meta: { errorToast: false },
  });
  // Oldest first, as the conversation reads.
  const messages = useMemo(() => (query.data?.pages.flat() ?? []).slice().reverse(), [query.data]);
  return { ...query, messages };
}

/** Adds a message to the room's first page, or replaces its copy (same id, or the author's pending copy with its clientId). */
export function upsertChatMessage(queryClient: QueryClient, message: ListedChatMessage) {
  queryClient.setQueryData<Pages>(chatMessagesKey(message.creatorProfileId, message.room), (data) => {
    if (!data) return data;
    const same = (m: ListedChatMessage) => m.id === message.id || (message.clientId !== undefined && m.clientId === message.clientId);
    if (data.pages.some((page) => page.some(same))) {
      // The sent copy and the live event may both come: whichever is second changes nothing.
      let replaced = false;
      const pages = data.pages.map((page) =>
        page.flatMap((m) => {
          if (!same(m)) return [m];
          if (replaced) return [];
          replaced = true;
          return [{ ...m, ...message, pending: message.pending }];
        }),
      );
      return { ...data, pages };
    }
    const [first = [], ...rest] = data.pages;
    return { ...data, pages: [[message, ...first], ...rest] };
  });
}

export function removeChatMessage(queryClient: QueryClient, key: readonly unknown[], matches: (m: ListedChatMessage) => boolean) {
  queryClient.setQueryData<Pages>(key, (data) => data && { ...data, pages: data.pages.map((page) => page.filter((m) => !matches(m))) });
}
