import { useState } from "react";
import { Link } from "wouter";
import { ArrowUpDown, CalendarClock, Compass, CreditCard, Heart, LoaderCircle, PawPrint, Receipt, RotateCcw } from "lucide-react";
import type { MySubscriptionView, SubscribeAnswer } from "@shared/api-types";
import { isFanSubscription } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { toast } from "@/hooks/use-toast";
import { formatPrice } from "@/lib/format";
import { formatDay } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useMySubscriptions } from "../api/my-subscriptions";
import { useResumeSubscription } from "../api/resume-subscription";
import { useSubscribe } from "../api/subscribe";
import { canChangeTier, scheduledChangeText, subscriptionActions, subscriptionStatusView, type StatusTone } from "../format";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { LazyChangeTierDialog, preloadChangeTierDialog } from "./lazy-change-tier-dialog";
import { ReceiptsDialog } from "./receipts-dialog";
import { SubscribeDialog } from "./subscribe-dialog";

/** Fan subscriptions first, then those waiting for their first payment, then the ended ones. */
function listOrder(subscription: MySubscriptionView): number {
  if (isFanSubscription(subscription)) return 0;
  return subscription.status === "incomplete" ? 1 : 2;
}

/**
 * The signed-in fan's subscriptions (every page of them): each with its status
 * (renews, ends, past due, incomplete, canceled; a downgrade waiting for the
 * renewal), and what can be done with it: finish the payment, change tier (a
 * creator with tiers), cancel at the period's end, resume, read the receipts.
 */
export function MySubscriptions({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const list = useMySubscriptions();
  const { isLoading, isError } = list;
  const [canceling, setCanceling] = useState<MySubscriptionView | null>(null);
  const [receiptsOf, setReceiptsOf] = useState<MySubscriptionView | null>(null);
  const [paying, setPaying] = useState<SubscribeAnswer | null>(null);
  const [changing, setChanging] = useState<MySubscriptionView | null>(null);
  const subscribe = useSubscribe();
  const resume = useResumeSubscription();
  const subscriptions = [...list.items].sort((a, b) => listOrder(a) - listOrder(b));

  /** 'Finish payment': the pending subscription's current client secret, then the card step. */
  function finishPayment(subscription: MySubscriptionView) {
    subscribe.mutate(
      { creatorProfileId: subscription.creatorProfileId, tierId: subscription.tierId },
      { onSuccess: (answer) => setPaying(answer) },
    );
  }

  function resumeSubscription(subscription: MySubscriptionView) {
    resume.mutate(subscription.id, {
      onSuccess: (resumed) =>
        toast({
          title: "Subscription resumed",
          description: resumed.currentPeriodEnd
            ? `Your subscription to ${resumed.creator.petName} renews on ${formatDay(resumed.currentPeriodEnd)}.`
            : `Your subscription to ${resumed.creator.petName} continues.`,
        }),
    });
  }

  // Beside a PawPal's own profile the section shows only once there is something in it.
  if (hideWhenEmpty && subscriptions.length === 0) return null;

  const busyId = subscribe.isPending
    ? subscribe.variables?.creatorProfileId
    : resume.isPending
      ? subscriptions.find((s) => s.id === resume.variables)?.creatorProfileId
      : undefined;

  return (
    <section aria-labelledby="my-subscriptions-heading" className="space-y-4">
      <h2 id="my-subscriptions-heading" className="text-xl font-bold">
        Your subscriptions
      </h2>
      {isLoading ? (
        <LoadingState label="Loading subscriptions..." />
      ) : isError && subscriptions.length === 0 ? (
        <LoadError title="Subscriptions could not be loaded" onRetry={() => void list.refetch()} />
      ) : subscriptions.length === 0 ? (
        <EmptyState
          icon={<Heart />}
          title="No subscriptions yet"
          description="Subscribe to a PawPal to unlock their exclusive photos, videos and reels."
          action={
            <Button asChild variant="gradient">
              <Link href={paths.explore()}>
                <Compass aria-hidden />
                Explore PawPals
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <ul className="divide-y" aria-label="Your subscriptions">
              {subscriptions.map((subscription) => (
                <SubscriptionRow
                  key={subscription.id}
                  subscription={subscription}
                  busy={busyId === subscription.creatorProfileId}
                  onFinishPayment={() => finishPayment(subscription)}
                  onCancel={() => setCanceling(subscription)}
                  onResume={() => resumeSubscription(subscription)}
                  onReceipts={() => setReceiptsOf(subscription)}
                  onChangeTier={() => setChanging(subscription)}
                />
              ))}
            </ul>
          </Card>
          {isError ? (
            <LoadError title="More subscriptions could not be loaded" onRetry={() => void list.fetchNextPage()} />
          ) : (
            <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
          )}
        </>
      )}
      <CancelSubscriptionDialog subscription={canceling} onClose={() => setCanceling(null)} />
      <ReceiptsDialog subscription={receiptsOf} onClose={() => setReceiptsOf(null)} />
      {changing && (
        <LazyChangeTierDialog
          key={changing.id}
          subscription={changing}
          open
          onOpenChange={(open) => !open && setChanging(null)}
        />
      )}
      {paying && (
        <SubscribeDialog
          key={paying.subscription.id}
          creatorProfileId={paying.subscription.creatorProfileId}
          pending={paying}
          open
          onOpenChange={(open) => !open && setPaying(null)}
        />
      )}
    </section>
  );
}

const TONE_BADGE: Record<StatusTone, string> = {
  success: "bg-success/15 text-success",
  warning: "bg-warning/20 text-foreground",
  pending: "bg-secondary text-secondary-foreground",
  ended: "bg-muted text-muted-foreground",
};

interface SubscriptionRowProps {
  subscription: MySubscriptionView;
  /** A request about this subscription is running. */
  busy: boolean;
  onFinishPayment: () => void;
  onCancel: () => void;
  onResume: () => void;
  onReceipts: () => void;
  onChangeTier: () => void;
}

function SubscriptionRow({ subscription, busy, onFinishPayment, onCancel, onResume, onReceipts, onChangeTier }: SubscriptionRowProps) {
  const { creator, scheduledTierChange } = subscription;
  const status = subscriptionStatusView(subscription);
  const can = subscriptionActions(subscription);
  const changeable = canChangeTier(subscription);
  const plan = subscription.tier?.name ?? "Monthly";
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <Link href={paths.profile(creator.userId)} className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl">
        <InitialsAvatar
          name={{ displayName: creator.petName }}
          image={creator.avatarImage}
          alt={creator.petName}
          sizes="48px"
          icon={PawPrint}
          className="size-12"
        />
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-semibold group-hover:underline">{creator.petName}</span>
            <Badge variant="outline" className={cn("border-transparent", TONE_BADGE[status.tone])}>
              {status.label}
            </Badge>
          </span>
          <span className="block text-sm text-muted-foreground">
            {plan} · {formatPrice(subscription.price)}/month
          </span>
          {status.detail && (
            <span className={cn("block text-sm", status.tone === "warning" ? "font-medium text-foreground" : "text-muted-foreground")}>
              {status.detail}
            </span>
          )}
          {scheduledTierChange && (
            <span className="flex items-center gap-1.5 text-sm font-medium text-foreground">
              <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden />
              {scheduledChangeText(scheduledTierChange)}
            </span>
          )}
        </span>
      </Link>
      <div className="flex flex-wrap gap-2 pl-15 sm:justify-end sm:pl-0">
        {can.finishPayment && (
          <Button variant="gradient" size="sm" onClick={onFinishPayment} disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <CreditCard aria-hidden />}
            Finish payment
          </Button>
        )}
        {can.resume && (
          <Button variant="gradient" size="sm" onClick={onResume} disabled={busy} aria-label={`Resume subscription to ${creator.petName}`}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
            Resume
          </Button>
        )}
        {changeable && subscription.tierChangeOffered && (
          <Button
            variant="outline"
            size="sm"
            onClick={onChangeTier}
            onPointerEnter={preloadChangeTierDialog}
            onFocus={preloadChangeTierDialog}
            aria-label={`Change tier for ${creator.petName}`}
          >
            <ArrowUpDown aria-hidden />
            Change tier
          </Button>
        )}
        {can.receipts && (
          <Button variant="outline" size="sm" onClick={onReceipts} aria-label={`Receipts for ${creator.petName}`}>
            <Receipt aria-hidden />
            Receipts
          </Button>
        )}
        {can.cancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} aria-label={`Cancel subscription to ${creator.petName}`}>
            Cancel
          </Button>
        )}
      </div>
    </li>
  );
}
