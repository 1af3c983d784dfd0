/**
 * Query keys that more than one feature reads or refreshes (a new post changes a
 * creator's post count, a subscription unlocks their feed, a contact message
 * lands in the staff inbox). Keys used by a single feature stay in its api/ folder.
 *
 * Each key is also the URL it reads (segments joined with "/"), so invalidating
 * a prefix refreshes every variant under it.
 */
/** Who is signed in (GET /api/auth/user): read by useAuth, replaced by editing or deleting one's account. */
export const currentUserKey = ["/api/auth/user"] as const;
export const creatorProfilesKey = ["/api/creator-profiles"] as const;
/** Prefix of every by-id read (and its figures), to refresh them all (an owner's name changed). */
export const creatorProfileByIdPrefix = ["/api/creator-profile"] as const;
export const creatorProfileKey = (id: string) => [...creatorProfileByIdPrefix, id] as const;
export const creatorProfileByUserKey = (userId: string) => ["/api/creator-profile/user", userId] as const;
/** Prefix of every by-user read, to refresh them all (counts shown on profiles changed). */
export const creatorProfilesByUserPrefix = ["/api/creator-profile/user"] as const;
/** Under creatorProfileKey(id): refreshing the profile refreshes its figures too. */
export const creatorStatsKey = (id: string) => ["/api/creator-profile", id, "stats"] as const;

/** A creator's feed. */
export const creatorPostsKey = (creatorProfileId: string) => ["/api/posts/creator", creatorProfileId] as const;

/** The staff inbox (its summary sits under this prefix too). */
export const contactMessagesKey = ["/api/contact-messages"] as const;

/** A creator's subscription tiers (the tiers feature lists and adds them; the subscribe dialog offers them). */
export const creatorTiersKey = (creatorProfileId: string) => ["/api/subscription-tiers/creator", creatorProfileId] as const;
