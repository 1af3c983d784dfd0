import type { MySubscriptionView } from "@shared/api-types";
import { isFanSubscription } from "@shared/subscriptions";
import { useAuth } from "@/hooks/use-auth";
import { usePagedList } from "@/hooks/use-paged-list";
import { mySubscriptionsKey } from "./keys";

/**
 * GET /api/subscriptions/mine, only while signed in (signed out: an empty list).
 * Every page is read: whether the fan is subscribed to a creator is looked up in it.
 */
export function useMySubscriptions() {
  const { isAuthenticated } = useAuth();
  return usePagedList<MySubscriptionView>(mySubscriptionsKey, {}, { enabled: isAuthenticated, fetchAll: true });
}

/** The caller's subscription to a creator that makes them a fan, if any. */
export function useActiveSubscriptionTo(creatorProfileId: string | undefined) {
  const { items } = useMySubscriptions();
  return items.find((s) => s.creatorProfileId === creatorProfileId && isFanSubscription(s)) ?? null;
}
