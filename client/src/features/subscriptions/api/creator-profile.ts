import { useQuery } from "@tanstack/react-query";
import type { CreatorProfileView } from "@shared/api-types";
import { creatorProfileKey } from "@/lib/query-keys";

/** GET /api/creator-profile/:id (the creator and their price); `enabled` lets the subscribe dialog fetch only while open. */
export function useCreatorProfileById(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery<CreatorProfileView>({
    queryKey: creatorProfileKey(id ?? ""),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}
