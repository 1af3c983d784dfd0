import { useState } from "react";
import { Link } from "wouter";
import { Compass, Heart, PawPrint } from "lucide-react";
import type { MySubscriptionView } from "@shared/api-types";
import { isFanSubscription } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { formatPrice } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useMySubscriptions } from "../api/my-subscriptions";
import { formatJoinDate, statusLabel } from "../format";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";

/** The signed-in fan's subscriptions (every page of them), active ones first, each active one with a Cancel button. */
export function MySubscriptions({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const list = useMySubscriptions();
  const { isLoading, isError } = list;
  const [canceling, setCanceling] = useState<MySubscriptionView | null>(null);
  const subscriptions = [...list.items].sort((a, b) => Number(isFanSubscription(b)) - Number(isFanSubscription(a)));

  // Beside a PawPal's own profile the section shows only once there is something in it.
  if (hideWhenEmpty && subscriptions.length === 0) return null;

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
            <ul className="divide-y">
              {subscriptions.map((subscription) => (
                <SubscriptionRow key={subscription.id} subscription={subscription} onCancel={() => setCanceling(subscription)} />
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
    </section>
  );
}

function SubscriptionRow({ subscription, onCancel }: { subscription: MySubscriptionView; onCancel: () => void }) {
  const { creator } = subscription;
  const active = isFanSubscription(subscription);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:px-6">
      <Link href={paths.profile(creator.userId)} className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl">
        <InitialsAvatar
          name={{ displayName: creator.petName }}
          imageUrl={creator.avatarImageUrl}
          alt={creator.petName}
          icon={PawPrint}
          className="size-12"
        />
        <span className="min-w-0">
          <span className="flex items-center gap-2">
            <span className="truncate font-semibold group-hover:underline">{creator.petName}</span>
            {active ? (
              <Badge variant="success">Active</Badge>
            ) : (
              <span className="text-xs font-medium text-muted-foreground">{statusLabel(subscription.status)}</span>
            )}
          </span>
          <span className="block text-sm text-muted-foreground">
            {formatPrice(subscription.price)}/month · since {formatJoinDate(subscription.createdAt)}
          </span>
        </span>
      </Link>
      {active && (
        <Button variant="outline" size="sm" onClick={onCancel} className="ml-auto" aria-label={`Cancel subscription to ${creator.petName}`}>
          Cancel
        </Button>
      )}
    </li>
  );
}
