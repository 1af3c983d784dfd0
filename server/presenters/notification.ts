import type { NotificationView } from "@shared/api-types";
import type { Notification } from "../db/schema";

export function presentNotification(notification: Notification): NotificationView {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    creatorProfileId: notification.creatorProfileId,
    postId: notification.postId,
    liveSessionId: notification.liveSessionId,
    orderId: notification.orderId,
    read: notification.read,
    createdAt: notification.createdAt.toISOString(),
  };
}
