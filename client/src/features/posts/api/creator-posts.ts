import type { PostView } from "@shared/api-types";
import { usePagedList } from "@/hooks/use-paged-list";
import { creatorPostsKey } from "@/lib/query-keys";

/** How often a creator's feed is read again while one of their videos is processing. */
export const PROCESSING_POLL_MS = 3000;

/** While a video of the list is being processed (its creator's view), read the list again soon to show its progress, then its player. */
const pollWhileProcessing = (items: PostView[]) =>
  items.some((post) => post.videoProcessing?.status === "processing") ? PROCESSING_POLL_MS : false;

/** GET /api/posts/creator/:id: newest first, page by page; premium posts arrive locked unless the viewer may see them. */
export function useCreatorPosts(creatorProfileId: string) {
  return usePagedList<PostView>(creatorPostsKey(creatorProfileId), {}, { refetchInterval: pollWhileProcessing });
}
