import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { RealtimeMessage } from "@shared/realtime";
import { realtimeChannel, type RealtimeChannel } from "@/lib/realtime";
import { notificationsKey, unreadCountKey } from "./keys";

/**
 * Keeps the notification caches live from the channel while signed in: a new
 * notification refreshes the count (and the list, when next shown); a read in
 * another tab or device sets the count it sends; a resync refreshes both.
 */
export function useLiveNotifications({ enabled }: { enabled: boolean }, channel: () => RealtimeChannel = realtimeChannel) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    };
    return channel().subscribe((message: RealtimeMessage) => {
      switch (message.type) {
        case "notification.created":
        case "resync":
          refresh();
          break;
        case "unread.changed":
          queryClient.setQueryData<{ count: number }>(unreadCountKey, { count: message.data.notifications });
          void queryClient.invalidateQueries({ queryKey: notificationsKey, refetchType: "none" });
          break;
      }
    });
  }, [enabled, queryClient, channel]);
}
