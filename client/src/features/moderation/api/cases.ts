import type { ModerationCaseSummaryView } from "@shared/api-types";
import type { CaseStatus } from "@shared/moderation";
import { usePagedList } from "@/hooks/use-paged-list";
import { moderationCasesKey } from "./keys";

/** GET /api/moderation/cases?status= (staff): one status's cases in queue order, escalated first, then urgent, then soonest due. */
export function useModerationCases(status: CaseStatus, enabled: boolean) {
  return usePagedList<ModerationCaseSummaryView>(moderationCasesKey, { status }, { enabled, keepPrevious: true });
}
