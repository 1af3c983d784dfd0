/** The kinds of notification the server writes (NotificationView.type). */
export const NOTIFICATION_TYPES = {
  newPost: "new_post",
  /** New comments on a creator's post, collected into one notification per post until the creator reads it. */
  newComments: "new_comments",
  newSubscriber: "new_subscriber",
  /** A moderation outcome: to the people who reported something, and to its author. */
  moderation: "moderation",
  /** A creator deleted their account: their fans' subscriptions ended, with no further charge. */
  creatorLeft: "creator_left",
  /** A creator the fan follows scheduled a live, it starts in 15 minutes, it is live now, or it was canceled. */
  liveScheduled: "live_scheduled",
  liveReminder: "live_reminder",
  liveStarted: "live_started",
  liveCanceled: "live_canceled",
  /** A Paw Bazar order changed status (NotificationView.orderId names it): paid, shipped, completed … */
  orderPaid: "order_paid",
  orderShipped: "order_shipped",
  orderReadyForPickup: "order_ready_for_pickup",
  orderCompleted: "order_completed",
  orderCanceled: "order_canceled",
  orderDisputed: "order_disputed",
  orderRefunded: "order_refunded",
  orderExpired: "order_expired",
} as const;
