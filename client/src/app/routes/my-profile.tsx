import { Container } from "@/components/container";
import { SignInPrompt } from "@/components/gates/gate-panel";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/hooks/use-creator-profile";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { AccountSettings } from "@/features/account/components/account-settings";
import { AccountOverview } from "@/features/creators/components/account-overview";
import { MySubscriptions } from "@/features/subscriptions/components/my-subscriptions";
import { PawPalProfile } from "./pawpal-profile";

/**
 * /profile: the signed-in person's own page: their PawPal profile if they have
 * one, else their account; their subscriptions either way; then their account
 * settings (names and picture, a copy of their data, deleting the account).
 */
export default function MyProfilePage() {
  usePageTitle("My Profile");
  const { user, isLoading: authLoading } = useAuth();
  const { profile, isLoading: profileLoading, error, refetch } = useCreatorProfile();

  if (authLoading || profileLoading) return <LoadingState label="Loading profile..." className="min-h-[50vh]" />;
  if (!user) {
    return (
      <SignInPrompt
        title="Sign in to see your profile"
        description="Sign in to see your subscriptions, or to share your own pet as a PawPal."
        returnTo={paths.profile()}
      />
    );
  }

  return (
    <Container className="space-y-10 py-6 sm:py-10">
      {error ? (
        <LoadError title="Your profile could not be loaded" onRetry={() => void refetch()} />
      ) : profile ? (
        <>
          <PawPalProfile profile={profile} />
          {/* A PawPal can be a PawFan of others too. */}
          <MySubscriptions hideWhenEmpty />
        </>
      ) : (
        <AccountOverview user={user} subscriptions={<MySubscriptions />} />
      )}
      <AccountSettings user={user} />
    </Container>
  );
}
