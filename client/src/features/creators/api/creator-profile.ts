import { useQuery } from "@tanstack/react-query";
import type { CreatorProfileView } from "@shared/api-types";
import { creatorProfileKey } from "./keys";

/** GET /api/creator-profile/:id; `enabled` lets a dialog fetch only while open. */
export function useCreatorProfileById(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery<CreatorProfileView>({
    queryKey: creatorProfileKey(id ?? ""),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}
