import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubscribeAnswer } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { mySubscriptionsKey } from "./keys";

export interface SubscribeInput {
  creatorProfileId: string;
  /** A tier of the creator, or none for the profile's own price. */
  tierId?: string | null;
}

/**
 * POST /api/subscriptions: starts the subscription, incomplete until its first
 * payment, and answers how to pay it (the card step). Asked again while that
 * payment waits, it answers the same subscription. The fan's list refreshes (it
 * shows the incomplete one); nothing unlocks before the payment.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorProfileId, tierId }: SubscribeInput) =>
      apiJson<SubscribeAnswer>("POST", "/api/subscriptions", tierId ? { creatorProfileId, tierId } : { creatorProfileId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mySubscriptionsKey }),
    meta: { errorTitle: "Subscription failed", errorFallback: "Failed to create subscription" },
  });
}
