import { useQuery } from "@tanstack/react-query";
import type { ThreadView } from "@shared/api-types";
import type { THREAD_CATEGORIES } from "@shared/constants";
import { usePagedList } from "@/hooks/use-paged-list";
import { threadKey, threadsKey } from "./keys";

export type ThreadCategory = (typeof THREAD_CATEGORIES)[number];

/** GET /api/community-threads[?category=], newest first, page by page. */
export function useThreads(category: ThreadCategory | undefined) {
  return usePagedList<ThreadView>(threadsKey, { category });
}

/** GET /api/community-threads/:id; `listed` (the card's copy) shows at once while it loads. */
export function useThread(id: string, listed?: ThreadView) {
  return useQuery<ThreadView>({ queryKey: threadKey(id), placeholderData: listed });
}
