import type { CreatorSubscriptionView } from "@shared/api-types";
import { displayNameOf } from "@shared/people";
import { isFanSubscription } from "@shared/subscriptions";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { InitialsAvatar } from "@/components/initials-avatar";
import { formatPrice } from "@/lib/format";
import { formatJoinDate, statusLabel } from "../format";

/** One subscriber: avatar or initials, display name or email, status, tier, price and join date; `action` at the end (the app's "Message"). */
export function SubscriberRow({ subscription, action }: { subscription: CreatorSubscriptionView; action?: ReactNode }) {
  const { subscriber, tier } = subscription;
  const name = displayNameOf(subscriber, { withEmail: true });
  const active = isFanSubscription(subscription);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <InitialsAvatar name={subscriber} imageUrl={subscriber.profileImageUrl} alt={name} className="size-11" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="truncate">{name}</span>
            {active ? (
              <Badge variant="success">Active</Badge>
            ) : (
              <span className="text-xs font-medium text-muted-foreground">{statusLabel(subscription.status)}</span>
            )}
          </p>
          <p className="truncate text-sm text-muted-foreground">{tier?.name ?? "Standard subscription"}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-6 pl-14 text-sm sm:justify-end sm:pl-0 sm:text-right">
        <p>
          <span className="font-semibold">{formatPrice(subscription.price)}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <p className="text-muted-foreground">
          <span className="sr-only">Joined </span>
          <time dateTime={subscription.createdAt}>{formatJoinDate(subscription.createdAt)}</time>
        </p>
        {action}
      </div>
    </li>
  );
}
