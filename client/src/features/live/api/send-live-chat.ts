import { useMutation } from "@tanstack/react-query";
import type { RealtimeEventData } from "@shared/realtime";
import { displayNameOf } from "@shared/people";
import { apiJson } from "@/lib/api";
import { useAuth } from "@/hooks/use-auth";
import type { LiveChatLine } from "./live-chat-messages";

/** 32 hex digits (getRandomValues also works on a plain-http address, where randomUUID does not exist). */
const newClientId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * POST /api/live-sessions/:id/chat: the message shows at once, greyed, until
 * the answer (or its `live.chat` event, whichever is first) replaces it by its
 * clientId. A refused send is taken off and `onFailed` gets its text back with the error.
 */
export function useSendLiveChat(
  liveSessionId: string,
  { put, drop, isCreator, onFailed }: {
    put(line: LiveChatLine): void;
    drop(match: (line: LiveChatLine) => boolean): void;
    isCreator: boolean;
    onFailed(content: string, error: unknown): void;
  },
) {
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: ({ content, clientId }: { content: string; clientId: string }) =>
      apiJson<RealtimeEventData["live.chat"]>("POST", `/api/live-sessions/${encodeURIComponent(liveSessionId)}/chat`, { content, clientId }),
    onMutate: ({ content, clientId }) => {
      if (!user) return;
      put({
        liveSessionId,
        id: `pending-${clientId}`,
        clientId,
        author: { id: user.id, name: displayNameOf(user, { withEmail: false }), vip: false, creator: isCreator },
        content,
        createdAt: new Date().toISOString(),
        pending: true,
      });
    },
    onSuccess: (message) => put(message),
    onError: (error, { content, clientId }) => {
      drop((line) => line.pending === true && line.clientId === clientId);
      onFailed(content, error);
    },
  });
  return { send: (content: string) => mutation.mutate({ content, clientId: newClientId() }) };
}
