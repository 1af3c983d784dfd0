import type { ReactNode } from "react";
import type { CreatorProfileView, CurrentUser } from "@shared/api-types";
import { Container } from "@/components/container";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/hooks/use-creator-profile";
import { NoCreatorProfilePrompt, SignInPrompt } from "./gate-panel";

interface CreatorGateProps {
  /** The page to come back to after signing in. */
  returnTo: string;
  /** What the sign-in prompt says the page is for. */
  signInText: string;
  children: (profile: CreatorProfileView, user: CurrentUser) => ReactNode;
}

/**
 * The creator pages' guard: a sign-in prompt for visitors, a prompt to become a
 * PawPal for people without a creator profile, else the page.
 */
export function CreatorGate({ returnTo, signInText, children }: CreatorGateProps) {
  const { user, isLoading: authLoading } = useAuth();
  const { profile, isLoading: profileLoading, error, refetch } = useCreatorProfile();

  if (authLoading || profileLoading) return <LoadingState label="Loading..." className="min-h-[50vh]" />;
  if (!user) return <SignInPrompt title="Sign in required" description={signInText} returnTo={returnTo} />;
  if (error) {
    return (
      <Container className="py-12">
        <LoadError title="Your PawPal profile could not be loaded" onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!profile) return <NoCreatorProfilePrompt />;
  return <>{children(profile, user)}</>;
}
