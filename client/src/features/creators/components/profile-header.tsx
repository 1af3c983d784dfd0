import type { ReactNode } from "react";
import { Link } from "wouter";
import { LayoutDashboard, PawPrint } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LiveBadge } from "@/components/live-badge";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { CONTAINER_WIDTH_SIZES } from "@/components/media/sizes";
import { CoverFallback } from "@/components/pet-visuals";
import { ShareControl } from "@/components/share-control";
import { formatPrice } from "@/lib/format";
import { formatMonthYear } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

interface ProfileHeaderProps {
  profile: CreatorProfileView;
  /** The main button beside Share: the owner's dashboard link, or Subscribe for everyone else. */
  action: ReactNode;
}

/** Cover, avatar, names, badges, the share control and the action, the About text and the stats. */
export function ProfileHeader({ profile, action }: ProfileHeaderProps) {
  const stats = [
    { label: "Fans", value: profile.fansCount.toLocaleString("en-US") },
    { label: "Posts", value: profile.postsCount.toLocaleString("en-US") },
    { label: "Joined", value: formatMonthYear(profile.createdAt) },
  ];
  return (
    <Card className="overflow-hidden rounded-3xl">
      <div className="relative h-40 sm:h-60">
        {profile.coverImage ? (
          <ResponsiveImage
            image={profile.coverImage}
            alt={`${profile.petName}'s cover`}
            sizes={CONTAINER_WIDTH_SIZES}
            priority
            className="size-full object-cover"
          />
        ) : (
          <CoverFallback seed={profile.id} petType={profile.petType} />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/30 to-transparent" aria-hidden />
        {profile.liveSessionId && (
          <Link
            href={paths.liveWatch(profile.liveSessionId)}
            className="absolute top-3 left-3 inline-flex items-center gap-2 rounded-full bg-black/55 py-1 pr-3.5 pl-1 text-sm font-semibold text-white shadow-lifted backdrop-blur-md transition-colors hover:bg-black/70 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:top-4 sm:left-4"
          >
            <LiveBadge />
            Watch now
          </Link>
        )}
      </div>

      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        {/* On a phone the buttons get a row of their own: beside the avatar they would wrap
            only once a signed-in person's extra button arrives, and push the page down. */}
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          <InitialsAvatar
            name={{ displayName: profile.petName }}
            image={profile.avatarImage}
            alt={profile.petName}
            sizes="(min-width: 640px) 128px, 96px"
            icon={PawPrint}
            className={cn("-mt-12 size-24 shadow-lifted ring-4 sm:-mt-16 sm:size-32", profile.liveSessionId ? "ring-red-600" : "ring-card")}
            fallbackClassName="text-3xl"
          />
          <div className="flex items-center gap-2">
            <ShareControl
              path={paths.profile(profile.userId)}
              text={`Meet ${profile.petName} on PawFans!`}
              subject={profile.petName}
              triggerClassName="border border-input bg-card shadow-xs"
            />
            {action}
          </div>
        </div>

        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
          <div className="min-w-0 space-y-2">
            <h1 className="text-3xl font-extrabold sm:text-4xl">{profile.petName}</h1>
            <p className="text-muted-foreground">by {profile.creatorName}</p>
            <div className="flex flex-wrap items-center gap-1.5 pt-1">
              <Badge variant="secondary">{profile.petType}</Badge>
              {profile.breed && <Badge variant="outline">{profile.breed}</Badge>}
              <span className="px-1 text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">{formatPrice(profile.subscriptionPrice)}</span>/month
              </span>
            </div>
            <p className="max-w-3xl pt-2 leading-relaxed whitespace-pre-line">{profile.bio}</p>
          </div>

          <dl className="grid max-w-md grid-cols-3 divide-x rounded-2xl border bg-muted/40 lg:w-96">
            {stats.map(({ label, value }) => (
              <div key={label} className="flex flex-col-reverse items-center gap-0.5 px-2 py-3 text-center">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-base font-bold whitespace-nowrap sm:text-lg">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}

/** The owner's main button on their own profile. */
export function OwnProfileDashboardLink() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.creatorDashboard}>
        <LayoutDashboard aria-hidden />
        PawPal Dashboard
      </Link>
    </Button>
  );
}
