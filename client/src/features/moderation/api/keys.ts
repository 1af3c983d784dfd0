/** Query keys of the moderation queue: the cases (each status a filter of one list), one case, the overview. */
export const moderationCasesKey = ["/api/moderation/cases"] as const;
export const moderationCaseKey = (id: string) => [...moderationCasesKey, id] as const;
export const moderationOverviewKey = ["/api/moderation/overview"] as const;
