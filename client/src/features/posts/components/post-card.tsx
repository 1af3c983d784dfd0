import { Clapperboard, Crown, Heart, Video } from "lucide-react";
import type { PostView } from "@shared/api-types";
import { pluralize } from "@shared/plural";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { relativeTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { PostMedia } from "./post-media";

interface PostCardProps {
  post: PostView;
  /** Whether the viewer may like it (signed in and the post is not locked). */
  canLike: boolean;
  onToggleLike?: (post: PostView) => void;
  likePending?: boolean;
  onUnlock?: () => void;
}

/** One post of a feed: media, caption, age, premium mark and likes. */
export function PostCard({ post, canLike, onToggleLike, likePending, onUnlock }: PostCardProps) {
  const likesText = pluralize(post.likes, "like");
  const likeLabel = `${post.likedByViewer ? "Unlike post" : "Like post"}, ${likesText}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-soft">
      <div className="relative">
        <PostMedia post={post} onUnlock={onUnlock} />
        <div className="pointer-events-none absolute top-3 left-3 flex gap-1.5">
          {post.isPremium && (
            <Badge variant="gradient">
              <Crown aria-hidden /> Premium
            </Badge>
          )}
          {post.mediaType !== "image" && (
            <Badge variant="glass">
              {post.mediaType === "reel" ? <Clapperboard aria-hidden /> : <Video aria-hidden />}
              {post.mediaType === "reel" ? "Reel" : "Video"}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {post.caption && <p className="line-clamp-3 text-sm leading-relaxed">{post.caption}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
          {canLike && onToggleLike ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={likeLabel}
              aria-pressed={post.likedByViewer}
              disabled={likePending}
              onClick={() => onToggleLike(post)}
              className="-mr-2 gap-1.5 text-muted-foreground"
            >
              <Heart className={cn(post.likedByViewer && "fill-accent text-accent")} aria-hidden />
              {post.likes}
            </Button>
          ) : (
            <span className="inline-flex items-center gap-1.5">
              <Heart className="size-4" aria-hidden />
              <span aria-hidden>{post.likes}</span>
              <span className="sr-only">{likesText}</span>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
