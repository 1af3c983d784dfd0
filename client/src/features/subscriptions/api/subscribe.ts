import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MySubscriptionView } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { creatorProfileKey, creatorProfilesKey } from "@/features/creators/api/keys";
import { mySubscriptionsKey } from "./keys";

export interface SubscribeInput {
  creatorProfileId: string;
  tierId?: string;
}

/**
 * POST /api/subscriptions. On success refreshes the caller's subscriptions and
 * the creator profile reads (their fansCount changed).
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscribeInput) => apiJson<MySubscriptionView>("POST", "/api/subscriptions", input),
    onSuccess: (_subscription, input) => {
      void queryClient.invalidateQueries({ queryKey: mySubscriptionsKey });
      void queryClient.invalidateQueries({ queryKey: creatorProfilesKey });
      void queryClient.invalidateQueries({ queryKey: creatorProfileKey(input.creatorProfileId) });
      void queryClient.invalidateQueries({ queryKey: ["/api/creator-profile/user"] });
    },
  });
}
