import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { PostView } from "@shared/api-types";
import type { postInputSchema } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { creatorPostsKey, creatorProfileKey, creatorProfilesByUserPrefix, creatorProfilesKey } from "@/lib/query-keys";
import { postAllowanceKey } from "./post-allowance";

export type NewPost = z.input<typeof postInputSchema>;

/**
 * POST /api/posts. Refreshes the feed, the month's allowance and every read that
 * counts posts (the profile, the creator list and the dashboard stats under the profile key).
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewPost) => apiJson<PostView>("POST", "/api/posts", post),
    onSuccess: (post) => {
      void queryClient.invalidateQueries({ queryKey: creatorPostsKey(post.creatorProfileId) });
      void queryClient.invalidateQueries({ queryKey: postAllowanceKey(post.creatorProfileId) });
      void queryClient.invalidateQueries({ queryKey: creatorProfileKey(post.creatorProfileId) });
      void queryClient.invalidateQueries({ queryKey: creatorProfilesKey });
      void queryClient.invalidateQueries({ queryKey: creatorProfilesByUserPrefix });
    },
    // The page shows a refused audience in the form and toasts the rest.
    meta: { errorToast: false },
  });
}
