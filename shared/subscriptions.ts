/**
 * What a subscription's status means. The statuses are Stripe's names; which of them
 * grant access to premium content, count as a fan and appear as "Active" is decided
 * here and nowhere else (server queries, policies and screens import these).
 */
export const SUBSCRIPTION_STATUSES = ["active", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The status of a subscription that is running and paid. */
export const ACTIVE_SUBSCRIPTION_STATUS = "active" satisfies SubscriptionStatus;

/** The status of a subscription its subscriber ended. */
export const CANCELED_SUBSCRIPTION_STATUS = "canceled" satisfies SubscriptionStatus;

/** Statuses that make the subscriber a fan: premium content unlocked, counted in fans counts. */
export const FAN_SUBSCRIPTION_STATUSES = [ACTIVE_SUBSCRIPTION_STATUS] as const satisfies readonly SubscriptionStatus[];

export function isFanSubscription(subscription: { status: string }): boolean {
  return (FAN_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status);
}
