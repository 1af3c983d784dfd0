import { Link } from "wouter";
import { ExternalLink, PawPrint, Pencil } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InitialsAvatar } from "@/components/initials-avatar";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { CoverFallback } from "@/components/pet-visuals";
import { formatPrice } from "@/lib/format";
import { formatMonthYear } from "@/lib/dates";
import { paths } from "@/lib/paths";

/** The creator's profile as saved, with Edit Profile and a link to the public page. */
export function ProfileInfoCard({ profile, onEdit }: { profile: CreatorProfileView; onEdit: () => void }) {
  const details = [
    { label: "Pet type", value: profile.petType },
    { label: "Breed", value: profile.breed || "Not specified" },
    { label: "Monthly price", value: `${formatPrice(profile.subscriptionPrice)}/month` },
    { label: "Joined", value: formatMonthYear(profile.createdAt) },
  ];
  return (
    <Card className="overflow-hidden">
      <div className="h-24 sm:h-28">
        {profile.coverImage ? (
          <ResponsiveImage
            image={profile.coverImage}
            alt={`${profile.petName}'s cover`}
            sizes="(min-width: 1024px) 60vw, 100vw"
            className="size-full object-cover"
          />
        ) : (
          <CoverFallback seed={profile.id} petType={profile.petType} className="[&_svg]:size-12" />
        )}
      </div>
      <div className="px-5 pb-5 sm:px-6 sm:pb-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <InitialsAvatar
            name={{ displayName: profile.petName }}
            image={profile.avatarImage}
            alt={profile.petName}
            sizes="72px"
            icon={PawPrint}
            className="-mt-9 size-18 ring-4 ring-card"
            fallbackClassName="text-xl"
          />
          <div className="flex gap-2">
            <Button variant="outline" size="sm" asChild>
              <Link href={paths.profile(profile.userId)}>
                <ExternalLink aria-hidden />
                View profile
              </Link>
            </Button>
            <Button size="sm" onClick={onEdit}>
              <Pencil aria-hidden />
              Edit Profile
            </Button>
          </div>
        </div>
        <h2 className="mt-3 text-xl font-bold">{profile.petName}</h2>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <Badge variant="secondary">{profile.petType}</Badge>
          {profile.breed && <Badge variant="outline">{profile.breed}</Badge>}
        </div>
        <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{profile.bio}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 border-t pt-4 text-sm">
          {details.map(({ label, value }) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="truncate font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
