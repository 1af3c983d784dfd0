import { useQuery } from "@tanstack/react-query";
import type { CreatorProfileView } from "@shared/api-types";
import { apiRequest, errorStatus, queryKeyToUrl } from "@/lib/api";
import { creatorProfileByUserKey } from "@/lib/query-keys";
import { useAuth } from "@/hooks/use-auth";

/**
 * GET /api/creator-profile/user/:userId. A 404 means "this user has no creator
 * profile" and answers null; other failures stay errors.
 */
export function useCreatorProfileByUser(userId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery<CreatorProfileView | null>({
    queryKey: creatorProfileByUserKey(userId ?? ""),
    enabled: Boolean(userId) && (options.enabled ?? true),
    queryFn: async ({ queryKey }) => {
      try {
        const res = await apiRequest("GET", queryKeyToUrl(queryKey));
        return (await res.json()) as CreatorProfileView;
      } catch (err) {
        if (errorStatus(err) === 404) return null;
        throw err;
      }
    },
  });
}

/**
 * The signed-in user's own creator profile: fetched only when authenticated.
 * `profile` is null both while signed out and when the user is not a PawPal.
 * The header, the creator pages' gate and the profile pages all read it.
 */
export function useCreatorProfile() {
  const { user, isAuthenticated } = useAuth();
  const query = useCreatorProfileByUser(user?.id, { enabled: isAuthenticated });
  return {
    profile: query.data ?? null,
    hasProfile: Boolean(query.data),
    isLoading: isAuthenticated && query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
