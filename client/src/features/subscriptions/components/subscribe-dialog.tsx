import { lazy, Suspense, useState } from "react";
import { PawPrint } from "lucide-react";
import type { SubscribeAnswer } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { AfterFirstFrame } from "@/components/after-first-frame";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";
import { loadPaymentStep, useSubscribeFlow } from "../hooks/use-subscribe-flow";
import { ActivatingStep } from "./activating-step";
import { ModalDialog, ModalDialogDescription as DialogDescription, ModalDialogTitle as DialogTitle } from "./modal-dialog";
import { OfferStep, offerStepHeight } from "./offer-step";

const PaymentStep = lazy(loadPaymentStep);

interface SubscribeDialogProps {
  creatorProfileId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Open straight on the card step of this pending subscription ('Finish payment'). */
  pending?: SubscribeAnswer;
  /** The tier chosen when the offer opens (a locked post's unlocking tier); else the profile's own price. */
  initialTierId?: string | null;
}

/**
 * Subscribing to a creator, in three steps inside one dialog:
 * 1. the offer: the price (or a tier), what it gives, and 'Subscribe Now', which starts an incomplete subscription;
 * 2. the card step: the test provider's card form or Stripe's Payment Element, 'Pay $9.99/month';
 * 3. 'Processing...' until the provider's event makes the subscription active, then
 *    'Subscription successful!' and the dialog closes (premium posts unlock).
 * A failure ('Subscription failed', declared by each request's meta) keeps the dialog
 * open where it was. The profile is fetched only while the dialog is open.
 * It is the browser's own modal <dialog> (./modal-dialog.tsx), so it opens at once on a phone.
 */
export function SubscribeDialog({ creatorProfileId, open, onOpenChange, pending, initialTierId }: SubscribeDialogProps) {
  // While a payment is confirmed the dialog stays open: closing it would lose the outcome.
  const [busy, setBusy] = useState(false);

  return (
    <ModalDialog open={open} onClose={() => onOpenChange(false)} locked={busy} className="max-w-md">
      <SubscribeFlow
        creatorProfileId={creatorProfileId}
        pending={pending}
        initialTierId={initialTierId}
        onBusyChange={setBusy}
        onDone={() => {
          setBusy(false);
          onOpenChange(false);
        }}
      />
    </ModalDialog>
  );
}

interface SubscribeFlowProps {
  creatorProfileId: string;
  pending?: SubscribeAnswer;
  initialTierId?: string | null;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

/** The dialog's content: mounted while it is open, so each opening starts afresh. */
function SubscribeFlow(props: SubscribeFlowProps) {
  const flow = useSubscribeFlow(props);
  const { profile, creator, stage } = flow;

  if (profile.isLoading) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading creator">
        <DialogTitle className="sr-only">Loading creator</DialogTitle>
        <div className="flex items-center gap-3">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-28" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  if (!creator) {
    return (
      <>
        <DialogTitle className="sr-only">Subscribe</DialogTitle>
        <DialogDescription>
          <LoadError title="Creator profile not found." onRetry={() => void profile.refetch()} className="border-0 py-8" />
        </DialogDescription>
      </>
    );
  }

  return (
    <>
      <div className="flex flex-col items-center gap-1.5 text-center">
        <InitialsAvatar
          name={{ displayName: creator.petName }}
          image={creator.avatarImage}
          alt={creator.petName}
          sizes="64px"
          icon={PawPrint}
          className="mb-1 size-16 ring-4 ring-secondary"
          fallbackClassName="text-lg"
        />
        <DialogTitle>Subscribe to {creator.petName}</DialogTitle>
        <DialogDescription>
          {stage.step === "offer" ? "Get unlimited access to exclusive content" : "Pay securely to start your subscription"}
        </DialogDescription>
      </div>

      {stage.step === "offer" ? (
        // The dialog answers the tap with its frame and title; the plans follow a frame later.
        <AfterFirstFrame placeholderHeight={offerStepHeight(flow.tiers.length)}>
          <OfferStep
            creator={creator}
            tiers={flow.tiers}
            tierId={flow.tierId}
            onTierChange={flow.chooseTier}
            subscribed={flow.subscribed}
            isOwnProfile={flow.isOwnProfile}
            starting={flow.starting}
            onSubscribe={flow.start}
          />
        </AfterFirstFrame>
      ) : stage.step === "pay" ? (
        <Suspense fallback={<Skeleton className="h-72" />}>
          <PaymentStep answer={stage.answer} onBusyChange={props.onBusyChange} onPaid={() => flow.paid(stage.answer)} />
        </Suspense>
      ) : (
        <ActivatingStep />
      )}
    </>
  );
}
