/**
 * The files of a viewer's playback, addressed by the token in their path
 * (/api/videos/<assetId>/<token>/…, ./playback-token.ts):
 *
 *   master.m3u8                    the viewer's master: only the renditions up to the token's maximum
 *   <quality>/index.m3u8           a variant playlist, as stored (its segments are named relative to it)
 *   <quality>/segment_NNN.ts       a segment
 *
 * The master reads the asset's row (once per playback). A variant playlist or a
 * segment reads no database: its object path is derived from the address
 * (videos/<assetId>/<quality>/<name>, ./assets.ts) once the token, the quality
 * and the name check out.
 */
import type { DbOrTx } from "../db";
import type { ObjectStorage, StoredObjectInfo } from "../storage/types";
import { forbidden, notFound } from "../http/errors";
import { videoAsset, videoFolder } from "./assets";
import { buildMasterPlaylist } from "./ladder";
import { verifyPlaybackToken, type PlaybackGrant } from "./playback-token";

export const PLAYBACK_REFUSED = "This video address has expired or does not allow this quality. Open the post again to keep watching.";
const FILE_NOT_FOUND = "No such video file";

const ASSET_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;
/**
 * A rung: 360, 720, 1080 or 2160, or the one rendition of a source smaller than
 * 360 (its own short side, ./ladder.ts), so any small even number of pixels.
 */
const QUALITY = /^[1-9]\d{1,3}$/;
const SEGMENT = /^segment_\d{3,6}\.ts$/;

/** The grant of a request's token for its asset, or 403 (a malformed asset id is no asset: 404). */
export function grantOf(key: Buffer, assetId: string, token: string, nowMs = Date.now()): PlaybackGrant {
  if (!ASSET_ID.test(assetId)) throw notFound(FILE_NOT_FOUND);
  const grant = verifyPlaybackToken(key, assetId, token, nowMs);
  if (!grant) throw forbidden(PLAYBACK_REFUSED);
  return grant;
}

/** The viewer's master playlist: the asset's renditions up to the grant's maximum, each at "<quality>/index.m3u8". */
export async function viewerMasterPlaylist(db: DbOrTx, assetId: string, grant: PlaybackGrant): Promise<string> {
  const asset = await videoAsset(db, assetId);
  if (!asset || asset.status !== "ready") throw notFound(FILE_NOT_FOUND);
  return buildMasterPlaylist(asset.renditions, { maxQuality: grant.maxQuality });
}

/** The stored object of a rendition's file, or 404 for an address that names none; 403 above the grant's maximum. */
export function renditionObjectPath(assetId: string, grant: PlaybackGrant, quality: string, name: string): string {
  if (!QUALITY.test(quality) || (name !== "index.m3u8" && !SEGMENT.test(name))) throw notFound(FILE_NOT_FOUND);
  if (Number(quality) > grant.maxQuality) throw forbidden(PLAYBACK_REFUSED);
  return `${videoFolder(assetId)}/${quality}/${name}`;
}

/** A stored variant playlist with each segment named by its file name, so it resolves next to the playlist's own address. */
export function relativeVariantPlaylist(stored: string): string {
  return stored
    .split("\n")
    .map((line) => (line.trim() && !line.startsWith("#") ? line.trim().slice(line.trim().lastIndexOf("/") + 1) : line))
    .join("\n");
}

/**
 * What a segment's object is (size, ETag), remembered for a while: a segment is
 * written once, before the playlist that names it, and replaced only when its
 * transcode stage runs again before it is listed, so a viewer's every segment
 * request need not ask the store first (on the bucket that is a round trip; on
 * local disk a file read). Bounded in entries and in time.
 */
export function segmentInfoCache(storage: Pick<ObjectStorage, "stat">, options: { maxEntries?: number; ttlMs?: number } = {}) {
  const maxEntries = options.maxEntries ?? 20_000;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const entries = new Map<string, { info: StoredObjectInfo; until: number }>();
  return async function stat(objectPath: string): Promise<StoredObjectInfo | null> {
    const now = Date.now();
    const known = entries.get(objectPath);
    if (known && known.until > now) return known.info;
    const info = await storage.stat(objectPath);
    entries.delete(objectPath);
    if (info) {
      // Oldest first: a Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(objectPath, { info, until: now + ttlMs });
    }
    return info;
  };
}
