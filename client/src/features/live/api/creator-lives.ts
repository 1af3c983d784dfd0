import type { LiveSessionView, LiveStatus } from "@shared/live";
import { usePagedList } from "@/hooks/use-paged-list";
import { liveSessionsKey } from "./keys";

/**
 * A creator's lives of one status (GET /api/live-sessions?creatorProfileId=&status=),
 * newest first, page by page; `fetchAll` for the upcoming ones, which are shown
 * soonest first and so must be whole.
 */
export function useCreatorLives(creatorProfileId: string, status: LiveStatus, options: { fetchAll?: boolean } = {}) {
  return usePagedList<LiveSessionView>(liveSessionsKey, { creatorProfileId, status }, { fetchAll: options.fetchAll });
}
