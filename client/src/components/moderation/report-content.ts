import { useMutation } from "@tanstack/react-query";
import type { ReportView } from "@shared/api-types";
import type { ReportInput } from "@shared/moderation";
import { apiRequest } from "@/lib/api";

/** The report, and whether it is new (201) or the caller's earlier report of the same thing (200). */
export interface ReportAnswer {
  report: ReportView;
  repeated: boolean;
}

/**
 * POST /api/reports {targetType, targetId, reason, details?}. Nothing the
 * reporter sees changes (the moderators' queue is staff's), so no key is
 * refreshed; a refusal (gone meanwhile, one's own content) is the server's toast.
 */
export function useReportContent() {
  return useMutation({
    mutationFn: async (input: ReportInput): Promise<ReportAnswer> => {
      const res = await apiRequest("POST", "/api/reports", input);
      return { report: (await res.json()) as ReportView, repeated: res.status === 200 };
    },
    meta: { errorTitle: "The report was not sent", errorFallback: "Please try again." },
  });
}
