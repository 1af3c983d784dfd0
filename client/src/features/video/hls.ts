/**
 * hls.js, asked for ahead of play. Apart from the player's stream code: the app's
 * shell starts this download when a viewer reaches for a play button, and every
 * page loads the shell.
 */

export function hasMediaSource(): boolean {
  return typeof window !== "undefined" && ("MediaSource" in window || "ManagedMediaSource" in window);
}

type HlsModule = typeof import("hls.js/light");
let hlsLoading: Promise<HlsModule> | undefined;

/**
 * Starts downloading hls.js (where it would be used) without waiting for it: the
 * player asks as soon as its own code runs, so hls.js arrives while the playback
 * answer is on its way rather than after it.
 */
export function preloadHls(): Promise<HlsModule> | undefined {
  if (!hasMediaSource()) return undefined;
  hlsLoading ??= import("hls.js/light");
  // A failed download is retried on play.
  hlsLoading.catch(() => (hlsLoading = undefined));
  return hlsLoading;
}
