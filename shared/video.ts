/**
 * Video posts made streamable: where a post's video stands for its creator, and
 * what a viewer may play (GET /api/posts/:id/playback). Both sides read these.
 */
import type { UnlockTier } from "./post-audience";

/** The rungs of the HLS ladder, by the short side in pixels. */
export const VIDEO_QUALITIES = [360, 720, 1080, 2160] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

/** Shown to the creator on a video post that is not watchable yet. */
export const VIDEO_PROCESSING_TEXT = "Processing video…";

/**
 * A video or reel post that is not watchable yet, as its creator (and staff) see it;
 * fans do not receive such a post at all.
 */
export interface VideoProcessingView {
  status: "processing" | "failed";
  /** Percent of the watchable stage done (0–100). */
  progress: number;
  /** Why the file cannot be used (failed only). */
  failureReason: string | null;
}

/** One rendition of a post's video for this viewer. */
export interface PlaybackRendition {
  /** The rung (short side), e.g. 1080; a portrait reel's 1080 is 1080 wide. */
  height: number;
  /** Whether the viewer's tier plays it (listed in their master playlist). */
  allowed: boolean;
}

/** GET /api/posts/:id/playback, for a viewer the post's rule lets see it. */
export interface PlaybackView {
  /** The viewer's master playlist (lists only the allowed renditions; its address carries a signed, expiring token). */
  masterUrl: string;
  posterUrl: string | null;
  /** Seconds. */
  duration: number | null;
  /** Every rendition the video has, lowest first. */
  renditions: PlaybackRendition[];
  /** The cheapest tier of the creator that would play the renditions not allowed, or null (all allowed, or none does). */
  upgradeTier: UnlockTier | null;
}

/** The greyed quality's note: "4K is a VIP benefit" (the tier that plays it). */
export function qualityBenefitNote(height: number, tierName: string): string {
  return `${height >= 2160 ? "4K" : `${height}p`} is a ${tierName} benefit`;
}
