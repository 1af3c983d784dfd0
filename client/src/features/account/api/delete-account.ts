import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { currentUserKey } from "@/lib/query-keys";

/**
 * DELETE /api/me with the typed confirmation. The server signs the person out
 * everywhere; here every cached answer is dropped and the app shows them signed out.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => apiRequest("DELETE", "/api/me", { confirm }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserKey, null);
    },
    meta: { errorTitle: "Your account could not be deleted", errorFallback: "Please try again" },
  });
}
