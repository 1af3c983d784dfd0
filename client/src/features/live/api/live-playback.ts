import { useQuery } from "@tanstack/react-query";
import type { LivePlaybackView } from "@shared/live";
import { apiJson, errorStatus } from "@/lib/api";

/** Refusals that another try will not change: signed out, locked, gone, not live. */
const FINAL = new Set([401, 403, 404, 409]);

/**
 * GET /api/live-sessions/:id/playback: the viewer's signed master playlist
 * address (403 with the lock's reason for a viewer whose tier does not grant
 * live streams). Its own key, outside the lives' prefix: reading a live's
 * status again must not hand the player a new address mid-stream.
 */
export function useLivePlayback(liveSessionId: string, { enabled }: { enabled: boolean }) {
  return useQuery<LivePlaybackView>({
    queryKey: ["live-playback", liveSessionId],
    queryFn: () => apiJson<LivePlaybackView>("GET", `/api/live-sessions/${encodeURIComponent(liveSessionId)}/playback`),
    enabled,
    staleTime: Infinity,
    retry: (failures, error) => !FINAL.has(errorStatus(error) ?? 0) && failures < 2,
  });
}
