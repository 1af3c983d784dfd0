import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { PostView } from "@shared/api-types";
import { apiJson } from "@/lib/api";
import { creatorPostsKey } from "@/lib/query-keys";

interface LikeState {
  likes: number;
  likedByViewer: boolean;
}

/**
 * POST (like) or DELETE (unlike) /api/posts/:id/like. The answer's count is
 * written into the creator's feed (every loaded page), so the heart and number update in place.
 */
export function useTogglePostLike(creatorProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: string; like: boolean }) =>
      apiJson<LikeState>(like ? "POST" : "DELETE", `/api/posts/${encodeURIComponent(postId)}/like`),
    onSuccess: (state, { postId }) => {
      queryClient.setQueriesData<InfiniteData<PostView[]>>({ queryKey: creatorPostsKey(creatorProfileId) }, (feed) =>
        feed && {
          ...feed,
          pages: feed.pages.map((page) => page.map((post) => (post.id === postId ? { ...post, ...state } : post))),
        },
      );
    },
    meta: { errorTitle: "Could not update like", errorFallback: "Please try again" },
  });
}
