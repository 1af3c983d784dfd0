import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import type { CreatorProfileView, CurrentUser } from "@shared/api-types";
import { LoadingState } from "@/components/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "../api/creator-profile-by-user";
import { GatePanel, NoCreatorProfilePrompt, SignInPrompt } from "./gate-panel";

interface CreatorGateProps {
  /** The page to come back to after signing in. */
  returnTo: string;
  /** What the sign-in prompt says the page is for. */
  signInText: string;
  children: (profile: CreatorProfileView, user: CurrentUser) => ReactNode;
}

/**
 * The creator pages' guard (SPEC section 2): a sign-in prompt for visitors, a
 * prompt to become a PawPal for people without a creator profile, else the page.
 */
export function CreatorGate({ returnTo, signInText, children }: CreatorGateProps) {
  const { user, isLoading: authLoading } = useAuth();
  const { profile, isLoading: profileLoading, error } = useCreatorProfile();

  if (authLoading || profileLoading) return <LoadingState label="Loading..." className="min-h-[50vh]" />;
  if (!user) return <SignInPrompt title="Sign in required" description={signInText} returnTo={returnTo} />;
  if (error) {
    return (
      <GatePanel
        icon={<CircleAlert aria-hidden />}
        title="Something went wrong"
        description="Your PawPal profile could not be loaded. Please try again in a moment."
      />
    );
  }
  if (!profile) return <NoCreatorProfilePrompt />;
  return <>{children(profile, user)}</>;
}
