import { Link, useParams } from "wouter";
import { Compass, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { usePageTitle } from "@/hooks/use-page-title";
import { PawPalProfile } from "@/features/profile/components/pawpal-profile";
import { useCreatorProfileByUser } from "../api/creator-profile-by-user";

export default function CreatorProfilePage() {
  const { userId } = useParams<{ userId: string }>();
  const { data: profile, isLoading } = useCreatorProfileByUser(userId);
  usePageTitle(profile?.petName ?? "PawPal Profile");

  return (
    <Container className="py-6 sm:py-10">
      {isLoading ? (
        <LoadingState label="Loading profile..." className="min-h-[50vh]" />
      ) : profile ? (
        <PawPalProfile profile={profile} />
      ) : (
        <EmptyState
          icon={<SearchX />}
          title="Creator profile not found."
          description="This PawPal may have moved on. There are plenty more to discover."
          className="my-10"
          action={
            <Button asChild variant="gradient">
              <Link href="/explore">
                <Compass aria-hidden />
                Explore PawPals
              </Link>
            </Button>
          }
        />
      )}
    </Container>
  );
}
