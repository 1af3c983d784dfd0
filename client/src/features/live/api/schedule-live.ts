import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LiveSessionView } from "@shared/live";
import type { LiveSessionInput } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { liveSessionsKey } from "./keys";

/** POST /api/live-sessions: the creator schedules a live (their fans are told); their lists refresh. */
export function useScheduleLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LiveSessionInput) => apiJson<LiveSessionView>("POST", "/api/live-sessions", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: liveSessionsKey }),
    meta: { errorTitle: "Could not schedule the live", errorFallback: "Please try again" },
  });
}
