import { useState } from "react";
import { Link } from "wouter";
import { Check, Heart, Lock, PawPrint, Users } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ShareControl } from "@/components/share-control";
import { formatFansCount, formatPrice } from "@/lib/format";
import { creatorProfileUrl } from "@/lib/share";
import { cn, initials } from "@/lib/utils";
import { useAuth } from "@/hooks/use-auth";
import { useActiveSubscriptionTo } from "@/features/subscriptions/api/my-subscriptions";
import { SubscribeDialog } from "@/features/subscriptions/components/subscribe-dialog";
import { CoverFallback } from "./pet-visuals";

/**
 * A creator in a grid: the whole card links to /profile/{userId}; share, like and
 * subscribe sit above that link. Unsubscribed visitors see the subscribe overlay on hover.
 */
export function CreatorCard({ creator }: { creator: CreatorProfileView }) {
  const { user } = useAuth();
  const isSubscribed = Boolean(useActiveSubscriptionTo(creator.id));
  const isOwn = user?.id === creator.userId;
  const [liked, setLiked] = useState(false);
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const price = formatPrice(creator.subscriptionPrice);
  const profileHref = `/profile/${creator.userId}`;
  const showOverlay = !isSubscribed && !isOwn;

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft transition-all duration-300 hover:-translate-y-1 hover:shadow-lifted focus-within:shadow-lifted">
      <div className="relative aspect-[16/10] overflow-hidden">
        {creator.coverImageUrl ? (
          <img
            src={creator.coverImageUrl}
            alt={`${creator.petName}'s cover`}
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <CoverFallback seed={creator.id} petType={creator.petType} className="transition-transform duration-500 group-hover:scale-105" />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/50 via-transparent to-black/10" aria-hidden />

        <Badge variant="glass" className="absolute top-3 left-3 z-20 max-w-[calc(100%-7rem)]">
          <span className="truncate">{creator.petType}</span>
        </Badge>
        {(isSubscribed || isOwn) && (
          <Badge variant="outline" className="absolute right-3 bottom-3 z-20 border-transparent bg-card shadow-soft">
            {isSubscribed ? (
              <>
                <Check className="text-success" aria-hidden /> Subscribed
              </>
            ) : (
              "Your profile"
            )}
          </Badge>
        )}

        <div className="absolute top-2.5 right-2.5 z-20 flex gap-1">
          <ShareControl
            url={creatorProfileUrl(window.location.origin, creator.userId)}
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

        {showOverlay && (
          <div className="pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-black/55 p-4 text-center text-white opacity-0 backdrop-blur-[2px] transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100">
            <Lock className="size-6" aria-hidden />
            <p className="text-sm font-semibold">Subscribe to unlock</p>
            <p className="text-sm">
              <span className="text-lg font-bold">{price}</span>/month
            </p>
            <Button variant="gradient" size="sm" className="pointer-events-auto relative z-20 mt-1" onClick={() => setSubscribeOpen(true)}>
              <PawPrint aria-hidden />
              Be a PawFan
            </Button>
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col px-5 pt-0 pb-5">
        <Avatar className="pointer-events-none z-20 -mt-8 size-16 shadow-soft ring-4 ring-card">
          {creator.avatarImageUrl && <AvatarImage src={creator.avatarImageUrl} alt={creator.petName} />}
          <AvatarFallback className="text-lg">{initials(creator.petName)}</AvatarFallback>
        </Avatar>
        <h3 className="mt-3 truncate text-lg font-bold">
          {/* The stretched link makes the whole card clickable without nesting the buttons in it. */}
          <Link
            href={profileHref}
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

      {showOverlay && <SubscribeDialog creatorProfileId={creator.id} open={subscribeOpen} onOpenChange={setSubscribeOpen} />}
    </article>
  );
}
