import { useQuery } from "@tanstack/react-query";
import type { CreatorProfileView } from "@shared/api-types";
import { creatorProfilesKey } from "./keys";

/** GET /api/creator-profiles: every creator, newest first (home, explore). */
export function useCreatorProfiles() {
  return useQuery<CreatorProfileView[]>({ queryKey: creatorProfilesKey });
}
