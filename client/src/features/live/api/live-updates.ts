import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LiveSessionView } from "@shared/live";
import type { RealtimeMessage } from "@shared/realtime";
import { realtimeChannel, type RealtimeChannel } from "@/lib/realtime";
import { liveSessionKey, liveSessionsKey } from "./keys";

/**
 * Keeps one live's cache current from the real-time channel while a page shows
 * it: `live.viewers` sets its viewer count and peak at once; `live.status` (and a
 * resync) reads it and the lists of lives again.
 */
export function useLiveUpdates(liveSessionId: string, channel: () => RealtimeChannel = realtimeChannel) {
  const queryClient = useQueryClient();
  useEffect(() => {
    return channel().subscribe((message: RealtimeMessage) => {
      switch (message.type) {
        case "live.viewers":
          if (message.data.liveSessionId !== liveSessionId) return;
          queryClient.setQueryData<LiveSessionView>(liveSessionKey(liveSessionId), (live) =>
            live ? { ...live, viewerCount: message.data.viewers, peakViewerCount: Math.max(live.peakViewerCount, message.data.peak) } : live,
          );
          break;
        case "live.status":
          if (message.data.liveSessionId !== liveSessionId) return;
          void queryClient.invalidateQueries({ queryKey: liveSessionsKey });
          break;
        case "resync":
          void queryClient.invalidateQueries({ queryKey: liveSessionsKey });
          break;
      }
    });
  }, [liveSessionId, queryClient, channel]);
}

/** Reads the lists of lives again when one of them changes state (the creator's lives page: one ends, another goes live). */
export function useLiveStatusUpdates(channel: () => RealtimeChannel = realtimeChannel) {
  const queryClient = useQueryClient();
  useEffect(() => {
    return channel().subscribe((message: RealtimeMessage) => {
      if (message.type === "live.status" || message.type === "resync") void queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    });
  }, [queryClient, channel]);
}
