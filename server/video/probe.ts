/**
 * What a video file is, from ffprobe's JSON: its length, its upright size (a
 * phone's portrait clip is stored landscape with a rotation to apply), whether
 * it has sound. A file that is not a decodable video is refused with a reason
 * the creator reads (VideoRefused), not an ffprobe message.
 */
import { ChildProcessFailed, runChecked } from "./child-process";

export interface VideoProbe {
  durationSeconds: number;
  /** Upright size: the rotation applied, as ffmpeg decodes it. */
  width: number;
  height: number;
  /** 0, 90, 180 or 270. */
  rotation: number;
  hasAudio: boolean;
  /** Frames per second of the video stream, 0 when unknown. */
  frameRate: number;
}

/** A file the pipeline will not transcode, and why, in words for its creator. */
export class VideoRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export const NOT_A_VIDEO = "This file is not a video we can play. Please upload an MP4, MOV or WebM video.";
export const DAMAGED_VIDEO = "This video file is incomplete or damaged (the upload may have been cut off). Please upload it again.";
const NO_LENGTH = "This video has no playable length. Please upload another file.";
const TOO_SMALL = "This video's picture is too small to play. Please upload a video at least 64 pixels on each side.";

interface ProbeJson {
  format?: { duration?: string };
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    tags?: Record<string, string>;
    side_data_list?: Array<{ side_data_type?: string; rotation?: number }>;
    disposition?: { attached_pic?: number };
  }>;
}

export async function probe(ffprobePath: string, file: string): Promise<VideoProbe> {
  let stdout: string;
  try {
    ({ stdout } = await runChecked(ffprobePath, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file], { captureStdout: true }));
  } catch (error) {
    if (error instanceof ChildProcessFailed) throw new VideoRefused(refusalFor(error.result.stderrTail));
    throw error;
  }
  const json = JSON.parse(stdout) as ProbeJson;
  // A cover picture in an audio file is a "video" stream of one frame: not a video.
  const video = json.streams?.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  if (!video || !video.width || !video.height) throw new VideoRefused(NOT_A_VIDEO);
  const durationSeconds = Number(json.format?.duration ?? video.duration ?? NaN);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new VideoRefused(NO_LENGTH);
  if (Math.min(video.width, video.height) < 64) throw new VideoRefused(TOO_SMALL);
  const rotation = rotationOf(video);
  const sideways = rotation === 90 || rotation === 270;
  return {
    durationSeconds,
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    rotation,
    hasAudio: json.streams?.some((s) => s.codec_type === "audio") ?? false,
    frameRate: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
  };
}

/** The display matrix's angle (newer builds), or the older "rotate" tag, as 0, 90, 180 or 270. */
function rotationOf(stream: NonNullable<ProbeJson["streams"]>[number]): number {
  const matrix = stream.side_data_list?.find((d) => d.side_data_type === "Display Matrix" && typeof d.rotation === "number");
  const degrees = matrix?.rotation ?? Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

function rate(fraction: string | undefined): number {
  const [num, den] = (fraction ?? "").split("/").map(Number);
  return num && den ? num / den : 0;
}

/** ffprobe's complaint, in the creator's words: cut-off files name their missing index, anything else is not a video. */
function refusalFor(stderr: string): string {
  if (/moov atom not found|partial file|truncat|end of file|Invalid NAL|error reading header/i.test(stderr)) return DAMAGED_VIDEO;
  return NOT_A_VIDEO;
}
