import { useQuery } from "@tanstack/react-query";
import type { CreatorEarningsView, StatementView } from "@shared/api-types";

/** GET /api/creator-profile/:id/earnings (owner or staff): the ledger's figures and the last 12 months. */
export function useCreatorEarnings(creatorProfileId: string) {
  return useQuery<CreatorEarningsView>({ queryKey: ["/api/creator-profile", creatorProfileId, "earnings"] });
}

/** GET /api/creator-profile/:id/statements (owner or staff): one statement per month, newest first. */
export function useCreatorStatements(creatorProfileId: string) {
  return useQuery<StatementView[]>({ queryKey: ["/api/creator-profile", creatorProfileId, "statements"] });
}

/** GET /api/creator-profile/:id/statements/:month.csv: a month's statement as a CSV download. */
export function statementCsvUrl(creatorProfileId: string, month: string): string {
  return `/api/creator-profile/${encodeURIComponent(creatorProfileId)}/statements/${encodeURIComponent(month)}.csv`;
}
