import { createContext, useContext, type ComponentType } from "react";
import type { UnlockTier } from "@shared/post-audience";

/** What a post's video hands the player once its viewer presses play. */
export interface VideoPlayerProps {
  postId: string;
  /** The video's accessible name (its caption). */
  title: string;
  /** Shown until the first frame (the post's thumbnail). */
  posterUrl: string | null;
  /** Offered beside the qualities the viewer's tier does not play: opens the change of tier (absent for the owner). */
  onUpgrade?: (tier: UnlockTier) => void;
}

/**
 * The streaming player, put in by the app (it lives in features/video and loads
 * with hls.js only when a viewer presses play): a post's media shows the poster,
 * the duration and the play button itself, and asks this slot for the player.
 */
export interface VideoPlayerSlot {
  Player: ComponentType<VideoPlayerProps>;
  /** Starts loading the player's code (a pointer over or focus on the play button). */
  preload: () => void;
}

export const VideoPlayerSlotContext = createContext<VideoPlayerSlot | null>(null);

/** The player the app put in, or null where there is none (then a video shows its poster only). */
export function useVideoPlayerSlot(): VideoPlayerSlot | null {
  return useContext(VideoPlayerSlotContext);
}
