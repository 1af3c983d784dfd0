import { useState } from "react";
import type { CreatorProfileView } from "@shared/api-types";
import { useAuth } from "@/hooks/use-auth";
import { useActiveSubscriptionTo } from "@/features/subscriptions/api/my-subscriptions";
import { SubscribeDialog } from "@/features/subscriptions/components/subscribe-dialog";
import { ProfileHeader } from "./profile-header";
import { ProfileTabs } from "./profile-tabs";

/** A creator's public page: the header, then Feed, About and Tiers. The owner sees a dashboard link instead of Subscribe. */
export function PawPalProfile({ profile }: { profile: CreatorProfileView }) {
  const { user } = useAuth();
  const isOwn = user?.id === profile.userId;
  const isSubscribed = Boolean(useActiveSubscriptionTo(profile.id));
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const openSubscribe = () => setSubscribeOpen(true);

  return (
    <div className="space-y-8">
      <ProfileHeader profile={profile} isOwn={isOwn} isSubscribed={isSubscribed} onSubscribe={openSubscribe} />
      <ProfileTabs profile={profile} onUnlock={isOwn || isSubscribed ? undefined : openSubscribe} />
      {!isOwn && <SubscribeDialog creatorProfileId={profile.id} open={subscribeOpen} onOpenChange={setSubscribeOpen} />}
    </div>
  );
}
