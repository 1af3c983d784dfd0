import { useQuery } from "@tanstack/react-query";
import type { ModerationCaseView } from "@shared/api-types";
import { moderationCaseKey } from "./keys";

/** GET /api/moderation/cases/:id (staff): the content even when hidden, its reports and its audit log. */
export function useModerationCase(id: string | null) {
  return useQuery<ModerationCaseView>({ queryKey: moderationCaseKey(id ?? ""), enabled: Boolean(id) });
}
