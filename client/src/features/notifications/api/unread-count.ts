import { useQuery } from "@tanstack/react-query";
import { unreadCountKey } from "./keys";

/** GET /api/notifications/unread-count, only while signed in. */
export function useUnreadCount(options: { enabled: boolean }) {
  return useQuery<{ count: number }>({ queryKey: unreadCountKey, enabled: options.enabled });
}
