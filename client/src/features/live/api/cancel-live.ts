import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LiveSessionView } from "@shared/live";
import { apiJson } from "@/lib/api";
import { liveSessionsKey } from "./keys";

/** DELETE /api/live-sessions/:id: cancels a scheduled live (its fans are told). */
export function useCancelLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liveSessionId: string) => apiJson<LiveSessionView>("DELETE", `/api/live-sessions/${encodeURIComponent(liveSessionId)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: liveSessionsKey }),
    meta: { errorTitle: "Could not cancel the live", errorFallback: "Please try again" },
  });
}
