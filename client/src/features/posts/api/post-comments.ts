import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostCommentView } from "@shared/api-types";
import type { CommentUpdate } from "@shared/validation";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiJson, apiRequest } from "@/lib/api";
import { creatorPostsKey } from "@/lib/query-keys";

/** The key is the URL it reads: /api/posts/:id/comments. */
const postCommentsKey = (postId: string) => ["/api/posts", postId, "comments"] as const;

/** GET /api/posts/:id/comments: newest first, page by page (only while `enabled`: the section is open). */
export function usePostComments(postId: string, enabled: boolean) {
  return usePagedList<PostCommentView>(postCommentsKey(postId), {}, { enabled });
}

/** After a comment is added or deleted: its post's comments, and the feed, whose commentsCount changed. */
function useRefreshAfterCount(postId: string, creatorProfileId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: postCommentsKey(postId) });
    void queryClient.invalidateQueries({ queryKey: creatorPostsKey(creatorProfileId) });
  };
}

/** POST /api/posts/:id/comments. */
export function useAddPostComment(postId: string, creatorProfileId: string) {
  const refresh = useRefreshAfterCount(postId, creatorProfileId);
  return useMutation({
    mutationFn: (input: CommentUpdate) => apiJson<PostCommentView>("POST", `/api/posts/${encodeURIComponent(postId)}/comments`, input),
    onSuccess: refresh,
    meta: { errorTitle: "Error", errorFallback: "Failed to post comment" },
  });
}

/** PATCH /api/post-comments/:id (its author); the post's comments refresh. */
export function useEditPostComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, changes }: { commentId: string; changes: CommentUpdate }) =>
      apiJson<PostCommentView>("PATCH", `/api/post-comments/${encodeURIComponent(commentId)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postCommentsKey(postId) }),
    meta: { errorTitle: "Could not save the comment", errorFallback: "Please try again" },
  });
}

/** DELETE /api/post-comments/:id (its author, the post's creator or staff). */
export function useDeletePostComment(postId: string, creatorProfileId: string) {
  const refresh = useRefreshAfterCount(postId, creatorProfileId);
  return useMutation({
    mutationFn: (commentId: string) => apiRequest("DELETE", `/api/post-comments/${encodeURIComponent(commentId)}`),
    // Not awaited: the caller's own onSuccess (its toast) runs before the deleted comment goes.
    onSuccess: refresh,
    meta: { errorTitle: "Could not delete the comment", errorFallback: "Please try again" },
  });
}
