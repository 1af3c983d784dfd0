import { useState } from "react";
import { useParams } from "wouter";
import { Sparkles } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { Container } from "@/components/container";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { sortTiersByPrice } from "@/lib/sort-tiers";
import { LiveWatch } from "@/features/live/watch/live-watch";
import { useActiveSubscriptionTo } from "@/features/subscriptions/api/my-subscriptions";
import { LazyChangeTierDialog } from "@/features/subscriptions/components/lazy-change-tier-dialog";
import { LazySubscribeDialog } from "@/features/subscriptions/components/lazy-subscribe-dialog";
import { useCreatorTiers } from "@/features/tiers/api/creator-tiers";
import { LiveStreamPlayer } from "@/features/video/components/live-stream-player";
import { VideoPlayer } from "@/features/video/components/video-player";

/**
 * /live/:liveSessionId: the live feature's watch page with the video feature's
 * players (the stream, then the replay post) and, for a viewer whose tier does
 * not grant live streams, the subscriptions feature's upgrade.
 */
export default function LiveWatchPage() {
  const { liveSessionId } = useParams<{ liveSessionId: string }>();
  return (
    <Container className="py-4 sm:py-8">
      <LiveWatch
        liveSessionId={liveSessionId}
        renderPlayer={(props) => <LiveStreamPlayer {...props} />}
        renderReplay={(props) => <VideoPlayer {...props} />}
        renderUpgrade={(creator) => <LiveUpgrade creator={creator} />}
      />
    </Container>
  );
}

/**
 * "Upgrade": a fan changes tier, anyone else subscribes; the cheapest tier whose
 * benefits include live streams is offered first, as a locked post offers its unlocking tier.
 */
function LiveUpgrade({ creator }: { creator: CreatorProfileView }) {
  const { user } = useAuth();
  const subscription = useActiveSubscriptionTo(user ? creator.id : undefined);
  const tiers = useCreatorTiers(creator.id).items;
  const offered = sortTiersByPrice(tiers.filter((tier) => !tier.archivedAt && tier.benefits.liveStreams))[0];
  const [open, setOpen] = useState(false);
  if (user?.id === creator.userId) return null;
  return (
    <>
      <Button variant="gradient" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden />
        {offered ? `Upgrade to ${offered.name}` : "Upgrade"}
      </Button>
      {subscription ? (
        <LazyChangeTierDialog subscription={subscription} initialTierId={offered?.id ?? null} open={open} onOpenChange={setOpen} />
      ) : (
        <LazySubscribeDialog creatorProfileId={creator.id} initialTierId={offered?.id ?? null} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
