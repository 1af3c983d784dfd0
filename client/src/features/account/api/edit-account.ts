import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/api-types";
import type { AccountProfileUpdate } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { creatorProfileByIdPrefix, creatorProfilesByUserPrefix, creatorProfilesKey, currentUserKey } from "@/lib/query-keys";

/**
 * PATCH /api/me: one's names and picture. The answer is the new current user;
 * creator profiles refresh too, since they show their owner's name.
 */
export function useEditAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AccountProfileUpdate) => apiJson<CurrentUser>("PATCH", "/api/me", changes),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorProfilesKey }),
        queryClient.invalidateQueries({ queryKey: creatorProfileByIdPrefix }),
        queryClient.invalidateQueries({ queryKey: creatorProfilesByUserPrefix }),
      ]);
    },
    meta: { errorTitle: "Could not save your profile", errorFallback: "Please try again" },
  });
}
