import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommentView } from "@shared/api-types";
import type { CommentUpdate } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { threadCommentsKey } from "./keys";

/** PATCH /api/thread-comments/:id (its author); the thread's comments refresh. */
export function useEditComment(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, changes }: { commentId: string; changes: CommentUpdate }) =>
      apiJson<CommentView>("PATCH", `/api/thread-comments/${encodeURIComponent(commentId)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadCommentsKey(threadId) }),
    meta: { errorTitle: "Could not save the comment", errorFallback: "Please try again" },
  });
}
