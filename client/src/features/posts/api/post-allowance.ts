import { useQuery } from "@tanstack/react-query";
import type { PostAllowanceView } from "@shared/api-types";

/** The month's allowance of the creator's limited tiers; publishing or editing a post refreshes it. */
export const postAllowanceKey = (creatorProfileId: string) => ["/api/posts/allowance", creatorProfileId] as const;

/**
 * GET /api/posts/allowance/:creatorProfileId (the profile's owner): each tier
 * with a monthly limit on exclusive posts and how many it has left this month.
 */
export function usePostAllowance(creatorProfileId: string) {
  return useQuery<PostAllowanceView[]>({ queryKey: postAllowanceKey(creatorProfileId) });
}
