import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationView } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { notificationsKey, unreadCountKey } from "./keys";

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    void queryClient.invalidateQueries({ queryKey: unreadCountKey });
  };
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => apiJson<{ updated: number }>("POST", "/api/notifications/read-all"),
    onSuccess: refresh,
    // A failure leaves the unread marks as they are, which says enough: no toast.
    meta: { errorToast: false },
  });
}

/** POST /api/notifications/:id/read. */
export function useMarkRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: string) => apiJson<NotificationView>("POST", `/api/notifications/${id}/read`),
    onSuccess: refresh,
    meta: { errorToast: false },
  });
}
