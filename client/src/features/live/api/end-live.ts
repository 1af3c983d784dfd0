import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LiveSessionView } from "@shared/live";
import { apiJson } from "@/lib/api";
import { liveSessionKey, liveSessionsKey } from "./keys";

/** POST /api/live-sessions/:id/end: the creator ends the live (the replay follows when kept on). */
export function useEndLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liveSessionId: string) => apiJson<LiveSessionView>("POST", `/api/live-sessions/${encodeURIComponent(liveSessionId)}/end`),
    onSuccess: (live) => {
      queryClient.setQueryData(liveSessionKey(live.id), live);
      void queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
    meta: { errorTitle: "Could not end the live", errorFallback: "Please try again" },
  });
}
