/** Notifications are private to the user they were sent to (staff included). */
import type { Notification } from "../db/schema";
import { rule } from "./rule";

export const notificationRules = {
  markNotificationRead: rule<Pick<Notification, "userId">>(
    "This notification is not yours",
    (actor, notification) => actor?.id === notification.userId,
  ),
};
