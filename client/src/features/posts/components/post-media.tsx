import { useState } from "react";
import { Lock } from "lucide-react";
import type { PostView } from "@shared/api-types";
import { LOCK_REASON_TEXTS, unlockActionLabel } from "@shared/post-audience";
import { Button } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { CARD_GRID_SIZES } from "@/components/media/sizes";
import { coverGradient } from "@/components/pet-visuals";
import { cn } from "@/lib/utils";

interface PostMediaProps {
  post: PostView;
  /** Offered on a locked post: its one action (subscribe, or upgrade to its unlocking tier). */
  onUnlock?: (post: PostView) => void;
  className?: string;
}

/** A post's photo or playable video, or the blurred lock of a post the viewer may not see, with why and its one action. */
export function PostMedia({ post, onUnlock, className }: PostMediaProps) {
  const frame = cn("relative aspect-square w-full overflow-hidden bg-muted", className);
  if (post.locked || !post.mediaUrl) return <LockedMedia post={post} onUnlock={onUnlock} className={frame} />;
  return (
    <div className={frame}>
      {post.mediaType === "image" && post.mediaImage ? (
        <ResponsiveImage image={post.mediaImage} alt={post.caption ?? "Post photo"} sizes={CARD_GRID_SIZES} className="size-full object-cover" />
      ) : (
        <PostVideo src={post.mediaUrl} poster={post.thumbnailUrl} caption={post.caption} />
      )}
    </div>
  );
}

/**
 * A video or reel. Its media type may be changed after the file was chosen
 * (the form keeps the file), so a file the browser cannot play as video is shown as a photo.
 */
function PostVideo({ src, poster, caption }: { src: string; poster: string | null; caption: string | null }) {
  const [playable, setPlayable] = useState(true);
  if (!playable) return <img src={src} alt={caption ?? "Post photo"} loading="lazy" className="size-full object-cover" />;
  return (
    <video
      // Without a poster, starting a hair in shows the first frame instead of a black box.
      src={poster ? src : `${src}#t=0.1`}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={caption ?? "Post video"}
      onError={() => setPlayable(false)}
      className="size-full bg-black object-contain"
    />
  );
}

function LockedMedia({ post, onUnlock, className }: { post: PostView; onUnlock?: (post: PostView) => void; className: string }) {
  const teaser = post.teaser?.placeholder;
  const reason = post.lockReason ?? "subscribe";
  return (
    <div className={className}>
      {/* The hidden photo's own tiny placeholder, blurred (a colour field until it is made): never the photo itself. */}
      {teaser ? (
        <div
          className="absolute -inset-6 scale-110 bg-cover bg-center blur-2xl"
          style={{ backgroundImage: `url("${teaser}")` }}
          aria-hidden
        />
      ) : (
        <div className={cn("absolute -inset-6 scale-110 bg-gradient-to-br blur-2xl", coverGradient(post.id))} aria-hidden />
      )}
      <div className="absolute inset-0 bg-dot-grid opacity-20" aria-hidden />
      <div className="absolute inset-0 bg-black/25 backdrop-blur-md" aria-hidden />
      <div className="relative flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-white">
        <span className="flex size-14 items-center justify-center rounded-full bg-white/20 ring-1 ring-white/40 backdrop-blur-md">
          <Lock className="size-6" aria-hidden />
        </span>
        <p className="max-w-60 font-semibold text-balance [text-shadow:0_1px_2px_rgb(0_0_0/0.3)]">{LOCK_REASON_TEXTS[reason]}</p>
        {onUnlock && (
          <Button size="sm" onClick={() => onUnlock(post)} className="bg-white text-primary hover:bg-white/90">
            {unlockActionLabel(reason, post.unlockTier)}
          </Button>
        )}
      </div>
    </div>
  );
}
