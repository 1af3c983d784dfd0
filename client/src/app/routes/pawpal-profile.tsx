import { useCallback, useMemo, useState } from "react";
import type { CreatorProfileView } from "@shared/api-types";
import { ContentActionsMenu } from "@/components/content-actions-menu";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { useReportAction } from "@/components/moderation/use-report-action";
import { useAuth } from "@/hooks/use-auth";
import { OwnProfileDashboardLink, ProfileHeader } from "@/features/creators/components/profile-header";
import { ProfileTabs } from "@/features/creators/components/profile-tabs";
import { CreatorFeed } from "@/features/posts/components/creator-feed";
import { useActiveSubscriptionTo } from "@/features/subscriptions/api/my-subscriptions";
import { SubscribeButton } from "@/features/subscriptions/components/subscribe-button";
import { LazySubscribeDialog } from "@/features/subscriptions/components/lazy-subscribe-dialog";
import { TierList } from "@/features/tiers/components/tier-list";

/**
 * A creator's public page (/profile/:userId, and /profile for a PawPal): the
 * creator's header, their posts and tiers, and subscribing. The owner sees a
 * dashboard link instead of Subscribe; locked posts offer to subscribe too.
 * Others may report the profile from its "⋯" menu; a hidden profile tells its
 * owner so (staff see a badge).
 */
export function PawPalProfile({ profile }: { profile: CreatorProfileView }) {
  const { user } = useAuth();
  const isOwn = user?.id === profile.userId;
  const isSubscribed = Boolean(useActiveSubscriptionTo(profile.id));
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const openSubscribe = useCallback(() => setSubscribeOpen(true), []);
  const report = useReportAction({ targetType: "creator_profile", targetId: profile.id, authorId: profile.userId });
  const canUnlock = !isOwn && !isSubscribed;
  // Kept while only the dialog's state changes: opening it draws the dialog, not the feed and tiers again.
  const feed = useMemo(
    () => (
      <CreatorFeed creatorProfileId={profile.id} creatorUserId={profile.userId} onUnlock={canUnlock ? openSubscribe : undefined} />
    ),
    [profile.id, profile.userId, canUnlock, openSubscribe],
  );
  const tiers = useMemo(() => <TierList creatorProfileId={profile.id} emptyTitle="Subscription tiers will appear here" />, [profile.id]);

  return (
    <div className="space-y-8">
      <HiddenNotice hidden={profile.hidden} authorId={profile.userId} noun="profile" />
      <ProfileHeader
        profile={profile}
        action={
          isOwn ? (
            <OwnProfileDashboardLink />
          ) : (
            <div className="flex items-center gap-1">
              <SubscribeButton subscribed={isSubscribed} onSubscribe={openSubscribe} />
              <ContentActionsMenu subject={`${profile.petName}'s profile`} items={report.items} />
            </div>
          )
        }
      />
      {report.dialog}
      <ProfileTabs profile={profile} feed={feed} tiers={tiers} />
      {!isOwn && <LazySubscribeDialog creatorProfileId={profile.id} open={subscribeOpen} onOpenChange={setSubscribeOpen} />}
    </div>
  );
}
