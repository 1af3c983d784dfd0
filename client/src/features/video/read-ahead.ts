/**
 * The stream's first pieces, read ahead of play (the shell asks when a viewer
 * reaches for a play button): apart from the player's stream code, which every
 * page would otherwise load with the shell.
 */
import { hasMediaSource } from "./hls";

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
