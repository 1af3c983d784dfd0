/**
 * Plays a post's HLS master playlist in a <video>: through hls.js where the browser
 * has Media Source Extensions (hls.js is imported here, on play, never with a page),
 * else through the browser's own HLS (Safari on older iPhones).
 */
import { hasMediaSource, preloadHls } from "./hls";

/** One rendition hls.js can switch to: its index and its rung (the short side, as PlaybackView names it). */
export interface StreamLevel {
  index: number;
  height: number;
}

export interface Stream {
  /** "native": the browser picks the rendition itself; levels stay empty. */
  kind: "hls" | "native";
  /** Chooses a rendition by index, or -1 for automatic (the default). */
  setLevel(index: number): void;
  destroy(): void;
}

export interface StreamEvents {
  /** The master playlist was read: the renditions it lists. */
  onLevels(levels: StreamLevel[]): void;
  /** The rendition now playing changed. */
  onLevelSwitched(index: number): void;
  /** Playback stopped for good (an expired address, a network gone). */
  onFatal(message: string): void;
}

const HLS_TYPE = "application/vnd.apple.mpegurl";

/** The rung of a rendition: its short side (a 1080×1920 reel's is 1080). */
function rungOf(level: { width?: number; height?: number }): number {
  const { width = 0, height = 0 } = level;
  return width > 0 && height > 0 ? Math.min(width, height) : height || width;
}

export async function openStream(video: HTMLVideoElement, masterUrl: string, events: StreamEvents): Promise<Stream> {
  if (hasMediaSource()) {
    // The light build (no subtitles, alternate audio or DRM, none of which the ladder has): 120 KB gzip instead of 190.
    const { default: Hls } = await (preloadHls() ?? import("hls.js/light"));
    if (Hls.isSupported()) {
      // The lowest rendition first (a first frame soon on a slow phone), then ABR climbs, no higher than the player is drawn.
      const hls = new Hls({ startLevel: 0, capLevelToPlayerSize: true });
      let mediaRecoveries = 0;
      hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
        events.onLevels(data.levels.map((level, index) => ({ index, height: rungOf(level) })));
      });
      hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => events.onLevelSwitched(data.level));
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 2) {
          mediaRecoveries += 1;
          hls.recoverMediaError();
          return;
        }
        const status = data.response?.code;
        events.onFatal(status === 403 ? "This video's address has expired." : "The video stopped loading.");
      });
      hls.loadSource(masterUrl);
      hls.attachMedia(video);
      return {
        kind: "hls",
        setLevel: (index) => {
          // A chosen rendition from the next segment on; -1 hands the choice back to ABR.
          hls.nextLevel = index;
        },
        destroy: () => hls.destroy(),
      };
    }
  }
  if (video.canPlayType(HLS_TYPE)) {
    video.src = masterUrl;
    return {
      kind: "native",
      setLevel: () => undefined,
      destroy: () => {
        video.removeAttribute("src");
        video.load();
      },
    };
  }
  throw new Error("This browser cannot play this video.");
}
