import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommentView } from "@shared/api-types";
import type { CommentInput } from "@shared/validation";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiJson } from "@/lib/api";
import { threadCommentsKey, threadsKey } from "./keys";

/** GET /api/thread-comments/:threadId: newest first, page by page. */
export function useThreadComments(threadId: string) {
  return usePagedList<CommentView>(threadCommentsKey(threadId));
}

/**
 * POST /api/thread-comments. Afterwards the thread's comments refresh, and so do
 * the thread and the lists, whose comment counts changed.
 */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => apiJson<CommentView>("POST", "/api/thread-comments", input),
    onSuccess: (_comment, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadCommentsKey(input.threadId) }),
        queryClient.invalidateQueries({ queryKey: threadsKey }),
      ]),
    meta: { errorTitle: "Error", errorFallback: "Failed to post comment" },
  });
}
