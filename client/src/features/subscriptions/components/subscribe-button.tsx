import { Check, PawPrint } from "lucide-react";
import { Button } from "@/components/ui/button";
import { preloadSubscribeDialog, usePreloadedSubscribeDialog } from "./lazy-subscribe-dialog";

/** A creator profile's Subscribe button; once subscribed it reads 'Subscribed' and is disabled. */
export function SubscribeButton({ subscribed, onSubscribe }: { subscribed: boolean; onSubscribe: () => void }) {
  usePreloadedSubscribeDialog();
  if (subscribed) {
    return (
      <Button variant="secondary" disabled>
        <Check aria-hidden />
        Subscribed
      </Button>
    );
  }
  return (
    <Button variant="gradient" onPointerEnter={preloadSubscribeDialog} onFocus={preloadSubscribeDialog} onClick={onSubscribe}>
      <PawPrint aria-hidden />
      Subscribe
    </Button>
  );
}
