import { useState } from "react";
import { Check, Lock, PawPrint } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/format";
import { useActiveSubscriptionTo } from "../api/my-subscriptions";
import { usePreloadWhenEngaged } from "@/hooks/use-preload-when-engaged";
import { LazySubscribeDialog, preloadSubscribeDialog } from "./lazy-subscribe-dialog";

interface SubscribeOverlayProps {
  creatorProfileId: string;
  /** The creator's monthly price, a 2-decimal string. */
  price: string;
}

/**
 * Subscribing from a creator card, drawn over the card's cover: a 'Subscribed'
 * mark once subscribed, else, on hover or focus, 'Subscribe to unlock', the price
 * per month and a 'Be a PawFan' button that opens the subscribe dialog.
 */
export function SubscribeOverlay({ creatorProfileId, price }: SubscribeOverlayProps) {
  const isSubscribed = Boolean(useActiveSubscriptionTo(creatorProfileId));
  const [open, setOpen] = useState(false);
  // A list of cards (home, Explore) loads none of the dialog's parts with it: they come once the visitor begins using the page.
  usePreloadWhenEngaged(preloadSubscribeDialog);

  if (isSubscribed) {
    return (
      <Badge variant="outline" className="absolute right-3 bottom-3 z-20 border-transparent bg-card shadow-soft">
        <Check className="text-success" aria-hidden /> Subscribed
      </Badge>
    );
  }
  return (
    <>
      <div className="pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-black/55 p-4 text-center text-white opacity-0 backdrop-blur-[2px] transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100">
        <Lock className="size-6" aria-hidden />
        <p className="text-sm font-semibold">Subscribe to unlock</p>
        <p className="text-sm">
          <span className="text-lg font-bold">{formatPrice(price)}</span>/month
        </p>
        <Button
          variant="gradient"
          size="sm"
          className="pointer-events-auto relative z-20 mt-1"
          onPointerEnter={preloadSubscribeDialog}
          onFocus={preloadSubscribeDialog}
          onClick={() => setOpen(true)}
        >
          <PawPrint aria-hidden />
          Be a PawFan
        </Button>
      </div>
      <LazySubscribeDialog creatorProfileId={creatorProfileId} open={open} onOpenChange={setOpen} />
    </>
  );
}
