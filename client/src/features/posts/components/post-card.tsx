import type { ReactNode } from "react";
import { Clapperboard, Crown, Heart, Sparkles, Video } from "lucide-react";
import type { PostView } from "@shared/api-types";
import { pluralize } from "@shared/plural";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { PostCommentsButton } from "./post-comments-button";
import { PostMedia } from "./post-media";

interface PostCardProps {
  post: PostView;
  /** Whether the viewer may like it (signed in and the post is not locked). */
  canLike: boolean;
  onToggleLike?: (post: PostView) => void;
  likePending?: boolean;
  onUnlock?: (post: PostView) => void;
  /** The post's "⋯" menu (edit, delete, report), at the end of its footer. */
  actions?: ReactNode;
  /** The post's creator, who may delete comments on it. */
  creatorUserId?: string;
}

/** One post of a feed: media (or why it is locked, with its one action), caption, age, exclusive and behind-the-scenes marks, likes and comments. */
export function PostCard({ post, canLike, onToggleLike, likePending, onUnlock, actions, creatorUserId }: PostCardProps) {
  const likesText = pluralize(post.likes, "like");
  const likeLabel = `${post.likedByViewer ? "Unlike post" : "Like post"}, ${likesText}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-soft">
      <div className="relative">
        <PostMedia post={post} onUnlock={onUnlock} creatorUserId={creatorUserId} />
        <div className="pointer-events-none absolute top-3 right-3 left-3 flex flex-wrap gap-1.5">
          {post.isPremium && (
            <Badge variant="gradient">
              <Crown aria-hidden /> Exclusive
            </Badge>
          )}
          {post.behindTheScenes && (
            <Badge variant="glass">
              <Sparkles aria-hidden /> Behind the scenes
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
        <HiddenNotice hidden={post.hidden} noun="post" className="self-start" />
        {post.caption && <p className="line-clamp-3 text-sm leading-relaxed">{post.caption}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
          <div className="flex items-center gap-1">
            {canLike && onToggleLike ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={likeLabel}
                aria-pressed={post.likedByViewer}
                disabled={likePending}
                onClick={() => onToggleLike(post)}
                className="gap-1.5 text-muted-foreground"
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
            <PostCommentsButton post={post} creatorUserId={creatorUserId} />
            {actions}
          </div>
        </div>
      </div>
    </article>
  );
}
