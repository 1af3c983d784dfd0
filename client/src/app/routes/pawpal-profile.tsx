import { useCallback, useMemo, useState } from "react";
import type { CreatorProfileView, PostView } from "@shared/api-types";
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
import { LazyChangeTierDialog, preloadChangeTierDialog } from "@/features/subscriptions/components/lazy-change-tier-dialog";
import { usePreloadWhenEngaged } from "@/hooks/use-preload-when-engaged";
import { TierList } from "@/features/tiers/components/tier-list";
import { LazyMessageCreatorAction } from "@/features/messages/components/lazy-message-creator-action";
import { useChatRooms } from "@/features/chat/api/chat-rooms";
import { LazyChatPanel } from "@/features/chat/components/lazy-chat-panel";
import { LazyLivesTab } from "@/features/live/lives-tab/lazy-lives-tab";

/**
 * A creator's public page (/profile/:userId, and /profile for a PawPal): the
 * creator's header, their posts and tiers, and subscribing. The owner sees a
 * dashboard link instead of Subscribe. Each locked post offers one action: a
 * visitor subscribes (the unlocking tier chosen), a fan whose tier does not
 * receive it changes tier (that tier offered first).
 * Others may report the profile from its "⋯" menu; a hidden profile tells its
 * owner so (staff see a badge).
 */
const noPreload = () => {};

export function PawPalProfile({ profile }: { profile: CreatorProfileView }) {
  const { user } = useAuth();
  const isOwn = user?.id === profile.userId;
  const subscription = useActiveSubscriptionTo(profile.id);
  const isSubscribed = Boolean(subscription);
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  // The tier the subscribe or change-tier dialog offers first: a locked post's unlocking tier.
  const [offeredTierId, setOfferedTierId] = useState<string | null>(null);
  const [changeTierOpen, setChangeTierOpen] = useState(false);
  const openSubscribe = useCallback(() => {
    setOfferedTierId(null);
    setSubscribeOpen(true);
  }, []);
  const unlock = useCallback(
    (post: PostView) => {
      setOfferedTierId(post.unlockTier?.id ?? null);
      if (post.lockReason === "subscribe" || !isSubscribed) setSubscribeOpen(true);
      else setChangeTierOpen(true);
    },
    [isSubscribed],
  );
  // A fan may meet an 'Upgrade' on the feed: the dialog's code comes once they begin using the page.
  usePreloadWhenEngaged(isSubscribed ? preloadChangeTierDialog : noPreload);
  const report = useReportAction({ targetType: "creator_profile", targetId: profile.id, authorId: profile.userId });
  // Kept while only the dialogs' state changes: opening one draws the dialog, not the feed and tiers again.
  const feed = useMemo(
    () => <CreatorFeed creatorProfileId={profile.id} creatorUserId={profile.userId} onUnlock={isOwn ? undefined : unlock} />,
    [profile.id, profile.userId, isOwn, unlock],
  );
  const tiers = useMemo(() => <TierList creatorProfileId={profile.id} emptyTitle="Subscription tiers will appear here" />, [profile.id]);
  // The Chat tab, for fans whose tier grants community chat, the creator and staff.
  const chatRooms = useChatRooms(profile.id, { enabled: Boolean(user) }).data;
  const chat = chatRooms && chatRooms.rooms.length > 0 ? <LazyChatPanel view={chatRooms} petName={profile.petName} /> : undefined;

  const lives = useMemo(() => <LazyLivesTab creatorProfileId={profile.id} petName={profile.petName} />, [profile.id, profile.petName]);

  return (
    <div className="space-y-8">
      <HiddenNotice hidden={profile.hidden} authorId={profile.userId} noun="profile" />
      <ProfileHeader
        profile={profile}
        action={
          isOwn ? (
            <OwnProfileDashboardLink />
          ) : (
            // Room to wrap only where "Message" may show (a signed-in fan): a visitor's and the owner's loading row stays one line.
            <div className={user ? "flex flex-wrap items-center justify-end gap-2" : "flex items-center gap-1"}>
              <LazyMessageCreatorAction
                profile={profile}
                onUpgrade={() => {
                  setOfferedTierId(null);
                  if (isSubscribed) setChangeTierOpen(true);
                  else setSubscribeOpen(true);
                }}
              />
              <SubscribeButton subscribed={isSubscribed} onSubscribe={openSubscribe} />
              <ContentActionsMenu subject={`${profile.petName}'s profile`} items={report.items} />
            </div>
          )
        }
      />
      {report.dialog}
      <ProfileTabs profile={profile} feed={feed} tiers={tiers} chat={chat} lives={lives} />
      {!isOwn && (
        <LazySubscribeDialog
          creatorProfileId={profile.id}
          initialTierId={offeredTierId}
          open={subscribeOpen}
          onOpenChange={setSubscribeOpen}
        />
      )}
      {subscription && (
        <LazyChangeTierDialog
          subscription={subscription}
          initialTierId={offeredTierId}
          open={changeTierOpen}
          onOpenChange={setChangeTierOpen}
        />
      )}
    </div>
  );
}
