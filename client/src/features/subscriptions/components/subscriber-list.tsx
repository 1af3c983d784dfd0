import { Link } from "wouter";
import { ExternalLink, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { CreatorProfileView, CreatorSubscriptionView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { paths } from "@/lib/paths";
import { useCreatorSubscriptions } from "../api/creator-subscriptions";
import { SubscriberRow } from "./subscriber-row";

/** The creator's subscriptions, newest first, page by page, with loading, error and empty states. */
export function SubscriberList({
  profile,
  rowAction,
}: {
  profile: CreatorProfileView;
  /** What each row offers at its end (the app composes the messages feature's "Message"). */
  rowAction?: (subscription: CreatorSubscriptionView) => ReactNode;
}) {
  const subscriptions = useCreatorSubscriptions(profile.id);
  const { items, isLoading, isError } = subscriptions;

  if (isLoading) return <LoadingState label="Loading subscribers..." />;
  if (isError && items.length === 0) {
    return <LoadError title="Subscribers could not be loaded" onRetry={() => void subscriptions.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Users />}
        title="No subscribers yet"
        description={`Share ${profile.petName}'s profile to welcome your first PawFans.`}
        action={
          <Button asChild variant="outline">
            <Link href={paths.profile(profile.userId)}>
              <ExternalLink aria-hidden />
              View your profile
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-5">
      <Card className="overflow-hidden p-0">
        <ul className="divide-y" aria-label="Subscribers">
          {items.map((subscription) => (
            <SubscriberRow key={subscription.id} subscription={subscription} action={rowAction?.(subscription)} />
          ))}
        </ul>
      </Card>
      {isError ? (
        <LoadError title="More subscribers could not be loaded" onRetry={() => void subscriptions.fetchNextPage()} />
      ) : (
        <LoadMore
          hasMore={subscriptions.hasNextPage}
          loading={subscriptions.isFetchingNextPage}
          onLoadMore={() => void subscriptions.fetchNextPage()}
          label="Load more subscribers"
        />
      )}
    </div>
  );
}
