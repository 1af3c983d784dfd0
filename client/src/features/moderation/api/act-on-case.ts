import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerationCaseView } from "@shared/api-types";
import type { ModerationActionInput } from "@shared/moderation";
import { apiJson } from "@/lib/api";
import { moderationCaseKey, moderationCasesKey, moderationOverviewKey } from "./keys";

/**
 * POST /api/moderation/cases/:id/actions {action, note, version} (staff). The
 * answer is the case as it is now. A refusal is toasted in the server's words;
 * a 409 (another moderator acted first, or the content changed) reads the case
 * again with everything else, so the moderator decides on what is there now.
 */
export function useActOnCase(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) =>
      apiJson<ModerationCaseView>("POST", `/api/moderation/cases/${encodeURIComponent(caseId)}/actions`, input),
    onSuccess: (updated) => {
      queryClient.setQueryData(moderationCaseKey(caseId), updated);
    },
    onSettled: () => {
      // The case, the queue's lists and the figures move with every action (or with what the other moderator did).
      void queryClient.invalidateQueries({ queryKey: moderationCasesKey });
      void queryClient.invalidateQueries({ queryKey: moderationOverviewKey });
    },
    meta: { errorTitle: "The action was not taken", errorFallback: "Please try again." },
  });
}
