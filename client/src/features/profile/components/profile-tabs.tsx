import { ImageIcon } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { formatMonthYear, formatPrice } from "@/lib/format";
import { useCreatorPosts } from "@/features/posts/api/creator-posts";
import { PostGrid, PostGridSkeleton } from "@/features/posts/components/post-grid";
import { TierList } from "@/features/tiers/components/tier-list";

interface ProfileTabsProps {
  profile: CreatorProfileView;
  /** Offered on locked posts: opens the subscribe dialog. */
  onUnlock?: () => void;
}

/** Feed, About and Tiers of a creator. */
export function ProfileTabs({ profile, onUnlock }: ProfileTabsProps) {
  return (
    <Tabs defaultValue="feed">
      <TabsList aria-label={`${profile.petName}'s profile`}>
        <TabsTrigger value="feed">Feed</TabsTrigger>
        <TabsTrigger value="about">About</TabsTrigger>
        <TabsTrigger value="tiers">Tiers</TabsTrigger>
      </TabsList>
      <TabsContent value="feed">
        <Feed profile={profile} onUnlock={onUnlock} />
      </TabsContent>
      <TabsContent value="about">
        <About profile={profile} />
      </TabsContent>
      <TabsContent value="tiers">
        <TierList creatorProfileId={profile.id} emptyTitle="Subscription tiers will appear here" />
      </TabsContent>
    </Tabs>
  );
}

function Feed({ profile, onUnlock }: ProfileTabsProps) {
  const { data: posts, isLoading, isError } = useCreatorPosts(profile.id);
  if (isLoading) {
    return (
      <div className="space-y-4">
        <LoadingState label="Loading posts..." className="py-2" />
        <PostGridSkeleton count={3} />
      </div>
    );
  }
  if (isError) return <EmptyState icon={<ImageIcon />} title="Posts could not be loaded" description="Please try again in a moment." />;
  if (!posts || posts.length === 0) return <EmptyState icon={<ImageIcon />} title="Posts will appear here" />;
  return <PostGrid creatorProfileId={profile.id} posts={posts} onUnlock={onUnlock} />;
}

function About({ profile }: { profile: CreatorProfileView }) {
  const details = [
    { label: "Pet type", value: profile.petType },
    { label: "Breed", value: profile.breed || "Not specified" },
    { label: "PawPal", value: profile.creatorName },
    { label: "Monthly subscription", value: `${formatPrice(profile.subscriptionPrice)}/month` },
    { label: "Joined", value: formatMonthYear(profile.createdAt) },
  ];
  return (
    <Card className="grid gap-8 p-6 sm:p-8 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div>
        <h2 className="text-lg font-bold">About {profile.petName}</h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-muted-foreground">{profile.bio}</p>
      </div>
      <dl className="space-y-3 text-sm md:border-l md:pl-8">
        {details.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
