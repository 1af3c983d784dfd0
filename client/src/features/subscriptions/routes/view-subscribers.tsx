import { Link } from "wouter";
import { ExternalLink, Users } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { BackToDashboard } from "@/features/dashboard/components/back-to-dashboard";
import { CreatorGate } from "@/features/creators/components/creator-gate";
import { useCreatorSubscriptions } from "../api/creator-subscriptions";
import { SubscriberRow } from "../components/subscriber-row";
import { countActive } from "../format";

export default function ViewSubscribersPage() {
  usePageTitle("Your Subscribers");
  return (
    <CreatorGate returnTo="/view-subscribers" signInText="Sign in to see who subscribes to your pet.">
      {(profile) => <Subscribers profile={profile} />}
    </CreatorGate>
  );
}

function Subscribers({ profile }: { profile: CreatorProfileView }) {
  const { data: subscriptions, isLoading, isError } = useCreatorSubscriptions(profile.id);
  const active = subscriptions ? countActive(subscriptions) : undefined;

  return (
    <Container className="max-w-4xl space-y-6 py-8 sm:py-12">
      <BackToDashboard />
      <PageHeader title="Your Subscribers" description={`The PawFans who support ${profile.petName}.`} />

      <Card className="flex items-center gap-4 p-5 sm:p-6">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-glow">
          <Users className="size-6" aria-hidden />
        </span>
        <div>
          {active === undefined ? (
            <Skeleton className="h-8 w-12" />
          ) : (
            <p className="text-3xl font-extrabold">{active}</p>
          )}
          <p className="text-sm text-muted-foreground">Active {active === 1 ? "subscriber" : "subscribers"}</p>
        </div>
      </Card>

      {isLoading ? (
        <LoadingState label="Loading subscribers..." />
      ) : isError ? (
        <EmptyState icon={<Users />} title="Subscribers could not be loaded" description="Please try again in a moment." />
      ) : !subscriptions || subscriptions.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No subscribers yet"
          description={`Share ${profile.petName}'s profile to welcome your first PawFans.`}
          action={
            <Button asChild variant="outline">
              <Link href={`/profile/${profile.userId}`}>
                <ExternalLink aria-hidden />
                View your profile
              </Link>
            </Button>
          }
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <ul className="divide-y">
            {subscriptions.map((subscription) => (
              <SubscriberRow key={subscription.id} subscription={subscription} />
            ))}
          </ul>
        </Card>
      )}
    </Container>
  );
}
