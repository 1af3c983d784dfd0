import { Suspense, useState, type ReactNode } from "react";
import { useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { Lock, Play } from "lucide-react";
import type { PostView } from "@shared/api-types";
import type { ImageView } from "@shared/media";
import { LOCK_REASON_TEXTS, unlockActionLabel } from "@shared/post-audience";
import { Button } from "@/components/ui/button";
import { imageAt, ResponsiveImage } from "@/components/media/responsive-image";
import { CARD_GRID_SIZES } from "@/components/media/sizes";
import { useVideoPlayerSlot, type ReelItem } from "@/components/media/video-player-slot";
import { coverGradient } from "@/components/pet-visuals";
import { useAuth } from "@/hooks/use-auth";
import { creatorPostsKey } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { VideoLoading } from "@/components/media/video-loading";
import { lazyPart } from "@/lib/lazy-part";

// Only a video's creator (and staff) ever sees it processing: its code (with Radix Progress) stays out of every visitor's profile.
const VideoProcessingNotice = lazyPart(() => import("./video-processing-notice").then((m) => m.VideoProcessingNotice)).Part;

interface PostMediaProps {
  post: PostView;
  /** Offered on a locked post: its one action (subscribe, or upgrade to its unlocking tier); a video's quality menu offers it for the qualities above the viewer's tier. */
  onUnlock?: (post: PostView) => void;
  /** The post's creator: offered to replace a video file that could not be used. */
  creatorUserId?: string;
  className?: string;
}

/**
 * A post's photo, its video (poster, duration and play; the player streams on
 * play), its creator's view of a video still processing, or the blurred lock of
 * a post the viewer may not see, with why and its one action.
 */
export function PostMedia({ post, onUnlock, creatorUserId, className }: PostMediaProps) {
  const { user } = useAuth();
  const frame = cn("relative aspect-square w-full overflow-hidden bg-muted", className);
  if (post.videoProcessing) {
    const mayReplace = Boolean(user && creatorUserId && user.id === creatorUserId);
    return (
      <Suspense fallback={<div className={frame} aria-busy />}>
        <VideoProcessingNotice post={post} processing={post.videoProcessing} mayReplace={mayReplace} className={frame} />
      </Suspense>
    );
  }
  // A video streams from its playback answer: only a photo needs its address here.
  if (post.locked || (post.mediaType === "image" && !post.mediaUrl)) return <LockedMedia post={post} onUnlock={onUnlock} className={frame} />;
  return (
    <div className={frame}>
      {post.mediaType === "image" ? (
        <ResponsiveImage
          image={post.mediaImage ?? imageAt(post.mediaUrl ?? "")}
          alt={post.caption ?? "Post photo"}
          sizes={CARD_GRID_SIZES}
          className="size-full object-cover"
        />
      ) : (
        <PostVideo post={post} onUnlock={onUnlock} />
      )}
    </div>
  );
}

/** 65 → "1:05", 3725 → "1:02:05". */
function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

const reelOf = (post: PostView): ReelItem => ({
  postId: post.id,
  title: post.caption ?? "Post reel",
  posterUrl: post.thumbnailImage?.url ?? post.thumbnailUrl,
});

/** The creator's reels loaded in their feed that the viewer may play, in its order; at least the one pressed. */
function reelsAround(queryClient: QueryClient, post: PostView): { reels: ReelItem[]; startIndex: number } {
  const loaded = queryClient.getQueriesData<InfiniteData<PostView[]>>({ queryKey: creatorPostsKey(post.creatorProfileId) });
  const seen = new Set<string>();
  const reels = loaded
    .flatMap(([, data]) => data?.pages.flat() ?? [])
    .filter((p) => p.mediaType === "reel" && !p.locked && !p.videoProcessing && !seen.has(p.id) && Boolean(seen.add(p.id)));
  const startIndex = reels.findIndex((p) => p.id === post.id);
  return startIndex === -1 ? { reels: [reelOf(post)], startIndex: 0 } : { reels: reels.map(reelOf), startIndex };
}

/**
 * A video or reel: its poster with the duration and a play button; pressing play
 * puts the app's streaming player in its place (its code, hls.js and the playback
 * request come only then), or opens a reel in the vertical reels viewer.
 */
function PostVideo({ post, onUnlock }: { post: PostView; onUnlock?: (post: PostView) => void }) {
  const slot = useVideoPlayerSlot();
  const queryClient = useQueryClient();
  const [playing, setPlaying] = useState(false);
  const [reels, setReels] = useState<{ reels: ReelItem[]; startIndex: number } | null>(null);
  const noun = post.mediaType === "reel" ? "reel" : "video";
  const title = post.caption ?? `Post ${noun}`;
  const poster = post.thumbnailImage ?? (post.thumbnailUrl ? imageAt(post.thumbnailUrl) : null);
  const duration = post.duration ? formatDuration(post.duration) : null;

  const onUpgrade = onUnlock && ((tier: NonNullable<PostView["unlockTier"]>) => onUnlock({ ...post, lockReason: "upgrade", unlockTier: tier }));
  const prepare = () => post.mediaType !== "reel" && slot?.prepare(post.id);
  const play = () => {
    if (post.mediaType === "reel") return setReels(reelsAround(queryClient, post));
    prepare();
    setPlaying(true);
  };
  if (playing && slot) {
    return (
      <Suspense fallback={<VideoPoster post={post} poster={poster} loading />}>
        <slot.Player postId={post.id} title={title} posterUrl={poster?.url ?? null} onUpgrade={onUpgrade} />
      </Suspense>
    );
  }
  return (
    <VideoPoster post={post} poster={poster}>
      <button
        type="button"
        onClick={play}
        onPointerEnter={slot?.preload}
        onFocus={slot?.preload}
        // A finger on the button: the player's code and the playback answer start before the tap ends.
        onPointerDown={prepare}
        aria-label={duration ? `Play ${noun}: ${title} (${duration})` : `Play ${noun}: ${title}`}
        className="group absolute inset-0 flex items-center justify-center outline-none"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-primary shadow-lifted ring-1 ring-black/5 transition-transform group-hover:scale-105 group-focus-visible:ring-4 group-focus-visible:ring-white/80 group-active:scale-95">
          <Play className="ml-1 size-7 fill-current" aria-hidden />
        </span>
      </button>
      {duration && (
        <span className="pointer-events-none absolute right-3 bottom-3 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums backdrop-blur-sm" aria-hidden>
          {duration}
        </span>
      )}
      {reels && slot && (
        <Suspense fallback={null}>
          <slot.ReelsViewer reels={reels.reels} startIndex={reels.startIndex} onClose={() => setReels(null)} onUpgrade={onUpgrade} />
        </Suspense>
      )}
    </VideoPoster>
  );
}

function VideoPoster({
  post,
  poster,
  loading = false,
  children,
}: {
  post: PostView;
  poster: ImageView | null;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="relative size-full bg-black">
      {poster ? (
        <ResponsiveImage image={poster} alt="" sizes={CARD_GRID_SIZES} className="size-full object-cover" />
      ) : (
        <div className={cn("size-full bg-gradient-to-br", coverGradient(post.id))} aria-hidden />
      )}
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/45 via-transparent to-black/10" aria-hidden />
      {loading && (
        <VideoLoading />
      )}
      {children}
    </div>
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
