/**
 * A live's HLS: the ffmpeg command that turns what the creator's encoder sends
 * into it, and the playlists viewers read.
 *
 * ffmpeg writes each rendition as an event playlist (every segment kept, for
 * the replay) of 2-second segments with their program date-times; a reconnect
 * runs a new ffmpeg that appends to it (append_list, a discontinuity between).
 * Viewers read a window of the newest segments (livePlaylistWindow), so a long
 * live's playlist stays small.
 */
const LIVE_SEGMENT_SECONDS = 2;
/** Segments a viewer's live playlist lists: about 12 seconds behind the edge at most. */
const LIVE_WINDOW_SEGMENTS = 6;

/** The renditions' sizes and bit rates (16:9 at most; a narrower source keeps its shape). */
const RUNGS: Record<number, { videoKbps: number; audioKbps: number; width: number }> = {
  720: { videoKbps: 2500, audioKbps: 128, width: 1280 },
  360: { videoKbps: 800, audioKbps: 96, width: 640 },
};

/** Where a live's files are stored: live/<id>/<quality>/index.m3u8 and segment_NNNNN.ts. */
export const liveFolder = (liveSessionId: string) => `live/${liveSessionId}`;

export const LIVE_SEGMENT_NAME = /^segment_\d{5,6}\.ts$/;

/** What an ingest sends: a browser's MediaRecorder WebM, or an RTMP encoder's stream as FLV (./rtmp-ingest.ts). */
export type LiveIngestFormat = "webm" | "flv";

/**
 * The arguments of one ingest's ffmpeg, reading the stream on stdin.
 * `startNumber`: the next segment's number after a reconnect.
 */
export function liveIngestArgs(options: { format: LiveIngestFormat; workDir: string; ladder: readonly number[]; startNumber: number }): string[] {
  const args = ["-hide_banner", "-loglevel", "warning", "-fflags", "+genpts"];
  // Named, not probed: the first segment comes sooner.
  args.push("-f", options.format === "flv" ? "flv" : "matroska", "-i", "pipe:0");
  for (const quality of options.ladder) {
    const rung = RUNGS[quality]!;
    args.push(
      "-map", "0:v:0",
      "-map", "0:a:0?",
      "-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency", "-profile:v", "main", "-pix_fmt", "yuv420p",
      // Never upscaled; even dimensions, as x264 needs.
      "-vf", `scale=w='min(${rung.width},iw)':h='min(${quality},ih)':force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2`,
      "-r", "30",
      // A keyframe every 2 s exactly: each segment starts with one.
      "-g", "60", "-keyint_min", "60", "-sc_threshold", "0", "-force_key_frames", `expr:gte(t,n_forced*${LIVE_SEGMENT_SECONDS})`,
      "-b:v", `${rung.videoKbps}k`, "-maxrate", `${Math.round(rung.videoKbps * 1.1)}k`, "-bufsize", `${rung.videoKbps * 2}k`,
      "-c:a", "aac", "-b:a", `${rung.audioKbps}k`, "-ar", "48000", "-ac", "2",
      "-f", "hls", "-hls_time", String(LIVE_SEGMENT_SECONDS), "-hls_playlist_type", "event",
      "-hls_flags", "independent_segments+program_date_time+append_list",
      "-start_number", String(options.startNumber),
      "-hls_segment_filename", `${options.workDir}/${quality}/segment_%05d.ts`,
      `${options.workDir}/${quality}/index.m3u8`,
    );
  }
  return args;
}

/**
 * A playlist as ffmpeg has written it so far, cut after its last complete
 * segment (a read may catch it mid-write): its header, then whole entries.
 */
export function completePlaylist(text: string): { playlist: string; segments: string[] } {
  const lines = text.split("\n");
  let end = -1;
  const segments: string[] = [];
  lines.forEach((line, i) => {
    if (LIVE_SEGMENT_NAME.test(line.trim()) && i < lines.length - 1) {
      end = i;
      segments.push(line.trim());
    }
  });
  const ended = lines.some((line) => line.trim() === "#EXT-X-ENDLIST");
  const kept = lines.slice(0, end + 1);
  if (ended) kept.push("#EXT-X-ENDLIST");
  return { playlist: `${kept.join("\n")}\n`, segments };
}

/**
 * A viewer's live playlist: the header, then the newest segments only, with
 * the media sequence of the first one listed (and its discontinuity count).
 * An ended live's playlist keeps its end marker.
 */
export function livePlaylistWindow(stored: string, windowSegments = LIVE_WINDOW_SEGMENTS): string {
  const lines = stored.split("\n").map((line) => line.trim());
  const header: string[] = [];
  const entries: string[][] = [];
  let pending: string[] = [];
  let mediaSequence = 0;
  let ended = false;
  for (const line of lines) {
    if (!line) continue;
    if (line.startsWith("#EXT-X-MEDIA-SEQUENCE:")) mediaSequence = Number(line.slice(22)) || 0;
    else if (line === "#EXT-X-ENDLIST") ended = true;
    else if (line.startsWith("#EXT-X-PLAYLIST-TYPE")) continue;
    else if (entries.length === 0 && pending.length === 0 && /^#EXT(M3U|-X-VERSION|-X-TARGETDURATION|-X-INDEPENDENT-SEGMENTS)/.test(line)) header.push(line);
    else if (line.startsWith("#")) pending.push(line);
    else {
      entries.push([...pending, line]);
      pending = [];
    }
  }
  const dropped = Math.max(0, entries.length - windowSegments);
  const discontinuities = entries.slice(0, dropped).filter((entry) => entry.includes("#EXT-X-DISCONTINUITY")).length;
  const out = [...header, `#EXT-X-MEDIA-SEQUENCE:${mediaSequence + dropped}`];
  if (discontinuities) out.push(`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`);
  for (const entry of entries.slice(dropped)) out.push(...entry);
  if (ended) out.push("#EXT-X-ENDLIST");
  return `${out.join("\n")}\n`;
}

/** The master playlist of a live's renditions (its variants at "<quality>/index.m3u8"). */
export function liveMasterPlaylist(ladder: readonly number[]): string {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const quality of [...ladder].sort((a, b) => a - b)) {
    const rung = RUNGS[quality]!;
    const bandwidth = (rung.videoKbps * 1.1 + rung.audioKbps) * 1000;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(bandwidth)},RESOLUTION=${rung.width}x${quality},CODECS="avc1.4d401f,mp4a.40.2"`, `${quality}/index.m3u8`);
  }
  return `${lines.join("\n")}\n`;
}
