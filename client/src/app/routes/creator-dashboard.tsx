import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { PlusCircle, Radio } from "lucide-react";
import type { CreatorProfileView, CurrentUser } from "@shared/api-types";
import { displayNameOf } from "@shared/people";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { CreatorGate } from "@/components/gates/creator-gate";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { DashboardStats } from "@/features/creators/components/dashboard-stats";
import { ProfileInfoCard } from "@/features/creators/components/profile-info-card";
import { QuickActions } from "@/features/creators/components/quick-actions";
import { EarningsOverview } from "@/features/earnings/components/earnings-overview";
import { OrdersToShip } from "@/features/orders/components/orders-to-ship";
import { RecentPosts } from "@/features/posts/components/recent-posts";

/** The edit form (and the validation rules it brings) loads on the first Edit Profile click, not with the dashboard. */
const EditProfileDialog = lazy(() =>
  import("@/features/creators/components/edit-profile-dialog").then((m) => ({ default: m.EditProfileDialog })),
);

/** /creator-dashboard: the creator's figures, profile and shortcuts, earnings (from the earnings feature) and latest posts. */
export default function CreatorDashboardPage() {
  usePageTitle("PawPal Dashboard");
  return (
    <CreatorGate returnTo={paths.creatorDashboard} signInText="Sign in to open your PawPal dashboard.">
      {(profile, user) => <Dashboard profile={profile} user={user} />}
    </CreatorGate>
  );
}

function Dashboard({ profile, user }: { profile: CreatorProfileView; user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [editorLoaded, setEditorLoaded] = useState(false);
  const startEditing = () => {
    setEditorLoaded(true);
    setEditing(true);
  };
  // Greeted by first name when there is one, else by the name they are shown under.
  const greeting = user.firstName?.trim() || displayNameOf(user);
  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageHeader
        title="PawPal Dashboard"
        description={`Welcome back, ${greeting}! Here's how ${profile.petName} is doing.`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={paths.creatorLives}>
                <Radio aria-hidden />
                Go Live
              </Link>
            </Button>
            <Button asChild variant="gradient">
              <Link href={paths.createPost}>
                <PlusCircle aria-hidden />
                Create Post
              </Link>
            </Button>
          </>
        }
      />
      <DashboardStats creatorProfileId={profile.id} />
      <OrdersToShip />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ProfileInfoCard profile={profile} onEdit={startEditing} />
        <QuickActions />
      </div>
      <EarningsOverview creatorProfileId={profile.id} />
      <RecentPosts creatorProfileId={profile.id} creatorUserId={profile.userId} />
      {editorLoaded && (
        <Suspense fallback={null}>
          <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
    </Container>
  );
}
