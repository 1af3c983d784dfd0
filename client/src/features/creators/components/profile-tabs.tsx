import type { ReactNode } from "react";
import type { CreatorProfileView } from "@shared/api-types";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatPrice } from "@/lib/format";
import { formatMonthYear } from "@/lib/dates";

interface ProfileTabsProps {
  profile: CreatorProfileView;
  /** The Feed tab: the creator's posts. */
  feed: ReactNode;
  /** The Tiers tab: the creator's subscription tiers. */
  tiers: ReactNode;
  /** The Chat tab, for those who may enter the creator's community chat. */
  chat?: ReactNode;
  /** The Lives tab: live now, upcoming and replays. */
  lives?: ReactNode;
}

/** Feed, Chat and Lives (when given), About and Tiers of a creator; the page fills Feed, Chat, Lives and Tiers. */
export function ProfileTabs({ profile, feed, tiers, chat, lives }: ProfileTabsProps) {
  return (
    <Tabs defaultValue="feed">
      <TabsList aria-label={`${profile.petName}'s profile`}>
        <TabsTrigger value="feed">Feed</TabsTrigger>
        {chat && <TabsTrigger value="chat">Chat</TabsTrigger>}
        {lives && <TabsTrigger value="lives">Lives</TabsTrigger>}
        <TabsTrigger value="about">About</TabsTrigger>
        <TabsTrigger value="tiers">Tiers</TabsTrigger>
      </TabsList>
      <TabsContent value="feed">{feed}</TabsContent>
      {chat && <TabsContent value="chat">{chat}</TabsContent>}
      {lives && <TabsContent value="lives">{lives}</TabsContent>}
      <TabsContent value="about">
        <About profile={profile} />
      </TabsContent>
      <TabsContent value="tiers">{tiers}</TabsContent>
    </Tabs>
  );
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
