import { useQuery } from "@tanstack/react-query";
import type { PostView } from "@shared/api-types";
import { creatorPostsKey } from "./keys";

/** GET /api/posts/creator/:id: newest first; premium posts arrive locked unless the viewer may see them. */
export function useCreatorPosts(creatorProfileId: string | undefined) {
  return useQuery<PostView[]>({
    queryKey: creatorPostsKey(creatorProfileId ?? ""),
    enabled: Boolean(creatorProfileId),
  });
}
