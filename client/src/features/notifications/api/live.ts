import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { RealtimeMessage } from "@shared/realtime";
import { realtimeChannel, type RealtimeChannel } from "@/lib/realtime";
import { notificationsKey, unreadCountKey } from "./keys";

/**
 * Keeps the notification caches live from the channel while signed in: a new
 * notification refreshes the count (and the list, when next shown) within
 * REFRESH_SPREAD_MS (a post's fans are told at once: their tabs do not all ask
 * in the same instant, and a burst of notifications is one refresh); a read in
 * another tab or device sets the count it sends; a resync refreshes both.
 */
export const REFRESH_SPREAD_MS = 1500;

export function useLiveNotifications({ enabled }: { enabled: boolean }, channel: () => RealtimeChannel = realtimeChannel) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    };
    const stop = channel().subscribe((message: RealtimeMessage) => {
      switch (message.type) {
        case "notification.created":
        case "resync":
          timer ??= setTimeout(() => {
            timer = undefined;
            refresh();
          }, Math.random() * REFRESH_SPREAD_MS);
          break;
        case "unread.changed":
          queryClient.setQueryData<{ count: number }>(unreadCountKey, { count: message.data.notifications });
          void queryClient.invalidateQueries({ queryKey: notificationsKey, refetchType: "none" });
          break;
      }
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, queryClient, channel]);
}
