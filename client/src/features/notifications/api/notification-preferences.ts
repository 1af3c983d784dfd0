import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferences, NotificationPreferencesUpdate } from "@shared/notification-preferences";
import { apiJson } from "@/lib/api";
import { notificationPreferencesKey } from "./keys";

/** GET /api/me/notification-preferences: email and push per category (defaults where none was chosen). */
export function useNotificationPreferences(options: { enabled: boolean }) {
  return useQuery<NotificationPreferences>({ queryKey: notificationPreferencesKey, enabled: options.enabled });
}

/**
 * PUT /api/me/notification-preferences with the categories changed; the page shows
 * the change at once and goes back to what the server has if it fails.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationPreferencesUpdate) => apiJson<NotificationPreferences>("PUT", "/api/me/notification-preferences", update),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (before) queryClient.setQueryData<NotificationPreferences>(notificationPreferencesKey, { ...before, ...update } as NotificationPreferences);
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(notificationPreferencesKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
    meta: { errorTitle: "Could not save your notification settings", errorFallback: "Please try again" },
  });
}
