import { CommentItem, NoComments } from "@/components/comments/comment-item";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Button } from "@/components/ui/button";
import { useThreadComments } from "../api/comments";
import { CommentActions } from "./comment-actions";

/**
 * A thread's comments, oldest first so the conversation reads top to bottom
 * (the API pages newest first, so older pages load above).
 */
export function CommentList({ threadId }: { threadId: string }) {
  const comments = useThreadComments(threadId);

  if (comments.isLoading) return <LoadingState label="Loading comments..." className="py-6" />;
  if (comments.isError) return <LoadError title="Comments could not be loaded" onRetry={() => void comments.refetch()} />;
  if (comments.items.length === 0) return <NoComments />;

  const chronological = [...comments.items].reverse();
  return (
    <div className="space-y-3">
      {comments.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? "Loading..." : "Show older comments"}
        </Button>
      )}
      <ol className="space-y-3">
        {chronological.map((comment) => (
          <CommentItem key={comment.id} comment={comment} actions={<CommentActions comment={comment} />} />
        ))}
      </ol>
    </div>
  );
}
