import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LiveIngestView } from "@shared/live";
import { apiJson } from "@/lib/api";
import { liveSessionKey, liveSessionsKey } from "./keys";

/**
 * POST /api/live-sessions/:id/start: the live goes live and the answer says where
 * to send the stream (the browser's WebSocket, and OBS's RTMP address and key).
 */
export function useStartLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liveSessionId: string) => apiJson<LiveIngestView>("POST", `/api/live-sessions/${encodeURIComponent(liveSessionId)}/start`),
    onSuccess: ({ live }) => {
      queryClient.setQueryData(liveSessionKey(live.id), live);
      void queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
    // The studio says why it could not start (at capacity, already live) in place.
    meta: { errorToast: false },
  });
}
