import { useState } from "react";
import type { CreatorProfileView } from "@shared/api-types";
import { useAuth } from "@/hooks/use-auth";
import { OwnProfileDashboardLink, ProfileHeader } from "@/features/creators/components/profile-header";
import { ProfileTabs } from "@/features/creators/components/profile-tabs";
import { CreatorFeed } from "@/features/posts/components/creator-feed";
import { useActiveSubscriptionTo } from "@/features/subscriptions/api/my-subscriptions";
import { SubscribeButton } from "@/features/subscriptions/components/subscribe-button";
import { SubscribeDialog } from "@/features/subscriptions/components/subscribe-dialog";
import { TierList } from "@/features/tiers/components/tier-list";

/**
 * A creator's public page (/profile/:userId, and /profile for a PawPal): the
 * creator's header, their posts and tiers, and subscribing. The owner sees a
 * dashboard link instead of Subscribe; locked posts offer to subscribe too.
 */
export function PawPalProfile({ profile }: { profile: CreatorProfileView }) {
  const { user } = useAuth();
  const isOwn = user?.id === profile.userId;
  const isSubscribed = Boolean(useActiveSubscriptionTo(profile.id));
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const openSubscribe = () => setSubscribeOpen(true);

  return (
    <div className="space-y-8">
      <ProfileHeader
        profile={profile}
        action={isOwn ? <OwnProfileDashboardLink /> : <SubscribeButton subscribed={isSubscribed} onSubscribe={openSubscribe} />}
      />
      <ProfileTabs
        profile={profile}
        feed={<CreatorFeed creatorProfileId={profile.id} onUnlock={isOwn || isSubscribed ? undefined : openSubscribe} />}
        tiers={<TierList creatorProfileId={profile.id} emptyTitle="Subscription tiers will appear here" />}
      />
      {!isOwn && <SubscribeDialog creatorProfileId={profile.id} open={subscribeOpen} onOpenChange={setSubscribeOpen} />}
    </div>
  );
}
