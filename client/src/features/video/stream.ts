/**
 * Plays a post's HLS master playlist in a <video>: through hls.js where the browser
 * has Media Source Extensions (hls.js is imported here, on play, never with a page),
 * else through the browser's own HLS (Safari on older iPhones).
 */

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

function hasMediaSource(): boolean {
  return typeof window !== "undefined" && ("MediaSource" in window || "ManagedMediaSource" in window);
}

/** The rung of a rendition: its short side (a 1080×1920 reel's is 1080). */
function rungOf(level: { width?: number; height?: number }): number {
  const { width = 0, height = 0 } = level;
  return width > 0 && height > 0 ? Math.min(width, height) : height || width;
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

/** The first media line of a playlist (a variant's address in a master, a segment's in a variant), resolved against it. */
function firstUri(playlist: string, base: string): string | undefined {
  const line = playlist.split("\n").find((l) => l.trim() !== "" && !l.startsWith("#"));
  return line ? new URL(line.trim(), base).href : undefined;
}

const warming = new Map<string, Promise<void>>();

/**
 * Reads ahead what the player needs first (the master, the lowest rendition's
 * playlist and its first segment: the rendition hls.js starts at) while hls.js is
 * still downloading, once per master. Playlists and segments are cacheable
 * (briefly, the master), so hls.js finds them in the browser's cache, or joins the
 * download under way. `lowestRung` (the playback answer's first rendition) names
 * them all without waiting for the master or the playlist: a master lists its
 * variants as `<rung>/index.m3u8` beside it, and a variant its segments as
 * `segment_NNN.ts` beside it; without it the master and the playlist are read to
 * find them. Errors are left to hls.js, which asks again.
 */
export function warmStream(masterUrl: string, lowestRung?: number): Promise<void> {
  if (!hasMediaSource()) return Promise.resolve();
  let warmed = warming.get(masterUrl);
  if (!warmed) {
    warmed = readAhead(masterUrl, lowestRung);
    warming.set(masterUrl, warmed);
  }
  return warmed;
}

async function readAhead(masterUrl: string, lowestRung: number | undefined): Promise<void> {
  const read = (url: string) => fetch(url, { credentials: "same-origin" });
  try {
    const base = new URL(masterUrl, window.location.href).href;
    if (lowestRung !== undefined) {
      // All three at once: one round trip, not three. Each read to its end: only a whole answer is kept in the cache.
      const folder = new URL(`${lowestRung}/`, base).href;
      await Promise.all([
        read(base).then((r) => r.text()),
        read(`${folder}index.m3u8`).then((r) => r.text()),
        read(`${folder}segment_000.ts`).then((r) => r.arrayBuffer()),
      ]);
      return;
    }
    const master = await read(base);
    const variantUrl = master.ok ? firstUri(await master.text(), base) : undefined;
    if (!variantUrl) return;
    const variant = await read(variantUrl);
    const segmentUrl = variant.ok ? firstUri(await variant.text(), variantUrl) : undefined;
    if (segmentUrl) await (await read(segmentUrl)).arrayBuffer();
  } catch {
    // hls.js asks again, and reports what fails.
  }
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
