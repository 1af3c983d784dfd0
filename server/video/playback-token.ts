/**
 * The signed, expiring token in the path of a viewer's playlists and segments
 * (/api/videos/<assetId>/<token>/…): it says how high this viewer may play this
 * asset and until when, so serving a variant playlist or a segment checks an HMAC
 * and reads no database. It sits in the path, not the query string, because
 * Safari's native player drops a playlist's query string on its segment requests.
 *
 * Format: "<max>.<expires>.<signature>", e.g. "1080.1795000000.3q2-…" where max is
 * the highest rung allowed (1080, 2160), expires a Unix time in seconds and the
 * signature base64url(HMAC-SHA256(key, "<assetId>:<max>:<expires>")) with a key
 * derived from the session secret for this purpose only (../secrets.ts).
 */
import crypto from "node:crypto";
import { deriveKey } from "../secrets";

/** Where a playback's files are served, each address "<prefix><assetId>/<token>/…". */
export const PLAYBACK_FILES_PREFIX = "/api/videos/";

/** About two hours: a long film and a pause, then the page asks again. */
const LIFETIME_SECONDS = 2 * 60 * 60;
/**
 * Expiries are rounded up to this step, so a viewer who asks again within it gets
 * the same addresses and their browser's cached segments are used again.
 */
const EXPIRY_STEP_SECONDS = 10 * 60;

const TOKEN = /^([1-9]\d{1,3})\.([1-9]\d{9,10})\.([\w-]{43})$/;

export interface PlaybackGrant {
  /** The highest rung (short side) this token plays. */
  maxQuality: number;
  /** Unix time in seconds. */
  expiresAt: number;
}

/** The key that signs playback tokens, derived from the session secret (one secret for every instance). */
export function playbackKey(sessionSecret: string): Buffer {
  return deriveKey(sessionSecret, "video-playback");
}

function signature(key: Buffer, assetId: string, maxQuality: number, expiresAt: number): string {
  return crypto.createHmac("sha256", key).update(`${assetId}:${maxQuality}:${expiresAt}`).digest("base64url");
}

export function signPlaybackToken(key: Buffer, assetId: string, maxQuality: number, nowMs = Date.now()): string {
  const expiresAt = Math.ceil((nowMs / 1000 + LIFETIME_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `${maxQuality}.${expiresAt}.${signature(key, assetId, maxQuality, expiresAt)}`;
}

/** What a token grants for this asset, or null when it is malformed, altered, for another asset or expired. */
export function verifyPlaybackToken(key: Buffer, assetId: string, token: string, nowMs = Date.now()): PlaybackGrant | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const maxQuality = Number(match[1]);
  const expiresAt = Number(match[2]);
  // Compared as text: two base64url spellings of one digest (the last character's spare bits) are not both accepted.
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(key, assetId, maxQuality, expiresAt));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (expiresAt * 1000 <= nowMs) return null;
  return { maxQuality, expiresAt };
}
