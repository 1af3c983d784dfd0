import { useEffect } from "react";
import { useLocation } from "wouter";
import { BadgeDollarSign, Camera, Heart, Sparkles } from "lucide-react";
import { CREATOR_SHARE_PERCENT, LISTING_FEE_DOLLARS } from "@shared/constants/money";
import { Card, CardContent } from "@/components/ui/card";
import { Container } from "@/components/container";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { toast } from "@/hooks/use-toast";
import { SignInPrompt } from "@/components/gates/gate-panel";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/hooks/use-creator-profile";
import { usePageTitle } from "@/hooks/use-page-title";
import { formatPrice } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useCreateCreatorProfile } from "../api/save-creator-profile";
import { CreatorProfileForm } from "../components/creator-profile-form";
import { creatorProfileFormDefaults } from "../forms/creator-profile-form";

const DASHBOARD = paths.creatorDashboard;

export default function BecomeCreatorPage() {
  usePageTitle("Become a PawPal");
  const { user, isLoading: authLoading } = useAuth();
  const { hasProfile, isLoading: profileLoading } = useCreatorProfile();
  const [, navigate] = useLocation();
  const createProfile = useCreateCreatorProfile();

  // One profile per person: someone who already has one goes to their dashboard.
  useEffect(() => {
    if (hasProfile && !createProfile.isPending && !createProfile.isSuccess) navigate(DASHBOARD, { replace: true });
  }, [hasProfile, createProfile.isPending, createProfile.isSuccess, navigate]);

  if (authLoading || profileLoading || hasProfile) return <LoadingState label="Loading..." className="min-h-[50vh]" />;
  if (!user) {
    return (
      <SignInPrompt
        title="Sign in to become a PawPal"
        description="Sign in to create your pet's creator profile and start sharing exclusive moments with PawFans."
        returnTo={paths.becomeCreator}
      />
    );
  }

  return (
    <div className="bg-hero-glow">
      <Container className="py-10 sm:py-14">
        <PageHeader
          eyebrow="Join the PawPals"
          title="Become a PawPal"
          description="Create your pet's profile, set your monthly price and start earning from your best pet moments."
        />
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Card className="rounded-3xl">
            <CardContent className="p-6 sm:p-8">
              <CreatorProfileForm
                defaultValues={creatorProfileFormDefaults()}
                submitLabel="Create PawPal Profile"
                isPending={createProfile.isPending}
                onSubmit={(fields) =>
                  createProfile.mutate(fields, {
                    onSuccess: () => {
                      toast({ title: "Success!", description: "Your PawPal profile has been created. Welcome to PawFans!" });
                      navigate(DASHBOARD);
                    },
                  })
                }
              />
            </CardContent>
          </Card>
          <WhyPawPal />
        </div>
      </Container>
    </div>
  );
}

/** The creator's side of the deal, beside the form. */
function WhyPawPal() {
  const points = [
    { icon: BadgeDollarSign, title: `Keep ${CREATOR_SHARE_PERCENT}%`, text: "of every subscription, paid monthly." },
    { icon: Sparkles, title: `${formatPrice(LISTING_FEE_DOLLARS)} to start`, text: "No listing or setup fee, ever." },
    { icon: Camera, title: "Photos, videos and reels", text: "Share public posts or premium ones for your fans." },
    { icon: Heart, title: "Your own community", text: "Welcome PawFans who love your pet as much as you do." },
  ];
  return (
    <aside aria-label="Why become a PawPal" className="rounded-3xl bg-brand-gradient p-px shadow-lifted lg:sticky lg:top-24">
      <div className="space-y-5 rounded-[calc(var(--radius-3xl)-1px)] bg-card p-6">
        <h2 className="text-lg font-bold">Why become a PawPal?</h2>
        <ul className="space-y-4">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                <Icon className="size-4.5" aria-hidden />
              </span>
              <p className="text-sm">
                <span className="block font-semibold">{title}</span>
                <span className="text-muted-foreground">{text}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
