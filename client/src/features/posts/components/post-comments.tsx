import type { PostView } from "@shared/api-types";
import { CommentBox } from "@/components/comments/comment-box";
import { CommentItem, NoComments } from "@/components/comments/comment-item";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { SignInNotice } from "@/components/sign-in-notice";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { useAddPostComment, usePostComments } from "../api/post-comments";
import { PostCommentActions } from "./post-comment-actions";

interface PostCommentsProps {
  post: PostView;
  /** The post's creator (they may delete comments on it). */
  creatorUserId?: string;
  /** Where signing in comes back to. */
  returnTo: string;
}

/**
 * A post's comments, newest first with 'Load more' for older ones, and the
 * comment box (signed-in viewers; others are asked to log in).
 */
export function PostComments({ post, creatorUserId, returnTo }: PostCommentsProps) {
  const { isAuthenticated } = useAuth();
  const comments = usePostComments(post.id, true);
  const addComment = useAddPostComment(post.id, post.creatorProfileId);

  return (
    <div className="space-y-4">
      {isAuthenticated ? (
        <CommentBox
          pending={addComment.isPending}
          onPost={(input, clear) =>
            addComment.mutate(input, {
              onSuccess: () => {
                clear();
                toast({ title: "Comment posted!" });
              },
            })
          }
        />
      ) : (
        <SignInNotice message="Please log in to comment" returnTo={returnTo} className="py-4" />
      )}
      {comments.isLoading ? (
        <LoadingState label="Loading comments..." className="py-6" />
      ) : comments.isError ? (
        <LoadError title="Comments could not be loaded" onRetry={() => void comments.refetch()} />
      ) : comments.items.length === 0 ? (
        <NoComments />
      ) : (
        <>
          <ol className="space-y-3">
            {comments.items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                actions={<PostCommentActions comment={comment} creatorProfileId={post.creatorProfileId} creatorUserId={creatorUserId} />}
              />
            ))}
          </ol>
          <LoadMore hasMore={comments.hasNextPage} loading={comments.isFetchingNextPage} onLoadMore={() => void comments.fetchNextPage()} />
        </>
      )}
    </div>
  );
}
