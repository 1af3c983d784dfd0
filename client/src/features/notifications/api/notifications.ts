import type { NotificationView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { notificationsKey } from "./keys";

/** GET /api/notifications (own, newest first, page by page); `enabled` while the list is shown. */
export function useNotifications(options: { enabled: boolean }) {
  return usePagedList<NotificationView>(notificationsKey, {}, { enabled: options.enabled });
}
