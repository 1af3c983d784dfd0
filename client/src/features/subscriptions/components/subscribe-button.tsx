import { Check, PawPrint } from "lucide-react";
import { Button } from "@/components/ui/button";
import { usePreloadWhenIdle } from "@/hooks/use-preload-when-idle";
import { preloadSubscribeDialog } from "./lazy-subscribe-dialog";

/** A creator profile's Subscribe button; once subscribed it reads 'Subscribed' and is disabled. */
export function SubscribeButton({ subscribed, onSubscribe }: { subscribed: boolean; onSubscribe: () => void }) {
  // The profile page brings what the dialog is drawn with: only the dialog's own code is left, loaded on idle.
  usePreloadWhenIdle(preloadSubscribeDialog);
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
