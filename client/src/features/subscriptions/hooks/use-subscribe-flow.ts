import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { SubscribeAnswer } from "@shared/api-types";
import { toast } from "@/hooks/use-toast";
import { useAuth } from "@/hooks/use-auth";
import { redirectToLogin } from "@/lib/auth-urls";
import { useActivation } from "../api/activation";
import { useCreatorProfileById } from "../api/creator-profile";
import { useActiveSubscriptionTo } from "../api/my-subscriptions";
import { useSubscribe } from "../api/subscribe";
import { useTierOptions } from "../api/tier-options";

/** Long enough to read the "Sign in required" toast before the page leaves for sign-in. */
const SIGN_IN_REDIRECT_DELAY_MS = 800;

/** The card step's chunk, fetched as the dialog opens so 'Subscribe Now' shows it at once. */
export const loadPaymentStep = () => import("../components/payment-step");

export type SubscribeStage =
  | { step: "offer" }
  | { step: "pay"; answer: SubscribeAnswer }
  | { step: "activating"; answer: SubscribeAnswer };

/**
 * The steps of subscribing to a creator: the offer (a plan chosen, 'Subscribe
 * Now' starts an incomplete subscription, or asks a visitor to sign in), the
 * card step, then activating until the provider's event makes the subscription
 * active ('Subscription successful!'). `onBusyChange` says when the dialog must
 * stay open; `onDone` closes it.
 */
export function useSubscribeFlow({
  creatorProfileId,
  pending,
  initialTierId = null,
  onBusyChange,
  onDone,
}: {
  creatorProfileId: string;
  pending?: SubscribeAnswer;
  /** The tier chosen when the offer opens; null is the profile's own price. */
  initialTierId?: string | null;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const { user, isAuthenticated } = useAuth();
  const [location] = useLocation();
  const profile = useCreatorProfileById(creatorProfileId);
  const tiers = useTierOptions(creatorProfileId, true);
  const activeSubscription = useActiveSubscriptionTo(creatorProfileId);
  const subscribe = useSubscribe();
  const activation = useActivation();
  const [stage, setStage] = useState<SubscribeStage>(pending ? { step: "pay", answer: pending } : { step: "offer" });
  const [tierId, setTierId] = useState<string | null>(initialTierId);
  const creator = profile.data;

  useEffect(() => {
    if (isAuthenticated) void loadPaymentStep();
  }, [isAuthenticated]);

  function start() {
    if (!creator) return;
    if (!isAuthenticated) {
      toast({ title: "Sign in required", description: "Please sign in to subscribe to creators", variant: "destructive" });
      setTimeout(() => redirectToLogin(location), SIGN_IN_REDIRECT_DELAY_MS);
      return;
    }
    subscribe.mutate({ creatorProfileId: creator.id, tierId }, { onSuccess: (answer) => setStage({ step: "pay", answer }) });
  }

  function paid(answer: SubscribeAnswer) {
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

  return {
    profile,
    creator,
    tiers: tiers.items,
    tierId,
    chooseTier: setTierId,
    stage,
    /** Already a fan: the offer shows 'Subscribed'. */
    subscribed: Boolean(activeSubscription),
    isOwnProfile: Boolean(creator && user && creator.userId === user.id),
    starting: subscribe.isPending,
    start,
    paid,
  };
}
