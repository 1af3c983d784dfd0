/**
 * What a subscription's status means. The statuses are Stripe's names; which of them
 * grant access to premium content, count as a fan and appear as "Active" is decided
 * here and nowhere else (server queries, policies and screens import these).
 */
export const SUBSCRIPTION_STATUSES = ["incomplete", "incomplete_expired", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The status of a subscription that is running and paid. */
export const ACTIVE_SUBSCRIPTION_STATUS = "active" satisfies SubscriptionStatus;

/** The status of a subscription its subscriber ended. */
export const CANCELED_SUBSCRIPTION_STATUS = "canceled" satisfies SubscriptionStatus;

/** Waiting for its first payment: grants nothing yet. */
export const INCOMPLETE_SUBSCRIPTION_STATUS = "incomplete" satisfies SubscriptionStatus;

/**
 * Statuses that make the subscriber a fan: premium content unlocked, counted in
 * fans counts and subscriber lists. Past due is the grace while a failed renewal
 * is retried (the provider cancels the subscription when the grace ends); a
 * subscription set to cancel at period end stays active until that end.
 */
export const FAN_SUBSCRIPTION_STATUSES = [ACTIVE_SUBSCRIPTION_STATUS, "past_due"] as const satisfies readonly SubscriptionStatus[];

/** Statuses of a subscription still running or about to: a fan has at most one per creator. */
export const LIVE_SUBSCRIPTION_STATUSES = ["incomplete", ...FAN_SUBSCRIPTION_STATUSES] as const satisfies readonly SubscriptionStatus[];

/** Days a fan keeps access after a failed renewal while the charge is retried. */
export const PAST_DUE_GRACE_DAYS = 3;
/** Hours an incomplete subscription waits for its first payment before it expires. */
export const INCOMPLETE_EXPIRY_HOURS = 23;

export function isFanSubscription(subscription: { status: string }): boolean {
  return (FAN_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status);
}
