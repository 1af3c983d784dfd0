import { CreatorGate } from "@/components/gates/creator-gate";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { CreatorLivesPage } from "@/features/live/schedule/creator-lives-page";
import type { AudienceSlotProps } from "@/features/live/schedule/live-schedule-form";
import { AudienceChoice } from "@/features/posts/components/audience-fields";

/** A live's audience is chosen as a post's is (the posts feature's choice, without behind-the-scenes). */
const renderAudience = (props: AudienceSlotProps) => <AudienceChoice {...props} />;

/** /creator-dashboard/live: the creator schedules lives and finds their studio and replays. */
export default function CreatorLivesRoute() {
  usePageTitle("Live Streams");
  return (
    <CreatorGate returnTo={paths.creatorLives} signInText="Sign in to schedule lives for your PawFans.">
      {(profile) => <CreatorLivesPage profile={profile} renderAudience={renderAudience} />}
    </CreatorGate>
  );
}
