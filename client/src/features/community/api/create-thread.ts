import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThreadView } from "@shared/api-types";
import type { ThreadInput } from "@shared/validation";
import { apiJson } from "@/lib/api";
import { threadsKey } from "./keys";

/** POST /api/community-threads; every thread list refreshes after success. */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadInput) => apiJson<ThreadView>("POST", threadsKey[0], input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadsKey }),
    meta: { errorTitle: "Error", errorFallback: "Failed to create thread" },
  });
}
