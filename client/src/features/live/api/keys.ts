/**
 * The live sessions' query keys (URL segments, as lib/api.ts reads them). Every
 * list of lives and every single live sit under `liveSessionsKey`, so one
 * invalidation of it refreshes them all.
 */
export const liveSessionsKey = ["/api/live-sessions"] as const;
export const liveSessionKey = (liveSessionId: string) => [...liveSessionsKey, liveSessionId] as const;
