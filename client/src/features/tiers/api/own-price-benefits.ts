import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatorProfileView } from "@shared/api-types";
import type { Benefits } from "@shared/benefits";
import { apiJson } from "@/lib/api";
import { creatorProfileByUserKey, creatorProfileKey } from "@/lib/query-keys";

/** PUT /api/creator-profile/:id/benefits (the owner): what the profile's own price gives; the profile's reads show them at once. */
export function useSaveOwnPriceBenefits(creatorProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (benefits: Benefits) =>
      apiJson<CreatorProfileView>("PUT", `/api/creator-profile/${encodeURIComponent(creatorProfileId)}/benefits`, { benefits }),
    onSuccess: (profile) => {
      queryClient.setQueryData(creatorProfileByUserKey(profile.userId), profile);
      queryClient.setQueryData(creatorProfileKey(profile.id), profile);
    },
    meta: { errorTitle: "Could not save the benefits", errorFallback: "Please try again" },
  });
}
