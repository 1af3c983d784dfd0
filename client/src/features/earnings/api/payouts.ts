import { useMutation, useQuery } from "@tanstack/react-query";
import type { PayoutAccountView, PayoutOnboardingView, PayoutView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiJson } from "@/lib/api";

/** GET /api/creator-profile/:id/payouts (owner or staff): money sent to the creator's bank, newest first, page by page. */
export function useCreatorPayouts(creatorProfileId: string) {
  return usePagedList<PayoutView>(["/api/creator-profile", creatorProfileId, "payouts"]);
}

/** GET /api/creator-profile/:id/payout-account: none, pending (onboarding not finished) or enabled. */
export function usePayoutAccount(creatorProfileId: string) {
  return useQuery<PayoutAccountView>({ queryKey: ["/api/creator-profile", creatorProfileId, "payout-account"] });
}

/**
 * POST /api/creator-profile/:id/payout-account/onboarding (the owner): where to
 * finish setting up payouts. The page goes there; the provider sends the
 * creator back to the dashboard afterwards.
 */
export function useStartPayoutOnboarding(creatorProfileId: string) {
  return useMutation({
    mutationFn: () =>
      apiJson<PayoutOnboardingView>("POST", `/api/creator-profile/${encodeURIComponent(creatorProfileId)}/payout-account/onboarding`),
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { errorTitle: "Payouts could not be set up", errorFallback: "Please try again in a moment." },
  });
}
