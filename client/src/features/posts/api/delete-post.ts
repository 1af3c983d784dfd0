import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { creatorPostsKey, creatorProfileKey, creatorProfilesByUserPrefix } from "@/lib/query-keys";

/** DELETE /api/posts/:id (its creator or staff); the feed and the profile's post count refresh. */
export function useDeletePost(creatorProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiRequest("DELETE", `/api/posts/${encodeURIComponent(postId)}`),
    // Not awaited: the caller's own onSuccess (its toast) runs before the deleted post's card goes.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: creatorPostsKey(creatorProfileId) });
      void queryClient.invalidateQueries({ queryKey: creatorProfileKey(creatorProfileId) });
      void queryClient.invalidateQueries({ queryKey: creatorProfilesByUserPrefix });
    },
    meta: { errorTitle: "Could not delete the post", errorFallback: "Please try again" },
  });
}
