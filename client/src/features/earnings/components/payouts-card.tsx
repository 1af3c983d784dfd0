import { BadgeCheck, Landmark, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useStartPayoutOnboarding, usePayoutAccount } from "../api/payouts";

/**
 * Where the creator's 80% goes: "Set up payouts" (the provider's onboarding) until
 * the payout account is enabled, then "Payouts enabled".
 */
export function PayoutsCard({ creatorProfileId }: { creatorProfileId: string }) {
  const account = usePayoutAccount(creatorProfileId);
  const onboarding = useStartPayoutOnboarding(creatorProfileId);
  const status = account.data?.status;
  // While the page leaves for the provider, the button stays in its pending state.
  const leaving = onboarding.isPending || onboarding.isSuccess;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">Payouts</p>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground sm:size-10 [&_svg]:size-5">
          <Landmark aria-hidden />
        </span>
      </div>
      {account.isLoading ? (
        <Skeleton className="h-16" />
      ) : account.isError ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">Your payout status could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void account.refetch()}>
            Try again
          </Button>
        </div>
      ) : status === "enabled" ? (
        <div className="space-y-1">
          <p className="flex items-center gap-2 text-lg font-bold text-success">
            <BadgeCheck className="size-5" aria-hidden />
            Payouts enabled
          </p>
          <p className="text-xs text-muted-foreground">Your available balance is sent to your bank every month.</p>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">
            {status === "pending"
              ? "Finish setting up payouts to receive your earnings."
              : "Connect a bank account to receive your 80% every month."}
          </p>
          <Button variant="gradient" size="sm" onClick={() => onboarding.mutate()} disabled={leaving}>
            {leaving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Landmark aria-hidden />}
            {status === "pending" ? "Finish setting up payouts" : "Set up payouts"}
          </Button>
        </div>
      )}
    </Card>
  );
}
