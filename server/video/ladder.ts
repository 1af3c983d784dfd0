/**
 * The HLS ladder: which renditions a source gets, the one ffmpeg command that
 * makes a stage of them (and the poster frame), and the master playlist.
 *
 * Rungs go by the short side, so a portrait reel keeps its shape: a 1080×1920
 * reel's "1080" is 1080 wide. A source gets every rung up to its own short side
 * and never one above it; a source smaller than 360 gets one rendition at its
 * own size. Keyframes are forced by time (at 2 s, then every 4 s, scene cuts
 * off), not by frame count, so every rendition of both stages cuts its segments at the same
 * moments and a player switches between them at any segment boundary.
 */
import path from "node:path";
import type { VideoRendition } from "../db/schema";

const QUALITIES = [360, 720, 1080, 2160] as const;
/** The rungs of the first job; the post is watchable when they are stored. */
export const WATCHABLE_MAX_QUALITY = 1080;
const SEGMENT_SECONDS = 4;
/**
 * The first segment is shorter: it is all a player waits for before the first frame
 * (on Lighthouse's Slow 4G, 1 s of 360p arrives about 0.3 s sooner than 2 s, and 0.9 s
 * sooner than 4 s).
 */
const FIRST_SEGMENT_SECONDS = 1;
const AUDIO_BITS_PER_SECOND = 128_000;

interface RungSettings {
  /** x264's rate cap, bits per second. */
  maxrate: number;
  /** H.264 level, and the codecs string of High profile at it (60 fps fits). */
  level: string;
  codecs: string;
}

const SETTINGS: Record<(typeof QUALITIES)[number], RungSettings> = {
  360: { maxrate: 1_000_000, level: "3.1", codecs: "avc1.64001f" },
  720: { maxrate: 3_000_000, level: "3.2", codecs: "avc1.640020" },
  1080: { maxrate: 6_000_000, level: "4.2", codecs: "avc1.64002a" },
  2160: { maxrate: 16_000_000, level: "5.2", codecs: "avc1.640034" },
};

export interface PlannedRendition {
  quality: number;
  width: number;
  height: number;
  settings: RungSettings;
}

/** The renditions of a source of this upright size, smallest first. */
export function planLadder(width: number, height: number): PlannedRendition[] {
  const shortSide = Math.min(width, height);
  const rungs: number[] = QUALITIES.filter((q) => q <= shortSide);
  if (rungs.length === 0) rungs.push(even(shortSide));
  return rungs.map((quality) => {
    const scale = quality / shortSide;
    const settings = SETTINGS[quality as (typeof QUALITIES)[number]] ?? SETTINGS[360];
    return width <= height
      ? { quality, width: quality, height: even(height * scale), settings }
      : { quality, width: even(width * scale), height: quality, settings };
  });
}

function even(n: number): number {
  return Math.max(2, Math.round(n / 2) * 2);
}

export interface StageCommand {
  /** ffmpeg's arguments, as run. */
  args: string[];
  /** Where each rendition's playlist and segments land: outputDir/<index>/. */
  outputFolders: string[];
  posterFile: string | null;
}

/**
 * One ffmpeg pass: the source decoded once, split into every rendition of the
 * stage (and a poster frame), encoded H.264/AAC (no audio track when the source
 * has none) into ~4 s MPEG-TS segments (the first 2 s) and a VOD playlist per rendition.
 * Progress goes to stdout (-progress pipe:1).
 */
export function stageCommand(input: {
  sourceFile: string;
  outputDir: string;
  renditions: PlannedRendition[];
  hasAudio: boolean;
  /** The poster frame's moment in seconds; null: no poster in this pass. */
  posterAtSeconds: number | null;
}): StageCommand {
  const { renditions, hasAudio, outputDir } = input;
  const branches = renditions.length + (input.posterAtSeconds === null ? 0 : 1);
  const labels = renditions.map((_, i) => `v${i}`);
  const filters = [
    `[0:v:0]split=${branches}${Array.from({ length: branches }, (_, i) => `[s${i}]`).join("")}`,
    ...renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height}:flags=bicubic,setsar=1,format=yuv420p[${labels[i]}]`),
  ];
  const posterFile = input.posterAtSeconds === null ? null : path.join(outputDir, "poster.jpg");
  if (posterFile) filters.push(`[s${renditions.length}]setsar=1,format=yuvj420p[poster]`);

  const args = ["-hide_banner", "-nostdin", "-y", "-loglevel", "warning", "-nostats", "-progress", "pipe:1", "-i", input.sourceFile];
  args.push("-filter_complex", filters.join(";"));
  renditions.forEach((r, i) => {
    args.push("-map", `[${labels[i]}]`);
    if (hasAudio) args.push("-map", "0:a:0");
  });
  args.push("-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high", "-crf", "23");
  renditions.forEach((r, i) => {
    args.push(`-maxrate:v:${i}`, String(r.settings.maxrate), `-bufsize:v:${i}`, String(r.settings.maxrate * 2), `-level:v:${i}`, r.settings.level);
  });
  // A keyframe at the start, at FIRST_SEGMENT_SECONDS, then every SEGMENT_SECONDS: the same moments in every rendition.
  args.push(
    "-force_key_frames",
    `expr:if(eq(n_forced,0),1,gte(t,${FIRST_SEGMENT_SECONDS}+(n_forced-1)*${SEGMENT_SECONDS}))`,
    "-sc_threshold",
    "0",
  );
  if (hasAudio) args.push("-c:a", "aac", "-b:a", String(AUDIO_BITS_PER_SECOND), "-ac", "2", "-ar", "48000");
  args.push(
    "-f", "hls",
    "-hls_init_time", String(FIRST_SEGMENT_SECONDS),
    "-hls_time", String(SEGMENT_SECONDS),
    "-hls_playlist_type", "vod",
    "-hls_flags", "independent_segments",
    "-hls_segment_filename", path.join(outputDir, "%v", "segment_%03d.ts"),
    "-var_stream_map", renditions.map((_, i) => (hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(" "),
    path.join(outputDir, "%v", "index.m3u8"),
  );
  if (posterFile) {
    args.push("-map", "[poster]", "-ss", String(input.posterAtSeconds), "-frames:v", "1", "-q:v", "3", "-f", "image2", posterFile);
  }
  return { args, outputFolders: renditions.map((_, i) => path.join(outputDir, String(i))), posterFile };
}

/** The poster frame's moment: a second in (past a fade from black), or the middle of a shorter clip. */
export function posterMoment(durationSeconds: number): number {
  return Math.min(1, durationSeconds / 2);
}

/** The master's BANDWIDTH of a rendition: its video cap and the audio. */
export function bandwidthOf(rendition: PlannedRendition, hasAudio: boolean): number {
  return rendition.settings.maxrate + (hasAudio ? AUDIO_BITS_PER_SECOND : 0);
}

export function codecsOf(rendition: PlannedRendition, hasAudio: boolean): string {
  return hasAudio ? `${rendition.settings.codecs},mp4a.40.2` : rendition.settings.codecs;
}

/**
 * A master playlist of the renditions up to `maxQuality` (all when unset),
 * smallest first: the stored master lists all, a viewer's lists what their tier
 * allows. `variantUri` says where each variant playlist is read (default: its
 * folder next to the master, "720/index.m3u8").
 */
export function buildMasterPlaylist(
  renditions: readonly VideoRendition[],
  options: { maxQuality?: number; variantUri?: (rendition: VideoRendition) => string } = {},
): string {
  const uri = options.variantUri ?? ((r: VideoRendition) => `${r.quality}/index.m3u8`);
  const listed = renditions
    .filter((r) => options.maxQuality === undefined || r.quality <= options.maxQuality)
    .toSorted((a, b) => a.quality - b.quality);
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const r of listed) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${r.codecs}"`, uri(r));
  }
  return `${lines.join("\n")}\n`;
}
