import { PawPrint } from "lucide-react";
import type { CommentView } from "@shared/api-types";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { RelativeTime } from "@/components/relative-time";
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
  if (comments.items.length === 0) {
    return <p className="rounded-xl bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">No comments yet. Start the conversation!</p>;
  }

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
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ol>
    </div>
  );
}

function CommentItem({ comment }: { comment: CommentView }) {
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden>
        <PawPrint className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <RelativeTime date={comment.createdAt} className="text-xs text-muted-foreground" />
        <HiddenNotice hidden={comment.hidden} authorId={comment.userId} noun="comment" className="w-fit" />
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{comment.content}</p>
      </div>
      <CommentActions comment={comment} />
    </li>
  );
}
