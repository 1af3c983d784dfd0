import type { PostView } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/hooks/use-auth";
import { useTogglePostLike } from "../api/like-post";
import { PostActions } from "./post-actions";
import { PostCard } from "./post-card";

const gridClass = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

interface PostGridProps {
  creatorProfileId: string;
  posts: PostView[];
  /** Offered on locked posts: their one action (subscribe, or upgrade to the tier that unlocks them). */
  onUnlock?: (post: PostView) => void;
  /** The creator's user id: their "⋯" menu lets them edit and delete (staff: delete). */
  creatorUserId?: string;
}

/** A creator's posts; signed-in viewers like the ones they may see. */
export function PostGrid({ creatorProfileId, posts, onUnlock, creatorUserId }: PostGridProps) {
  const { isAuthenticated } = useAuth();
  const toggleLike = useTogglePostLike(creatorProfileId);

  function onToggleLike(post: PostView) {
    toggleLike.mutate({ postId: post.id, like: !post.likedByViewer });
  }

  return (
    <ul className={gridClass}>
      {posts.map((post) => (
        <li key={post.id} className="flex [&>article]:w-full">
          <PostCard
            post={post}
            canLike={isAuthenticated && !post.locked}
            onToggleLike={onToggleLike}
            likePending={toggleLike.isPending && toggleLike.variables?.postId === post.id}
            onUnlock={onUnlock}
            actions={creatorUserId && <PostActions post={post} creatorUserId={creatorUserId} />}
            creatorUserId={creatorUserId}
          />
        </li>
      ))}
    </ul>
  );
}

export function PostGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={gridClass} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border bg-card">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
