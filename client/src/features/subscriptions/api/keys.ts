export const mySubscriptionsKey = ["/api/subscriptions/mine"] as const;
export const creatorSubscriptionsKey = (creatorProfileId: string) =>
  ["/api/subscriptions/creator", creatorProfileId] as const;
