/** The query keys of direct messages: each is its GET's URL segments. */
export const conversationsKey = ["/api/conversations"] as const;
/** The list's own cache entry (usePagedList adds the filters, none here): invalidating it leaves the conversations' messages alone. */
export const conversationListQuery = { queryKey: [...conversationsKey, {}], exact: true } as const;
export const conversationKey = (id: string) => ["/api/conversations", id] as const;
export const messagesKey = (conversationId: string) => ["/api/conversations", conversationId, "messages"] as const;
export const unreadMessagesKey = ["/api/conversations/unread-count"] as const;
export const eligibilityKey = (creatorProfileId: string) => [`/api/conversations/eligibility?creatorProfileId=${creatorProfileId}`] as const;
