/**
 * Live streams (server/live/, /api/live-sessions): their states, the answers
 * and the refusals' words. The request schemas are in ./validation.ts.
 */
const LIVE_STATUSES = ["scheduled", "live", "ended", "canceled"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

