import { LoaderCircle } from "lucide-react";
import type { MySubscriptionView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useCancelSubscription } from "../api/cancel-subscription";

interface CancelSubscriptionDialogProps {
  /** The subscription to cancel; null keeps the dialog closed. */
  subscription: MySubscriptionView | null;
  onClose: () => void;
}

/** Asks before cancelling: the fan loses the premium posts at once. */
export function CancelSubscriptionDialog({ subscription, onClose }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();
  const petName = subscription?.creator.petName ?? "";

  function confirm() {
    if (!subscription) return;
    cancel.mutate(subscription.id, {
      onSuccess: () => {
        toast({ title: "Subscription canceled", description: `You're no longer subscribed to ${petName}.` });
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
            You will lose access to {petName}'s exclusive posts right away. You can subscribe again at any time.
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
