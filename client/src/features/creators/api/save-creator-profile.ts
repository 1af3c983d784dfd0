import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreatorProfileView } from "@shared/api-types";
import type { creatorProfileInputSchema } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { creatorProfileByUserKey, creatorProfileKey, creatorProfilesKey } from "@/lib/query-keys";

/** A validated creator profile form, as the API takes it. */
export type CreatorProfileFields = z.output<typeof creatorProfileInputSchema>;

/** The saved profile goes straight into the caches that show it, then every read of it refreshes. */
function storeProfile(queryClient: QueryClient, profile: CreatorProfileView) {
  queryClient.setQueryData(creatorProfileByUserKey(profile.userId), profile);
  queryClient.setQueryData(creatorProfileKey(profile.id), profile);
  void queryClient.invalidateQueries({ queryKey: creatorProfilesKey });
  void queryClient.invalidateQueries({ queryKey: creatorProfileKey(profile.id) });
  void queryClient.invalidateQueries({ queryKey: creatorProfileByUserKey(profile.userId) });
}

/** POST /api/creator-profile: the signed-in user becomes a PawPal. */
export function useCreateCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CreatorProfileFields) => apiJson<CreatorProfileView>("POST", "/api/creator-profile", fields),
    onSuccess: (profile) => storeProfile(queryClient, profile),
    meta: { errorTitle: "Error", errorFallback: "Failed to create profile" },
  });
}

/** PATCH /api/creator-profile/:id (owner only). */
export function useUpdateCreatorProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Blank optional fields are sent as null: in an update that clears them.
    mutationFn: (fields: CreatorProfileFields) =>
      apiJson<CreatorProfileView>("PATCH", `/api/creator-profile/${encodeURIComponent(id)}`, {
        ...fields,
        breed: fields.breed ?? null,
        avatarImageUrl: fields.avatarImageUrl ?? null,
        coverImageUrl: fields.coverImageUrl ?? null,
      }),
    onSuccess: (profile) => storeProfile(queryClient, profile),
    meta: { errorTitle: "Error", errorFallback: "Failed to update profile" },
  });
}
