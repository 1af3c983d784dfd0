import { useQuery } from "@tanstack/react-query";
import type { CreatorProfileView } from "@shared/api-types";
import { creatorProfileKey } from "@/lib/query-keys";

/** GET /api/creator-profile/:id: whose live it is (name, picture, owner), for the watch page. */
export function useLiveCreator(creatorProfileId: string | undefined) {
  return useQuery<CreatorProfileView>({ queryKey: creatorProfileKey(creatorProfileId ?? ""), enabled: Boolean(creatorProfileId) });
}
