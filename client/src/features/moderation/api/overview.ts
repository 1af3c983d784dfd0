import { useQuery } from "@tanstack/react-query";
import type { ModerationOverviewView } from "@shared/api-types";
import { moderationOverviewKey } from "./keys";

/** GET /api/moderation/overview (staff): open cases by priority, past due, median time to resolution. */
export function useModerationOverview(enabled: boolean) {
  return useQuery<ModerationOverviewView>({ queryKey: moderationOverviewKey, enabled });
}
