/** Notifications are private to the user they were sent to (staff included). */
import type { Notification } from "@shared/schema";
import type { Actor } from "./actor";

export function canReadNotification(actor: Actor, notification: Pick<Notification, "userId">): boolean {
  return actor.id === notification.userId;
}
