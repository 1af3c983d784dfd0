/** Query key of the marketplace lists (the URL they read); invalidating it refreshes every filtered list and item. */
export const marketplaceItemsKey = ["/api/marketplace-items"] as const;
/** One item: GET /api/marketplace-items/:id. */
export const marketplaceItemKey = (id: string) => [...marketplaceItemsKey, id] as const;
