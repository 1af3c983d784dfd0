import type { PostView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { creatorPostsKey } from "@/lib/query-keys";

/** GET /api/posts/creator/:id: newest first, page by page; premium posts arrive locked unless the viewer may see them. */
export function useCreatorPosts(creatorProfileId: string) {
  return usePagedList<PostView>(creatorPostsKey(creatorProfileId));
}
