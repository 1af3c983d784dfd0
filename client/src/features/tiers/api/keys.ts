/** A creator's subscription tiers; the key is also the URL it reads. */
export const creatorTiersKey = (creatorProfileId: string) => ["/api/subscription-tiers/creator", creatorProfileId] as const;
