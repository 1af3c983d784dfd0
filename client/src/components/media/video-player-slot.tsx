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
  /** Starts muted and loops (a reel in the vertical viewer, playing because it is on screen). */
  muted?: boolean;
}

/** One reel of the vertical viewer. */
export type ReelItem = Pick<VideoPlayerProps, "postId" | "title" | "posterUrl">;

export interface ReelsViewerProps {
  /** The creator's reels the viewer may play, in feed order. */
  reels: ReelItem[];
  /** The one pressed. */
  startIndex: number;
  onClose: () => void;
  onUpgrade?: (tier: UnlockTier) => void;
}

/**
 * The streaming player, put in by the app (it lives in features/video and loads
 * with hls.js only when a viewer presses play): a post's media shows the poster,
 * the duration and the play button itself, and asks this slot for the player.
 */
export interface VideoPlayerSlot {
  Player: ComponentType<VideoPlayerProps>;
  /** Reels full height, one after another (swipe or arrow keys), each playing muted while it is on screen. */
  ReelsViewer: ComponentType<ReelsViewerProps>;
  /** Starts loading the player's (and the reels viewer's) code (a pointer over or focus on the play button). */
  preload: () => void;
  /** Play is being pressed: starts at once everything the post's player needs (its code, the viewer's playback answer, the stream's first pieces). */
  prepare: (postId: string) => void;
}

export const VideoPlayerSlotContext = createContext<VideoPlayerSlot | null>(null);

/** The player the app put in, or null where there is none (then a video shows its poster only). */
export function useVideoPlayerSlot(): VideoPlayerSlot | null {
  return useContext(VideoPlayerSlotContext);
}
