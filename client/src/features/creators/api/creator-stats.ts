import { useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@shared/api-types";
import { creatorStatsKey } from "@/lib/query-keys";

/** GET /api/creator-profile/:id/stats (owner or staff): subscribers, posts and this month's earnings. */
export function useCreatorStats(creatorProfileId: string) {
  return useQuery<DashboardStats>({ queryKey: creatorStatsKey(creatorProfileId) });
}
