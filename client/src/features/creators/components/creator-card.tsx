import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Heart, PawPrint, Users } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LiveBadge } from "@/components/live-badge";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { CARD_GRID_SIZES } from "@/components/media/sizes";
import { CoverFallback } from "@/components/pet-visuals";
import { ShareControl } from "@/components/share-control";
import { formatFansCount, formatPrice } from "@/lib/format";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useAuth } from "@/hooks/use-auth";

interface CreatorCardProps {
  creator: CreatorProfileView;
  /**
   * What a visitor can do with the creator besides opening the profile (the
   * subscribe overlay and its "Subscribed" mark), drawn over the cover. The
   * viewer's own card shows "Your profile" instead.
   */
  action?: ReactNode;
  /** The cover is likely the page's largest paint (the grid's first card): fetched at once. */
  imagePriority?: boolean;
}

/**
 * A creator in a grid: the whole card links to the creator's profile; share, like
 * and the action sit above that link.
 */
export function CreatorCard({ creator, action, imagePriority = false }: CreatorCardProps) {
  const { user } = useAuth();
  const isOwn = user?.id === creator.userId;
  const [liked, setLiked] = useState(false);
  const price = formatPrice(creator.subscriptionPrice);

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft transition-all duration-300 hover:-translate-y-1 hover:shadow-lifted focus-within:shadow-lifted">
      <div className="relative aspect-[16/10] overflow-hidden">
        {creator.coverImage ? (
          <ResponsiveImage
            image={creator.coverImage}
            alt={`${creator.petName}'s cover`}
            sizes={CARD_GRID_SIZES}
            priority={imagePriority}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <CoverFallback seed={creator.id} petType={creator.petType} className="transition-transform duration-500 group-hover:scale-105" />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/50 via-transparent to-black/10" aria-hidden />

        <div className="absolute top-3 left-3 z-20 flex max-w-[calc(100%-7rem)] items-center gap-1.5">
          {creator.liveSessionId && (
            // Above the card's stretched link: the badge opens the live itself.
            <Link
              href={paths.liveWatch(creator.liveSessionId)}
              aria-label={`${creator.petName} is live now: watch`}
              className="shrink-0 rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <LiveBadge />
            </Link>
          )}
          <Badge variant="glass" className="min-w-0">
            <span className="truncate">{creator.petType}</span>
          </Badge>
        </div>
        {isOwn && (
          <Badge variant="outline" className="absolute right-3 bottom-3 z-20 border-transparent bg-card shadow-soft">
            Your profile
          </Badge>
        )}

        <div className="absolute top-2.5 right-2.5 z-20 flex gap-1">
          <ShareControl
            path={paths.profile(creator.userId)}
            text={`Meet ${creator.petName} on PawFans!`}
            subject={creator.petName}
            triggerClassName="size-9 rounded-full bg-black/30 text-white backdrop-blur-md hover:bg-black/50 hover:text-white"
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={liked ? `Unlike ${creator.petName}` : `Like ${creator.petName}`}
            aria-pressed={liked}
            onClick={() => setLiked((v) => !v)}
            className="size-9 rounded-full bg-black/30 text-white backdrop-blur-md hover:bg-black/50 hover:text-white"
          >
            <Heart className={cn("transition-transform", liked && "scale-110 fill-accent text-accent")} aria-hidden />
          </Button>
        </div>

        {!isOwn && action}
      </div>

      <div className="flex flex-1 flex-col px-5 pt-0 pb-5">
        <InitialsAvatar
          name={{ displayName: creator.petName }}
          image={creator.avatarImage}
          alt={creator.petName}
          sizes="64px"
          icon={PawPrint}
          className={cn("pointer-events-none z-20 -mt-8 size-16 shadow-soft ring-4", creator.liveSessionId ? "ring-red-600" : "ring-card")}
          fallbackClassName="text-lg"
        />
        <h3 className="mt-3 truncate text-lg font-bold">
          {/* The stretched link makes the whole card clickable without nesting the buttons in it. */}
          <Link
            href={paths.profile(creator.userId)}
            className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {creator.petName}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-foreground">by {creator.creatorName}</p>
        {creator.bio && <p className="mt-2 line-clamp-2 text-sm text-muted-foreground/90">{creator.bio}</p>}
        <div className="mt-auto pt-4">
          <div className="flex items-center justify-between border-t pt-3 text-sm">
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <Users className="size-4" aria-hidden />
            {formatFansCount(creator.fansCount)}
          </span>
          <span className="font-semibold">
            {price}
            <span className="font-normal text-muted-foreground">/month</span>
          </span>
          </div>
        </div>
      </div>
    </article>
  );
}
