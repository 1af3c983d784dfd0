import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { PlusCircle } from "lucide-react";
import type { CreatorProfileView, CurrentUser } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { CreatorGate } from "@/features/creators/components/creator-gate";
import { DashboardStats } from "../components/dashboard-stats";
import { ProfileInfoCard } from "../components/profile-info-card";
import { QuickActions } from "../components/quick-actions";
import { RecentPosts } from "../components/recent-posts";

/** The edit form (and the validation rules it brings) loads on the first Edit Profile click, not with the dashboard. */
const EditProfileDialog = lazy(() => import("../components/edit-profile-dialog").then((m) => ({ default: m.EditProfileDialog })));

export default function CreatorDashboardPage() {
  usePageTitle("PawPal Dashboard");
  return (
    <CreatorGate returnTo="/creator-dashboard" signInText="Sign in to open your PawPal dashboard.">
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
  const greeting = user.firstName || user.displayName || user.username;
  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageHeader
        title="PawPal Dashboard"
        description={`Welcome back, ${greeting}! Here's how ${profile.petName} is doing.`}
        actions={
          <Button asChild variant="gradient">
            <Link href="/create-post">
              <PlusCircle aria-hidden />
              Create Post
            </Link>
          </Button>
        }
      />
      <DashboardStats creatorProfileId={profile.id} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ProfileInfoCard profile={profile} onEdit={startEditing} />
        <QuickActions />
      </div>
      <RecentPosts creatorProfileId={profile.id} />
      {editorLoaded && (
        <Suspense fallback={null}>
          <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
    </Container>
  );
}
