/**
 * Live streams (server/live/, /api/live-sessions): their states, the answers
 * and the refusals' words. The request schemas are in ./validation.ts.
 */
import type { PostAudience } from "./post-audience";

export const LIVE_STATUSES = ["scheduled", "live", "ended", "canceled"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export const LIVE_NOT_FOUND = "Live session not found";
export const LIVE_NOT_EDITABLE = "Only a scheduled live can be changed";

/** A fan is reminded this long before a live's scheduled time. */
export const LIVE_REMINDER_MINUTES = 15;

export interface LiveSessionView {
  id: string;
  creatorProfileId: string;
  title: string;
  description: string | null;
  thumbnailUrl: string | null;
  status: LiveStatus;
  audience: PostAudience;
  /** Viewers now (while live); the most at once is peakViewerCount. */
  viewerCount: number;
  peakViewerCount: number;
  saveReplay: boolean;
  replayPostId: string | null;
  scheduledFor: string | null;
  startedAt: string | null;
  endedAt: string | null;
  createdAt: string;
}
