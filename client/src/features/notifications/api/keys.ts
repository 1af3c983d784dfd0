export const notificationsKey = ["/api/notifications"] as const;
export const unreadCountKey = ["/api/notifications/unread-count"] as const;
export const notificationPreferencesKey = ["/api/me/notification-preferences"] as const;
