/**
 * Transcodes an uploaded video, one stage per job (server/video/transcode.ts):
 * "watchable" (probe, poster, 360/720/1080) and, for a 4K source, "2160" at a
 * lower priority. The binaries are resolved once per process (FFMPEG_PATH /
 * FFPROBE_PATH or the npm packages'). A job out of retries reaches
 * transcodeGaveUp through its dead letter queue ("transcode-video-failed").
 */
import type { AppContext } from "../../context";
import { resolveBinaries, type VideoBinaries } from "../../video/binaries";
import { giveUpTranscode, transcodeStage, type TranscodeOutcome, type TranscodeStage } from "../../video/transcode";

let binaries: { key: string; value: Promise<VideoBinaries> } | undefined;

function binariesFor(config: AppContext["config"]): Promise<VideoBinaries> {
  const key = `${config.video.ffmpegPath}\n${config.video.ffprobePath}`;
  if (binaries?.key !== key) binaries = { key, value: resolveBinaries(config.video) };
  return binaries.value;
}

export async function transcodeVideo(
  ctx: Pick<AppContext, "db" | "storage" | "jobs" | "config">,
  assetId: string,
  stage: TranscodeStage,
): Promise<TranscodeOutcome> {
  return transcodeStage({ db: ctx.db, storage: ctx.storage, jobs: ctx.jobs, binaries: await binariesFor(ctx.config) }, assetId, stage);
}

/** The job's dead letter: its retries are used up, so the asset stops being "processing". */
export async function transcodeGaveUp(db: AppContext["db"], assetId: string, stage: TranscodeStage): Promise<void> {
  await giveUpTranscode(db, assetId, stage);
}
