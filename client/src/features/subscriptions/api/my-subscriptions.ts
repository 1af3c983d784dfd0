import { useQuery } from "@tanstack/react-query";
import type { MySubscriptionView } from "@shared/api-types";
import { useAuth } from "@/hooks/use-auth";
import { mySubscriptionsKey } from "./keys";

/** GET /api/subscriptions/mine, only while signed in (signed out: an empty list). */
export function useMySubscriptions() {
  const { isAuthenticated } = useAuth();
  return useQuery<MySubscriptionView[]>({ queryKey: mySubscriptionsKey, enabled: isAuthenticated });
}

/** The caller's active subscription to a creator, if any. */
export function useActiveSubscriptionTo(creatorProfileId: string | undefined) {
  const { data } = useMySubscriptions();
  return data?.find((s) => s.creatorProfileId === creatorProfileId && s.status === "active") ?? null;
}
