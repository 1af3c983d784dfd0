/**
 * Query keys of the community reads; each key is the URL it reads, so
 * invalidating threadsKey refreshes every filtered list and every open thread.
 */
export const threadsKey = ["/api/community-threads"] as const;
export const threadKey = (id: string) => [...threadsKey, id] as const;
export const threadCommentsKey = (threadId: string) => ["/api/thread-comments", threadId] as const;
