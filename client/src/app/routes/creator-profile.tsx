import { Link, useParams } from "wouter";
import { Compass, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { useCreatorProfileByUser } from "@/hooks/use-creator-profile";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { ProfileHeaderSkeleton } from "@/features/creators/components/profile-header-skeleton";
import { PawPalProfile } from "./pawpal-profile";

/** /profile/:userId: a creator's public page. */
export default function CreatorProfilePage() {
  const { userId } = useParams<{ userId: string }>();
  const { data: profile, isLoading, isError, refetch } = useCreatorProfileByUser(userId);
  usePageTitle(profile?.petName ?? "PawPal Profile");

  return (
    <Container className="py-6 sm:py-10">
      {isLoading ? (
        <LoadingPlaceholders label="Loading profile...">
          <ProfileHeaderSkeleton />
        </LoadingPlaceholders>
      ) : profile ? (
        <PawPalProfile profile={profile} />
      ) : isError ? (
        <LoadError title="Creator profile not found." onRetry={() => void refetch()} className="my-10" />
      ) : (
        <EmptyState
          icon={<SearchX />}
          title="Creator profile not found."
          description="This PawPal may have moved on. There are plenty more to discover."
          className="my-10"
          action={
            <Button asChild variant="gradient">
              <Link href={paths.explore()}>
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
