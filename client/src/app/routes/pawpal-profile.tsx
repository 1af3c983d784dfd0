import { useCallback, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import type { CreatorProfileView, PostView, MySubscriptionView } from "@shared/api-types";
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
  // The dialogs keep their open state to themselves: opening one draws the dialog, not the page again.
  const dialogs = useRef<ProfileDialogsHandle>(null);
  const openSubscribe = useCallback(() => dialogs.current?.subscribe(null), []);
  const unlock = useCallback(
    (post: PostView) => {
      const tierId = post.unlockTier?.id ?? null;
      if (post.lockReason === "subscribe" || !isSubscribed) dialogs.current?.subscribe(tierId);
      else dialogs.current?.changeTier(tierId);
    },
    [isSubscribed],
  );
  const upgradeToMessage = useCallback(() => {
    if (isSubscribed) dialogs.current?.changeTier(null);
    else dialogs.current?.subscribe(null);
  }, [isSubscribed]);
  // A fan may meet an 'Upgrade' on the feed: the dialog's code comes once they begin using the page.
  usePreloadWhenEngaged(isSubscribed ? preloadChangeTierDialog : noPreload);
  const report = useReportAction({ targetType: "creator_profile", targetId: profile.id, authorId: profile.userId });
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
              <LazyMessageCreatorAction profile={profile} onUpgrade={upgradeToMessage} />
              <SubscribeButton subscribed={isSubscribed} onSubscribe={openSubscribe} />
              <ContentActionsMenu subject={`${profile.petName}'s profile`} items={report.items} />
            </div>
          )
        }
      />
      {report.dialog}
      <ProfileTabs profile={profile} feed={feed} tiers={tiers} chat={chat} lives={lives} />
      {!isOwn && <ProfileDialogs ref={dialogs} creatorProfileId={profile.id} subscription={subscription} />}
    </div>
  );
}

/** Opens the profile's dialogs, with the tier they offer first (a locked post's unlocking tier), or none. */
interface ProfileDialogsHandle {
  subscribe: (tierId: string | null) => void;
  changeTier: (tierId: string | null) => void;
}

/** The subscribe dialog for everyone but the owner, and the change-tier dialog for a fan. */
function ProfileDialogs({
  ref,
  creatorProfileId,
  subscription,
}: {
  ref: Ref<ProfileDialogsHandle>;
  creatorProfileId: string;
  subscription: MySubscriptionView | null;
}) {
  const [open, setOpen] = useState<"subscribe" | "changeTier" | null>(null);
  const [offeredTierId, setOfferedTierId] = useState<string | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      subscribe: (tierId) => {
        setOfferedTierId(tierId);
        setOpen("subscribe");
      },
      changeTier: (tierId) => {
        setOfferedTierId(tierId);
        setOpen("changeTier");
      },
    }),
    [],
  );
  const close = (dialog: typeof open) => (isOpen: boolean) => {
    if (!isOpen) setOpen((current) => (current === dialog ? null : current));
  };
  return (
    <>
      <LazySubscribeDialog
        creatorProfileId={creatorProfileId}
        initialTierId={offeredTierId}
        open={open === "subscribe"}
        onOpenChange={close("subscribe")}
      />
      {subscription && (
        <LazyChangeTierDialog
          subscription={subscription}
          initialTierId={offeredTierId}
          open={open === "changeTier"}
          onOpenChange={close("changeTier")}
        />
      )}
    </>
  );
}
