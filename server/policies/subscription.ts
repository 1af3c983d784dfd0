/**
 * Who may do what with a subscription: its subscriber cancels, resumes, changes tier, pays
 * and reads it (not the creator, not staff); staff may also read its invoices,
 * for support.
 */
import type { Subscription } from "../db/schema";
import { rule, staffOnly } from "./rule";

type SubscriptionSubject = Pick<Subscription, "subscriberId">;
const isSubscriber = (actor: { id: string } | undefined, subscription: SubscriptionSubject) => actor?.id === subscription.subscriberId;

export const subscriptionRules = {
  cancelSubscription: rule<SubscriptionSubject>("Only the subscriber can cancel it", isSubscriber),
  resumeSubscription: rule<SubscriptionSubject>("Only the subscriber can resume it", isSubscriber),
  changeSubscriptionTier: rule<SubscriptionSubject>("Only the subscriber can change its tier", isSubscriber),
  viewSubscription: rule<SubscriptionSubject>("Only the subscriber can see it", isSubscriber),
  paySubscription: rule<SubscriptionSubject>("Only the subscriber can pay for it", isSubscriber),
  viewSubscriptionInvoices: rule<SubscriptionSubject>(
    "Only the subscriber can see its invoices",
    (actor, subscription) => isSubscriber(actor, subscription) || Boolean(actor?.isStaff),
  ),
  /** The built-in test payment provider's clock. */
  advanceTestClock: staffOnly,
};
