import { useState } from "react";
import { Link } from "wouter";
import { Compass, Heart } from "lucide-react";
import type { MySubscriptionView } from "@shared/api-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { formatPrice } from "@/lib/format";
import { initials } from "@/lib/utils";
import { useMySubscriptions } from "../api/my-subscriptions";
import { formatJoinDate, statusLabel } from "../format";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";

/** The signed-in fan's subscriptions, active ones first, each active one with a Cancel button. */
export function MySubscriptions({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const { data, isLoading, isError } = useMySubscriptions();
  const [canceling, setCanceling] = useState<MySubscriptionView | null>(null);
  const subscriptions = [...(data ?? [])].sort((a, b) => Number(b.status === "active") - Number(a.status === "active"));

  // Beside a PawPal's own profile the section shows only once there is something in it.
  if (hideWhenEmpty && subscriptions.length === 0) return null;

  return (
    <section aria-labelledby="my-subscriptions-heading" className="space-y-4">
      <h2 id="my-subscriptions-heading" className="text-xl font-bold">
        Your subscriptions
      </h2>
      {isLoading ? (
        <LoadingState label="Loading subscriptions..." />
      ) : isError ? (
        <EmptyState icon={<Heart />} title="Subscriptions could not be loaded" description="Please try again in a moment." />
      ) : subscriptions.length === 0 ? (
        <EmptyState
          icon={<Heart />}
          title="No subscriptions yet"
          description="Subscribe to a PawPal to unlock their exclusive photos, videos and reels."
          action={
            <Button asChild variant="gradient">
              <Link href="/explore">
                <Compass aria-hidden />
                Explore PawPals
              </Link>
            </Button>
          }
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <ul className="divide-y">
            {subscriptions.map((subscription) => (
              <SubscriptionRow key={subscription.id} subscription={subscription} onCancel={() => setCanceling(subscription)} />
            ))}
          </ul>
        </Card>
      )}
      <CancelSubscriptionDialog subscription={canceling} onClose={() => setCanceling(null)} />
    </section>
  );
}

function SubscriptionRow({ subscription, onCancel }: { subscription: MySubscriptionView; onCancel: () => void }) {
  const { creator } = subscription;
  const active = subscription.status === "active";
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:px-6">
      <Link href={`/profile/${creator.userId}`} className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl">
        <Avatar className="size-12">
          {creator.avatarImageUrl && <AvatarImage src={creator.avatarImageUrl} alt={creator.petName} />}
          <AvatarFallback>{initials(creator.petName)}</AvatarFallback>
        </Avatar>
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
