/**
 * Watching a live: its playback answer, and the signed addresses of its files.
 *
 * The files are addressed as /api/live/<liveId>/<viewerId>/<token>/…, with the
 * same path tokens as video posts (../video/playback-token.ts) signed for
 * "live:<liveId>:<viewerId>": checking one reads no database, a token opens
 * only its own live, and the viewer it names is counted as watching
 * (./viewers.ts) while they read the playlists.
 */
import { LIVE_LOCKED, LIVE_NOT_LIVE, type LivePlaybackView } from "@shared/live";
import type { DbOrTx } from "../db";
import { conflict, forbidden, notFound } from "../http/errors";
import { loadEntitlement } from "../loaders/entitlement";
import type { Actor } from "../policies/actor";
import { assertMayWatchLive } from "../policies/live-session";
import { signPlaybackToken, verifyPlaybackToken } from "../video/playback-token";
import type { LiveWithCreator } from "./sessions";

export const LIVE_FILES_PREFIX = "/api/live/";
/** The highest rung of a live. */
const LIVE_MAX_QUALITY = 720;
const LIVE_ADDRESS_REFUSED = "This live address has expired or is not yours. Open the live again to keep watching.";

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

const grantSubject = (liveSessionId: string, viewerId: string) => `live:${liveSessionId}:${viewerId}`;

export async function loadLivePlayback(db: DbOrTx, viewer: Actor | undefined, found: LiveWithCreator, key: Buffer): Promise<LivePlaybackView> {
  if (!viewer) throw forbidden(LIVE_LOCKED);
  assertMayWatchLive(await loadEntitlement(db, viewer, found.creator), found.live);
  if (found.live.status !== "live") throw conflict(LIVE_NOT_LIVE);
  return { masterUrl: liveMasterPath(key, found.live.id, viewer.id) };
}

/** The signed address of a live's master playlist for one viewer. */
export function liveMasterPath(key: Buffer, liveSessionId: string, viewerId: string): string {
  const token = signPlaybackToken(key, grantSubject(liveSessionId, viewerId), LIVE_MAX_QUALITY);
  return `${LIVE_FILES_PREFIX}${liveSessionId}/${viewerId}/${token}/master.m3u8`;
}

/** 404 for an address that names no live, 403 for a token that is not this live's and viewer's (or expired). */
export function checkLiveAddress(key: Buffer, liveSessionId: string, viewerId: string, token: string): void {
  if (!UUID.test(liveSessionId) || !UUID.test(viewerId)) throw notFound("No such live file");
  if (!verifyPlaybackToken(key, grantSubject(liveSessionId, viewerId), token)) throw forbidden(LIVE_ADDRESS_REFUSED);
}
