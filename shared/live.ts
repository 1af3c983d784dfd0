/**
 * Live streams (server/live/, /api/live-sessions): their states, the answers
 * and the refusals' words. The request schemas are in ./validation.ts.
 */
import type { PostAudience } from "./post-audience";

export const LIVE_STATUSES = ["scheduled", "live", "ended", "canceled"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** The refusal of a viewer whose tier does not grant live streams (or is outside the live's audience). */
export const LIVE_LOCKED = "Live streams are a VIP benefit.";
/** 503 when this instance ingests as many lives as it may (MAX_LIVE_STREAMS). */
export const LIVE_AT_CAPACITY = "Live streaming is at capacity. Please try again in a few minutes.";
export const LIVE_ALREADY_LIVE = "You are already live. End that live before starting another.";
export const LIVE_NOT_FOUND = "Live session not found";
export const LIVE_NOT_EDITABLE = "Only a scheduled live can be changed";
export const LIVE_NOT_STARTABLE = "Only a scheduled live can start";
export const LIVE_NOT_LIVE = "This live is not live";
/** A live chat message's longest text (a live's chat scrolls fast). */
export const LIVE_CHAT_MAX_LENGTH = 500;
/** A viewer the creator (or staff) muted: 403 on their chat messages until the live ends. */
export const LIVE_CHAT_MUTED = "You've been muted in this live's chat. You can keep watching.";
export const LIVE_CHAT_TOO_FAST = "You're sending messages too quickly. Please wait a few seconds.";
export const LIVE_CHAT_MESSAGE_NOT_FOUND = "Message not found";
export const LIVE_CHAT_UNMUTABLE = "The creator and staff can't be muted";

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

/** POST /api/live-sessions/:id/start: where the creator's encoder sends the stream. */
export interface LiveIngestView {
  ingest: {
    /** The browser's MediaRecorder output, as binary messages (WebM). */
    webSocketUrl: string;
    /** For OBS and other RTMP encoders (server: RTMP_PORT); null when RTMP is off. */
    rtmpUrl: string | null;
    streamKey: string;
  };
  live: LiveSessionView;
}

/** POST /api/live-sessions/:id/chat/mutes: the viewer muted for the rest of the live. */
export interface LiveChatMuteView {
  liveSessionId: string;
  userId: string;
}

/** GET /api/live-sessions/:id/playback. */
export interface LivePlaybackView {
  masterUrl: string;
}
