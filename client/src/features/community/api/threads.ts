import { useQuery } from "@tanstack/react-query";
import type { ThreadView } from "@shared/api-types";
import type { THREAD_CATEGORIES } from "@shared/constants/categories";
import { usePagedList } from "@/hooks/use-paged-list";
import { threadKey, threadsKey } from "./keys";

type ThreadCategory = (typeof THREAD_CATEGORIES)[number];

export interface ThreadFilters {
  category?: ThreadCategory;
  /** Words to search for (full text, typo tolerant, on the server). */
  q?: string;
}

/**
 * GET /api/community-threads[?category=&q=], newest first, page by page. While a
 * search is being typed the previous answer stays (`isPlaceholderData`).
 */
export function useThreads({ category, q }: ThreadFilters) {
  return usePagedList<ThreadView>(threadsKey, { category, q }, { keepPrevious: true });
}

/**
 * GET /api/community-threads/:id (nothing while `id` is null); `listed` (the card's
 * copy) shows at once while it loads.
 */
export function useThread(id: string | null, listed?: ThreadView) {
  return useQuery<ThreadView>({ queryKey: threadKey(id ?? ""), placeholderData: listed, enabled: id !== null });
}
