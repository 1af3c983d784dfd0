import { useQuery } from "@tanstack/react-query";
import type { NotificationView } from "@shared/api-types";
import { notificationsKey } from "./keys";

/** GET /api/notifications (own, newest first); `enabled` while the list is shown. */
export function useNotifications(options: { enabled: boolean }) {
  return useQuery<NotificationView[]>({ queryKey: notificationsKey, enabled: options.enabled });
}
