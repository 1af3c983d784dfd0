import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { threadCommentsKey, threadsKey } from "./keys";

/** DELETE /api/thread-comments/:id (its author or staff); the comments refresh, and the threads, whose counts changed. */
export function useDeleteComment(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => apiRequest("DELETE", `/api/thread-comments/${encodeURIComponent(commentId)}`),
    // Not awaited: the caller's own onSuccess (its toast) runs before the deleted comment goes.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: threadCommentsKey(threadId) });
      void queryClient.invalidateQueries({ queryKey: threadsKey });
    },
    meta: { errorTitle: "Could not delete the comment", errorFallback: "Please try again" },
  });
}
