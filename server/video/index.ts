/**
 * Uploaded videos made streamable: probe, poster, an HLS ladder by the short
 * side (360/720/1080 first, 2160 later), one master playlist. What the rest of
 * the server uses; the transcode-video job runs transcodeStage.
 */
export { enqueueTranscode, videoAsset, videoAssetOfSource, videoObjectPaths, videoFolder } from "./assets";
export { buildMasterPlaylist, planLadder, QUALITIES, WATCHABLE_MAX_QUALITY } from "./ladder";
export { checkBinaries, resolveBinaries, type VideoBinaries } from "./binaries";
export { transcodeStage, type TranscodeStage } from "./transcode";
