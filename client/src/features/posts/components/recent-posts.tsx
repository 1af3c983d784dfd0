import { Link } from "wouter";
import { ImagePlus, PlusCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { paths } from "@/lib/paths";
import { useCreatorPosts } from "../api/creator-posts";
import { PostGrid, PostGridSkeleton } from "./post-grid";

const RECENT_POSTS = 6;

/** The creator's latest posts on the dashboard (the feed's first page is more than enough), each with its "⋯" menu. */
export function RecentPosts({ creatorProfileId, creatorUserId }: { creatorProfileId: string; creatorUserId: string }) {
  const { items: posts, isLoading, isError, refetch } = useCreatorPosts(creatorProfileId);
  return (
    <section aria-labelledby="recent-posts-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-posts-heading" className="text-xl font-bold">
          Recent Posts
        </h2>
        {posts.length > 0 && (
          <Button asChild variant="outline" size="sm">
            <Link href={paths.createPost}>
              <PlusCircle aria-hidden />
              New post
            </Link>
          </Button>
        )}
      </div>
      {isLoading ? (
        <PostGridSkeleton count={3} />
      ) : isError ? (
        <LoadError title="Your posts could not be loaded" onRetry={() => void refetch()} />
      ) : posts.length > 0 ? (
        <PostGrid creatorProfileId={creatorProfileId} posts={posts.slice(0, RECENT_POSTS)} creatorUserId={creatorUserId} />
      ) : (
        <EmptyState
          icon={<ImagePlus />}
          title="No posts yet"
          description="Publish your first photo, video or reel for your PawFans."
          action={
            <Button asChild variant="gradient">
              <Link href={paths.createPost}>
                <PlusCircle aria-hidden />
                Create Post
              </Link>
            </Button>
          }
        />
      )}
    </section>
  );
}
