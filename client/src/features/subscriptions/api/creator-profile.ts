import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreatorProfileView } from "@shared/api-types";
import { creatorProfileKey, creatorProfilesByUserPrefix, creatorProfilesKey } from "@/lib/query-keys";

/**
 * GET /api/creator-profile/:id (the creator and their price); `enabled` lets the subscribe
 * dialog fetch only while open. A creator the page already shows (a card of a list, the
 * profile itself) is the answer from the start: the dialog opens on the offer at once.
 */
export function useCreatorProfileById(id: string | undefined, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery<CreatorProfileView>({
    queryKey: creatorProfileKey(id ?? ""),
    enabled: Boolean(id) && (options.enabled ?? true),
    initialData: () => (id ? shownCreatorProfile(queryClient, id)?.profile : undefined),
    initialDataUpdatedAt: () => (id ? shownCreatorProfile(queryClient, id)?.updatedAt : undefined),
  });
}

/** The creator with this id as a list or a profile page read it, and when it was read. */
export function shownCreatorProfile(queryClient: QueryClient, id: string): { profile: CreatorProfileView; updatedAt: number } | undefined {
  const reads = [
    ...queryClient.getQueryCache().findAll({ queryKey: creatorProfilesKey }),
    ...queryClient.getQueryCache().findAll({ queryKey: creatorProfilesByUserPrefix }),
  ];
  for (const read of reads) {
    const data = read.state.data as { pages?: CreatorProfileView[][] } | CreatorProfileView | null | undefined;
    const profiles = data && "pages" in data ? (data.pages ?? []).flat() : data ? [data as CreatorProfileView] : [];
    const profile = profiles.find((shown) => shown.id === id);
    if (profile) return { profile, updatedAt: read.state.dataUpdatedAt };
  }
  return undefined;
}
