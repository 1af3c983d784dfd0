import { useMutation } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/hooks/use-toast";

const base = (liveSessionId: string) => `/api/live-sessions/${encodeURIComponent(liveSessionId)}/chat`;

/** DELETE …/chat/:messageId: the line leaves everyone's chat through `live.chat.deleted`. */
export function useDeleteLiveChatMessage(liveSessionId: string) {
  return useMutation({
    mutationFn: (messageId: string) => apiRequest("DELETE", `${base(liveSessionId)}/${encodeURIComponent(messageId)}`),
    onError: (error) => toast({ title: "The message could not be deleted", description: errorMessage(error), variant: "destructive" }),
  });
}

/** POST …/chat/mutes: the viewer writes no more in this live; `onMuted` marks them at once. */
export function useMuteLiveChatViewer(liveSessionId: string, { onMuted }: { onMuted(userId: string): void }) {
  return useMutation({
    mutationFn: async ({ userId }: { userId: string; name: string }) => {
      await apiRequest("POST", `${base(liveSessionId)}/mutes`, { userId });
    },
    onSuccess: (_answer, { userId, name }) => {
      onMuted(userId);
      toast({ title: `${name} is muted for the rest of this live` });
    },
    onError: (error) => toast({ title: "Could not mute", description: errorMessage(error), variant: "destructive" }),
  });
}
