import { LoaderCircle } from "lucide-react";
import type { MySubscriptionView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { formatDay } from "@/lib/dates";
import { useCancelSubscription } from "../api/cancel-subscription";

interface CancelSubscriptionDialogProps {
  /** The subscription to cancel; null keeps the dialog closed. */
  subscription: MySubscriptionView | null;
  onClose: () => void;
}

/**
 * Asks before cancelling. A paid subscription ends with the period already paid
 * for (the fan keeps access until then, and may resume before); one whose first
 * payment never went through ends now.
 */
export function CancelSubscriptionDialog({ subscription, onClose }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();
  const petName = subscription?.creator.petName ?? "";
  const periodEnd = subscription?.status !== "incomplete" ? subscription?.currentPeriodEnd : null;
  const until = periodEnd ? formatDay(periodEnd) : null;

  function confirm() {
    if (!subscription) return;
    cancel.mutate(subscription.id, {
      onSuccess: () => {
        toast({
          title: "Subscription canceled",
          description: until
            ? `You keep access to ${petName} until ${until}.`
            : `Your unfinished subscription to ${petName} was canceled.`,
        });
        onClose();
      },
    });
  }

  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel your subscription to {petName}?</DialogTitle>
          <DialogDescription>
            {until
              ? `You keep access until ${until}. After that ${petName}'s exclusive posts lock again, and you won't be charged. You can resume before then.`
              : "Its first payment was never finished, so nothing was charged. You can subscribe again at any time."}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep subscription
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
            {cancel.isPending ? "Canceling..." : "Cancel subscription"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
