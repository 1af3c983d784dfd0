/**
 * Query keys of the creator-profile reads. Each key is also the URL it reads
 * (segments joined with "/"), so invalidating a prefix refreshes every variant.
 */
export const creatorProfilesKey = ["/api/creator-profiles"] as const;
export const creatorProfileKey = (id: string) => ["/api/creator-profile", id] as const;
export const creatorProfileByUserKey = (userId: string) => ["/api/creator-profile/user", userId] as const;
export const creatorStatsKey = (id: string) => ["/api/creator-profile", id, "stats"] as const;
/** Prefix of every by-user read, to refresh them all (counts shown on profiles changed). */
export const creatorProfilesByUserPrefix = ["/api/creator-profile/user"] as const;
