import type { CreatorProfileView } from "@shared/api-types";
import type { ExploreCategoryId } from "@shared/constants/categories";
import { usePagedList, type PagedListOptions } from "@/hooks/use-paged-list";
import { creatorProfilesKey } from "@/lib/query-keys";

/** What Explore narrows the list by; the server applies it over every creator. */
interface CreatorFilters {
  q?: string;
  category?: ExploreCategoryId;
}

/** GET /api/creator-profiles[?q=&category=]: creators, newest first, page by page (home, explore). */
export function useCreatorProfiles(filters: CreatorFilters = {}, options: PagedListOptions = {}) {
  return usePagedList<CreatorProfileView>(creatorProfilesKey, { ...filters }, options);
}
