import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThreadView } from "@shared/api-types";
import type { ThreadUpdate } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { threadsKey } from "./keys";

/** PATCH /api/community-threads/:id (its author); the thread and every list refresh. */
export function useEditThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, changes }: { threadId: string; changes: ThreadUpdate }) =>
      apiJson<ThreadView>("PATCH", `${threadsKey[0]}/${encodeURIComponent(threadId)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadsKey }),
    meta: { errorTitle: "Could not save the thread", errorFallback: "Please try again" },
  });
}
