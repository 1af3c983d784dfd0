/** Query key of the caller's orders (the URL they read); invalidating it refreshes both lists and every open order. */
export const ordersKey = ["/api/orders"] as const;
/** One order with its events: GET /api/orders/:id. */
export const orderKey = (id: string) => [...ordersKey, id] as const;
