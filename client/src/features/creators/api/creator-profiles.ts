import type { CreatorProfileView } from "@shared/api-types";
import { usePagedList, type PagedListOptions } from "@/hooks/use-paged-list";
import { creatorProfilesKey } from "@/lib/query-keys";

/** GET /api/creator-profiles: every creator, newest first, page by page (home, explore). */
export function useCreatorProfiles(options: PagedListOptions = {}) {
  return usePagedList<CreatorProfileView>(creatorProfilesKey, {}, options);
}
