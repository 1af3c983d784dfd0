import { useQuery } from "@tanstack/react-query";
import type { LiveSessionView } from "@shared/live";
import { liveSessionKey } from "./keys";

/**
 * GET /api/live-sessions/:id: one live as anyone may know of it (title, times,
 * status, viewers). `refetchInterval` reads it again while it answers a number,
 * e.g. while an ended live's replay is being made.
 */
export function useLiveSession(liveSessionId: string, options: { refetchInterval?: (live: LiveSessionView | undefined) => number | false } = {}) {
  const { refetchInterval } = options;
  return useQuery<LiveSessionView>({
    queryKey: liveSessionKey(liveSessionId),
    refetchInterval: refetchInterval && ((query) => refetchInterval(query.state.data)),
  });
}
