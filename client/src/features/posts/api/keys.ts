/** A creator's feed; the key is also the URL it reads. */
export const creatorPostsKey = (creatorProfileId: string) => ["/api/posts/creator", creatorProfileId] as const;
