/**
 * Test clips made by ffmpeg itself (never downloaded): a test pattern, with a
 * tone or without sound, a second or a few long, small and quick to make.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { resolveBinaries } from "./binaries";

const execFileAsync = promisify(execFile);

/** The binaries under test: FFMPEG_PATH / FFPROBE_PATH (CI runs both), else the packaged ones. */
export const testBinaries = await resolveBinaries({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH });

/** The environment a test app needs to use the same binaries. */
export const testBinariesEnv: Record<string, string> = {
  ...(process.env.FFMPEG_PATH ? { FFMPEG_PATH: process.env.FFMPEG_PATH } : {}),
  ...(process.env.FFPROBE_PATH ? { FFPROBE_PATH: process.env.FFPROBE_PATH } : {}),
};

export interface ClipOptions {
  width: number;
  height: number;
  seconds: number;
  fps?: number;
  audio?: boolean;
  /** Stored with this display rotation (a phone's portrait clip is stored landscape). */
  rotate?: 90 | 270;
  /** The index (moov) first, as a streaming-friendly MP4 has it. */
  faststart?: boolean;
}

export async function makeClip(dir: string, name: string, options: ClipOptions): Promise<string> {
  const file = path.join(dir, name);
  const fps = options.fps ?? 10;
  const args = ["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc=size=${options.width}x${options.height}:rate=${fps}:duration=${options.seconds}`];
  if (options.audio) args.push("-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${options.seconds}`);
  args.push("-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-g", String(fps));
  if (options.audio) args.push("-c:a", "aac", "-shortest");
  if (options.faststart) args.push("-movflags", "+faststart");
  if (options.rotate) {
    const plain = `${file}.plain.mp4`;
    await execFileAsync(testBinaries.ffmpeg.path, [...args, plain]);
    await execFileAsync(testBinaries.ffmpeg.path, ["-v", "error", "-y", "-i", plain, "-c", "copy", "-metadata:s:v:0", `rotate=${options.rotate}`, file]);
    fs.rmSync(plain);
  } else {
    await execFileAsync(testBinaries.ffmpeg.path, [...args, file]);
  }
  return file;
}

/**
 * The streams of a media file, as ffprobe lists them. An MPEG-TS segment is
 * first copied into MP4: the packaged ffprobe (a 2023 static build) crashes on
 * MPEG-TS input, which uploads never are (MP4, QuickTime and WebM only).
 */
export async function streamsOf(file: string): Promise<Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>> {
  let input = file;
  if (file.endsWith(".ts")) {
    input = `${file}.mp4`;
    await execFileAsync(testBinaries.ffmpeg.path, ["-v", "error", "-y", "-i", file, "-c", "copy", input]);
  }
  const { stdout } = await execFileAsync(testBinaries.ffprobe.path, ["-v", "error", "-print_format", "json", "-show_streams", input]);
  return (JSON.parse(stdout) as { streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }> }).streams;
}
