import type { CreatorProfileView } from "@shared/api-types";
import { BackToDashboard } from "@/components/back-to-dashboard";
import { Container } from "@/components/container";
import { CreatorGate } from "@/components/gates/creator-gate";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { useCreatorStats } from "@/features/creators/api/creator-stats";
import { ActiveSubscribersCard } from "@/features/subscriptions/components/active-subscribers-card";
import { SubscriberList } from "@/features/subscriptions/components/subscriber-list";
import { MessageFanButton } from "@/features/messages/components/message-actions";
import { isFanSubscription } from "@shared/subscriptions";

/**
 * /view-subscribers: how many active fans the creator has (the server's count,
 * from the dashboard figures) above the list of every subscription, page by page.
 */
export default function ViewSubscribersPage() {
  usePageTitle("Your Subscribers");
  return (
    <CreatorGate returnTo={paths.viewSubscribers} signInText="Sign in to see who subscribes to your pet.">
      {(profile) => <Subscribers profile={profile} />}
    </CreatorGate>
  );
}

function Subscribers({ profile }: { profile: CreatorProfileView }) {
  const stats = useCreatorStats(profile.id);
  return (
    <Container className="max-w-4xl space-y-6 py-8 sm:py-12">
      <BackToDashboard />
      <PageHeader title="Your Subscribers" description={`The PawFans who support ${profile.petName}.`} />
      <ActiveSubscribersCard
        count={stats.data?.activeSubscribers}
        onRetry={stats.isError ? () => void stats.refetch() : undefined}
      />
      <SubscriberList
        profile={profile}
        rowAction={(subscription) =>
          isFanSubscription(subscription) && <MessageFanButton userId={subscription.subscriberId} name={subscription.subscriber.displayName} />
        }
      />
    </Container>
  );
}
