import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostView } from "@shared/api-types";
import type { PostUpdate } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { creatorPostsKey } from "@/lib/query-keys";

/**
 * PATCH /api/posts/:id (its creator): the caption and premium. The creator's feed
 * refreshes, since a premium change locks or unlocks the post's media for others.
 */
export function useEditPost(creatorProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, changes }: { postId: string; changes: PostUpdate }) =>
      apiJson<PostView>("PATCH", `/api/posts/${encodeURIComponent(postId)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorPostsKey(creatorProfileId) }),
    meta: { errorTitle: "Could not save the post", errorFallback: "Please try again" },
  });
}
