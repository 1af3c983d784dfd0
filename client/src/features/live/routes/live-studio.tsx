import { useParams } from "wouter";
import { CreatorGate } from "@/components/gates/creator-gate";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { LiveStudio } from "../studio/live-studio";
import { STUDIO_TEXTS } from "../studio/texts";

/** /creator-dashboard/live/:liveSessionId/studio: where the creator goes live. */
export default function LiveStudioPage() {
  usePageTitle(STUDIO_TEXTS.pageTitle);
  const { liveSessionId = "" } = useParams<{ liveSessionId: string }>();
  return (
    <CreatorGate returnTo={paths.liveStudio(liveSessionId)} signInText="Sign in to open your live studio.">
      {(profile) => <LiveStudio profile={profile} liveSessionId={liveSessionId} />}
    </CreatorGate>
  );
}
