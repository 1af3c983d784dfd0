import { lazy, Suspense, useEffect, useState } from "react";
import { Check, LoaderCircle, PawPrint } from "lucide-react";
import { useLocation } from "wouter";
import type { CreatorProfileView, SubscribeAnswer, TierView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { BenefitMarks } from "@/components/benefit-marks";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";
import { toast } from "@/hooks/use-toast";
import { useAuth } from "@/hooks/use-auth";
import { redirectToLogin } from "@/lib/auth-urls";
import { formatPrice } from "@/lib/format";
import { sortTiersByPrice } from "@/lib/sort-tiers";
import { cn } from "@/lib/utils";
import { useActivation } from "../api/activation";
import { useCreatorProfileById } from "../api/creator-profile";
import { useActiveSubscriptionTo } from "../api/my-subscriptions";
import { useSubscribe } from "../api/subscribe";
import { useTierOptions } from "../api/tier-options";

/** Long enough to read the "Sign in required" toast before the page leaves for sign-in. */
const SIGN_IN_REDIRECT_DELAY_MS = 800;

/** The card step's chunk, fetched as the dialog opens so 'Subscribe Now' shows it at once. */
const loadPaymentStep = () => import("./payment-step");
const PaymentStep = lazy(loadPaymentStep);

interface SubscribeDialogProps {
  creatorProfileId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Open straight on the card step of this pending subscription ('Finish payment'). */
  pending?: SubscribeAnswer;
}

/**
 * Subscribing to a creator, in three steps inside one dialog:
 * 1. the offer: the price (or a tier), what it gives, and 'Subscribe Now', which starts an incomplete subscription;
 * 2. the card step: the test provider's card form or Stripe's Payment Element, 'Pay $9.99/month';
 * 3. 'Processing...' until the provider's event makes the subscription active, then
 *    'Subscription successful!' and the dialog closes (premium posts unlock).
 * A failure ('Subscription failed', declared by each request's meta) keeps the dialog
 * open where it was. The profile is fetched only while the dialog is open.
 */
export function SubscribeDialog({ creatorProfileId, open, onOpenChange, pending }: SubscribeDialogProps) {
  // While a payment is confirmed the dialog stays open: closing it would lose the outcome.
  const [busy, setBusy] = useState(false);

  function changeOpen(next: boolean) {
    if (!next && busy) return;
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-md" hideClose={busy}>
        <SubscribeFlow
          creatorProfileId={creatorProfileId}
          pending={pending}
          onBusyChange={setBusy}
          onDone={() => {
            setBusy(false);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type Stage = { step: "offer" } | { step: "pay"; answer: SubscribeAnswer } | { step: "activating"; answer: SubscribeAnswer };

interface SubscribeFlowProps {
  creatorProfileId: string;
  pending?: SubscribeAnswer;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

/** The dialog's content: mounted while it is open, so each opening starts afresh. */
function SubscribeFlow({ creatorProfileId, pending, onBusyChange, onDone }: SubscribeFlowProps) {
  const { user, isAuthenticated } = useAuth();
  const [location] = useLocation();
  const profile = useCreatorProfileById(creatorProfileId);
  const tiers = useTierOptions(creatorProfileId, true);
  const activeSubscription = useActiveSubscriptionTo(creatorProfileId);
  const subscribe = useSubscribe();
  const activation = useActivation();
  const [stage, setStage] = useState<Stage>(pending ? { step: "pay", answer: pending } : { step: "offer" });
  const [tierId, setTierId] = useState<string | null>(null);
  const creator = profile.data;
  const isOwnProfile = Boolean(creator && user && creator.userId === user.id);

  useEffect(() => {
    if (isAuthenticated) void loadPaymentStep();
  }, [isAuthenticated]);

  function onSubscribe() {
    if (!creator) return;
    if (!isAuthenticated) {
      toast({ title: "Sign in required", description: "Please sign in to subscribe to creators", variant: "destructive" });
      setTimeout(() => redirectToLogin(location), SIGN_IN_REDIRECT_DELAY_MS);
      return;
    }
    subscribe.mutate({ creatorProfileId: creator.id, tierId }, { onSuccess: (answer) => setStage({ step: "pay", answer }) });
  }

  function onPaid(answer: SubscribeAnswer) {
    setStage({ step: "activating", answer });
    onBusyChange(true);
    const petName = creator?.petName ?? answer.subscription.creator.petName;
    activation.mutate(
      { subscriptionId: answer.subscription.id, creatorProfileId: answer.subscription.creatorProfileId },
      {
        onSuccess: ({ outcome }) => {
          if (outcome === "active") {
            toast({ title: "Subscription successful!", description: `You're now a fan of ${petName}! Enjoy exclusive content.` });
          } else {
            toast({
              title: "Payment received",
              description: `Your subscription to ${petName} is still being confirmed. It will show on your profile in a moment.`,
            });
          }
          onDone();
        },
        // The subscription ended instead (the toast says so): start again from the offer.
        onError: () => {
          onBusyChange(false);
          setStage({ step: "offer" });
        },
      },
    );
  }

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
        <DialogDescription asChild>
          <div>
            <LoadError title="Creator profile not found." onRetry={() => void profile.refetch()} className="border-0 py-8" />
          </div>
        </DialogDescription>
      </>
    );
  }

  return (
    <>
      <DialogHeader className="items-center pr-0 text-center">
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
      </DialogHeader>

      {stage.step === "offer" ? (
        <>
          <PlanChoice creator={creator} tiers={tiers.items} tierId={tierId} onTierChange={setTierId} disabled={subscribe.isPending} />
          <ChosenPlanBenefits creator={creator} tier={tiers.items.find((tier) => tier.id === tierId)} />
          {activeSubscription ? (
            <Button size="lg" variant="secondary" disabled className="w-full">
              <Check aria-hidden />
              Subscribed
            </Button>
          ) : isOwnProfile ? (
            <p className="rounded-xl bg-muted px-4 py-3 text-center text-sm text-muted-foreground">This is your own PawPal profile.</p>
          ) : (
            <Button size="lg" variant="gradient" className="w-full" disabled={subscribe.isPending} onClick={onSubscribe}>
              {subscribe.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <PawPrint aria-hidden />}
              {subscribe.isPending ? "Processing..." : "Subscribe Now"}
            </Button>
          )}
        </>
      ) : stage.step === "pay" ? (
        <Suspense fallback={<Skeleton className="h-72" />}>
          <PaymentStep answer={stage.answer} onBusyChange={onBusyChange} onPaid={() => onPaid(stage.answer)} />
        </Suspense>
      ) : (
        <div className="grid gap-3 text-center" role="status" aria-live="polite">
          <Button size="lg" variant="gradient" className="w-full" disabled>
            <LoaderCircle className="animate-spin" aria-hidden />
            Processing...
          </Button>
          <p className="text-sm text-muted-foreground">Confirming your payment. This takes a few seconds.</p>
        </div>
      )}
    </>
  );
}

/** What the chosen plan gives: a tier's benefits and bullets, or the profile's own price's benefits. */
function ChosenPlanBenefits({ creator, tier }: { creator: CreatorProfileView; tier: TierView | undefined }) {
  return (
    <section aria-label={`What ${tier ? tier.name : "the monthly subscription"} includes`} className="py-1">
      <BenefitMarks benefits={tier ? tier.benefits : creator.benefits} features={tier?.features} />
    </section>
  );
}

interface PlanChoiceProps {
  creator: CreatorProfileView;
  tiers: TierView[];
  /** The chosen tier; null is the profile's own monthly price. */
  tierId: string | null;
  onTierChange: (tierId: string | null) => void;
  disabled: boolean;
}

/** The price card; when the creator has tiers, a choice between the profile's price and each tier, cheapest first. */
function PlanChoice({ creator, tiers, tierId, onTierChange, disabled }: PlanChoiceProps) {
  if (tiers.length === 0) {
    return (
      <div className="rounded-2xl bg-brand-gradient p-px shadow-glow">
        <div className="flex items-center justify-between rounded-[calc(var(--radius-2xl)-1px)] bg-card px-5 py-4">
          <div>
            <p className="text-sm font-semibold">Monthly Subscription</p>
            <p className="text-xs text-muted-foreground">Billed monthly</p>
          </div>
          <p className="text-right">
            <span className="text-3xl font-extrabold text-brand-gradient">{formatPrice(creator.subscriptionPrice)}</span>
            <span className="text-sm text-muted-foreground">/month</span>
          </p>
        </div>
      </div>
    );
  }
  const options = [
    { id: null, name: "Monthly Subscription", price: creator.subscriptionPrice, description: "Billed monthly" },
    ...sortTiersByPrice(tiers).map((tier) => ({
      id: tier.id,
      name: tier.name,
      price: tier.price,
      description: tier.description || tier.features.slice(0, 2).join(" · ") || "Billed monthly",
    })),
  ];
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Choose your plan</legend>
      {options.map((option) => {
        const checked = option.id === tierId;
        return (
          <label
            key={option.id ?? "profile"}
            className={cn(
              "flex min-w-0 cursor-pointer items-center gap-3 rounded-xl border bg-card px-4 py-3 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring",
              checked ? "border-primary bg-secondary/60 shadow-glow" : "hover:border-primary/40",
            )}
          >
            <input
              type="radio"
              name="plan"
              className="size-4 shrink-0 accent-primary"
              checked={checked}
              onChange={() => onTierChange(option.id)}
            />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold break-words">{option.name}</span>
              <span className="block truncate text-xs text-muted-foreground">{option.description}</span>
            </span>
            <span className="shrink-0 text-right">
              <span className="text-lg font-extrabold">{formatPrice(option.price)}</span>
              <span className="text-xs text-muted-foreground">/month</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
