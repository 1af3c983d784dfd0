import { Container } from "@/components/container";
import { LoadingState } from "@/components/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { AccountOverview } from "@/features/profile/components/account-overview";
import { PawPalProfile } from "@/features/profile/components/pawpal-profile";
import { MySubscriptions } from "@/features/subscriptions/components/my-subscriptions";
import { useCreatorProfile } from "../api/creator-profile-by-user";
import { SignInPrompt } from "../components/gate-panel";

/** The signed-in person's own page: their PawPal profile if they have one, else their account. */
export default function MyProfilePage() {
  usePageTitle("My Profile");
  const { user, isLoading: authLoading } = useAuth();
  const { profile, isLoading: profileLoading } = useCreatorProfile();

  if (authLoading || profileLoading) return <LoadingState label="Loading profile..." className="min-h-[50vh]" />;
  if (!user) {
    return (
      <SignInPrompt
        title="Sign in to see your profile"
        description="Sign in to see your subscriptions, or to share your own pet as a PawPal."
        returnTo="/profile"
      />
    );
  }

  return (
    <Container className="space-y-10 py-6 sm:py-10">
      {profile ? (
        <>
          <PawPalProfile profile={profile} />
          {/* A PawPal can be a PawFan of others too. */}
          <MySubscriptions hideWhenEmpty />
        </>
      ) : (
        <AccountOverview user={user} />
      )}
    </Container>
  );
}
