/** Query key of the marketplace lists (the URL they read); invalidating it refreshes every category. */
export const marketplaceItemsKey = ["/api/marketplace-items"] as const;
