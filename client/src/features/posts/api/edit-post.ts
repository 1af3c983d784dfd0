import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostView } from "@shared/api-types";
import type { PostUpdate } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { creatorPostsKey } from "@/lib/query-keys";
import { postAllowanceKey } from "./post-allowance";

/**
 * PATCH /api/posts/:id (its creator): the caption, the audience and behind-the-scenes.
 * The creator's feed refreshes, since an audience change locks or unlocks the post's
 * media for others, and so does the month's allowance it counts toward.
 */
export function useEditPost(creatorProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, changes }: { postId: string; changes: PostUpdate }) =>
      apiJson<PostView>("PATCH", `/api/posts/${encodeURIComponent(postId)}`, changes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: creatorPostsKey(creatorProfileId) });
      void queryClient.invalidateQueries({ queryKey: postAllowanceKey(creatorProfileId) });
    },
    // The dialog shows a refused audience in the form and toasts the rest.
    meta: { errorToast: false },
  });
}
