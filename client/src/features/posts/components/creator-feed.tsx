import type { PostView } from "@shared/api-types";
import { ImageIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { useCreatorPosts } from "../api/creator-posts";
import { PostGrid, PostGridSkeleton } from "./post-grid";

interface CreatorFeedProps {
  creatorProfileId: string;
  /** Offered on locked posts: their one action (subscribe, or upgrade to the tier that unlocks them). */
  onUnlock?: (post: PostView) => void;
  /** The creator's user id, for the posts' "⋯" menus (edit and delete for them, delete for staff). */
  creatorUserId?: string;
}

/** A creator's posts on their profile, newest first, page by page. */
export function CreatorFeed({ creatorProfileId, onUnlock, creatorUserId }: CreatorFeedProps) {
  const posts = useCreatorPosts(creatorProfileId);
  if (posts.isLoading) {
    return (
      <LoadingPlaceholders label="Loading posts...">
        <PostGridSkeleton count={3} />
      </LoadingPlaceholders>
    );
  }
  if (posts.isError && posts.items.length === 0) {
    return <LoadError title="Posts could not be loaded" onRetry={() => void posts.refetch()} />;
  }
  if (posts.items.length === 0) return <EmptyState icon={<ImageIcon />} title="Posts will appear here" />;
  return (
    <div className="space-y-6">
      <PostGrid creatorProfileId={creatorProfileId} posts={posts.items} onUnlock={onUnlock} creatorUserId={creatorUserId} />
      {posts.isError ? (
        <LoadError title="More posts could not be loaded" onRetry={() => void posts.fetchNextPage()} />
      ) : (
        <LoadMore
          hasMore={posts.hasNextPage}
          loading={posts.isFetchingNextPage}
          onLoadMore={() => void posts.fetchNextPage()}
          label="Load more posts"
        />
      )}
    </div>
  );
}
