import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LiveSessionView } from "@shared/live";
import type { LiveSessionUpdate } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { liveSessionKey, liveSessionsKey } from "./keys";

/** PATCH /api/live-sessions/:id: its creator changes a live before it starts (whether the replay is kept, until it ends). */
export function useEditLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ liveSessionId, changes }: { liveSessionId: string; changes: LiveSessionUpdate }) =>
      apiJson<LiveSessionView>("PATCH", `/api/live-sessions/${encodeURIComponent(liveSessionId)}`, changes),
    onSuccess: (live) => {
      queryClient.setQueryData(liveSessionKey(live.id), live);
      void queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
    meta: { errorTitle: "Could not save the live", errorFallback: "Please try again" },
  });
}
