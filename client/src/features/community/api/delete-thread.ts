import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { threadKey, threadsKey } from "./keys";

/** DELETE /api/community-threads/:id (its author or staff): the lists refresh; the deleted thread is forgotten. */
export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => apiRequest("DELETE", `${threadsKey[0]}/${encodeURIComponent(threadId)}`),
    // Not awaited: the caller's own onSuccess (its toast, going back) runs before the lists change.
    onSuccess: (_res, threadId) => {
      queryClient.removeQueries({ queryKey: threadKey(threadId), exact: true });
      void queryClient.invalidateQueries({ queryKey: threadsKey });
    },
    meta: { errorTitle: "Could not delete the thread", errorFallback: "Please try again" },
  });
}
