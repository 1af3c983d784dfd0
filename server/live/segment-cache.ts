/**
 * What an instance keeps in memory of the lives it serves, so that hundreds of
 * viewers polling one live cost storage a handful of reads a second
 * (../routes/live-sessions/files.ts serves from here).
 *
 * - A viewer's playlist of each rendition is read from storage at most once per
 *   PLAYLIST_FRESH_MS, one read at a time: requests meanwhile share it.
 * - A segment is kept (bytes, ETag, length) only while the playlist last read
 *   lists it, read from storage once however many viewers ask at the same time.
 *   Only a listed segment is whole: ffmpeg writes segments in place and names
 *   one in its playlist (itself replaced by a rename) only after closing it, and
 *   the ingest puts each segment into storage before the playlist naming it
 *   (./ingest.ts). A segment asked for before this instance's playlist lists it
 *   (a viewer served by another instance) is streamed from storage as before and
 *   not kept.
 * - Memory is bounded: a rendition keeps the segments of its viewers' window
 *   (./hls.ts, 6), all lives together MAX_BYTES at most, the least recently
 *   served dropped first; a live that ended on this instance, and a live nobody
 *   here asked for in IDLE_MS (how other instances see an end: players stop at
 *   the end marker), are dropped. The end marker alone ends nothing: ffmpeg
 *   writes it when an ingest connection closes, and a reconnect appends.
 *
 * Each instance keeps its own copy; storage stays the source of truth.
 */
import type { ObjectStorage } from "../storage";
import { LIVE_SEGMENT_NAME, liveFolder, livePlaylistWindow } from "./hls";

/** How long a playlist read from storage is served: the ingest copies every 250 ms. */
const PLAYLIST_FRESH_MS = 250;
/**
 * A playlist that a re-read finds missing or fails on is served this long still
 * (the local disk driver removes an object's metadata while it replaces it).
 */
const PLAYLIST_STALE_MS = 2_000;
/** All lives' segments together: ~0.7 MB per 720p segment, 6 of them a rendition. */
const MAX_BYTES = 64 * 1024 * 1024;
/** A live nobody here asked for this long is dropped. */
const IDLE_MS = 30_000;
/** How long an ended live is remembered, so that late viewers do not fill memory with it again. */
const ENDED_KEPT_MS = 10 * 60_000;

type LiveFileStore = Pick<ObjectStorage, "stat" | "openRead">;

export interface LivePlaylist {
  /** The viewer's window (./hls.ts livePlaylistWindow). */
  text: string;
  /** The segments it lists. */
  listed: ReadonlySet<string>;
}

export interface CachedSegment {
  bytes: Buffer;
  etag: string;
  length: number;
}

interface PlaylistEntry {
  liveSessionId: string;
  value: LivePlaylist | null;
  readAt: number;
  reading: Promise<LivePlaylist | null> | null;
  askedAt: number;
}

interface SegmentEntry {
  liveSessionId: string;
  /** The rendition's playlist path. */
  playlistPath: string;
  name: string;
  segment: CachedSegment;
}

export interface LiveFileCacheOptions {
  maxBytes?: number;
  playlistFreshMs?: number;
  idleMs?: number;
  now?: () => number;
}

export class LiveFileCache {
  private readonly playlists = new Map<string, PlaylistEntry>();
  /** By object path, least recently served first. */
  private readonly segments = new Map<string, SegmentEntry>();
  private readonly segmentReads = new Map<string, Promise<CachedSegment | null>>();
  /** Lives that ended here, and when: their segments are not kept again (viewers may still fetch the last ones). */
  private readonly ended = new Map<string, number>();
  private bytes = 0;
  private sweptAt = 0;
  private readonly maxBytes: number;
  private readonly freshMs: number;
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly storage: LiveFileStore,
    options: LiveFileCacheOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? MAX_BYTES;
    this.freshMs = options.playlistFreshMs ?? PLAYLIST_FRESH_MS;
    this.idleMs = options.idleMs ?? IDLE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Bytes of segments held (tests, the bench). */
  get heldBytes(): number {
    return this.bytes;
  }

  /** A rendition's viewer playlist, or null when it has none yet. */
  async playlist(liveSessionId: string, quality: number): Promise<LivePlaylist | null> {
    const objectPath = `${liveFolder(liveSessionId)}/${quality}/index.m3u8`;
    const now = this.now();
    this.sweep(now);
    let entry = this.playlists.get(objectPath);
    if (!entry) {
      entry = { liveSessionId, value: null, readAt: -Infinity, reading: null, askedAt: now };
      this.playlists.set(objectPath, entry);
    }
    entry.askedAt = now;
    if (entry.value && now - entry.readAt < this.freshMs) return entry.value;
    entry.reading ??= this.readPlaylist(objectPath, entry).finally(() => (entry.reading = null));
    return entry.reading;
  }

  /**
   * A segment from memory when this instance's playlist lists it (read from
   * storage once, then kept while listed); null when it is not listed here, or
   * storage does not have it whole: the caller streams it from storage.
   */
  async segment(liveSessionId: string, quality: number, name: string): Promise<CachedSegment | null> {
    if (!LIVE_SEGMENT_NAME.test(name)) return null;
    const playlist = await this.playlist(liveSessionId, quality);
    if (!playlist || !playlist.listed.has(name) || this.ended.has(liveSessionId)) return null;
    const playlistPath = `${liveFolder(liveSessionId)}/${quality}/index.m3u8`;
    const objectPath = `${liveFolder(liveSessionId)}/${quality}/${name}`;
    const held = this.segments.get(objectPath);
    if (held) {
      // Most recently served last.
      this.segments.delete(objectPath);
      this.segments.set(objectPath, held);
      return held.segment;
    }
    let reading = this.segmentReads.get(objectPath);
    if (!reading) {
      reading = this.readSegment(objectPath).then((segment) => {
        if (segment) this.keep({ liveSessionId, playlistPath, name, segment }, objectPath);
        return segment;
      });
      this.segmentReads.set(objectPath, reading);
      void reading.then(
        () => this.segmentReads.delete(objectPath),
        () => this.segmentReads.delete(objectPath),
      );
    }
    return reading;
  }

  /** A live ended: its playlists and segments are dropped. */
  forgetLive(liveSessionId: string): void {
    this.ended.set(liveSessionId, this.now());
    this.dropLive(liveSessionId);
  }

  private dropLive(liveSessionId: string) {
    for (const [objectPath, entry] of this.playlists) if (entry.liveSessionId === liveSessionId) this.playlists.delete(objectPath);
    for (const [objectPath, entry] of this.segments) if (entry.liveSessionId === liveSessionId) this.drop(objectPath, entry);
  }

  private async readPlaylist(objectPath: string, entry: PlaylistEntry): Promise<LivePlaylist | null> {
    const startedAt = this.now();
    let stored: string | null;
    try {
      stored = await readObject(this.storage, objectPath).then((found) => found && found.bytes.toString("utf8"));
    } catch (error) {
      if (entry.value && startedAt - entry.readAt < PLAYLIST_STALE_MS) return entry.value;
      throw error;
    }
    if (stored === null) return entry.value && startedAt - entry.readAt < PLAYLIST_STALE_MS ? entry.value : null;
    const text = livePlaylistWindow(stored);
    const listed = new Set(text.split("\n").filter((line) => LIVE_SEGMENT_NAME.test(line)));
    const value: LivePlaylist = { text, listed };
    // Forgotten meanwhile (the live ended): nothing is kept.
    if (this.playlists.get(objectPath) !== entry) return value;
    entry.value = value;
    entry.readAt = startedAt;
    // Segments that left the window.
    for (const [segmentPath, held] of this.segments) {
      if (held.playlistPath === objectPath && !listed.has(held.name)) this.drop(segmentPath, held);
    }
    return value;
  }

  private async readSegment(objectPath: string): Promise<CachedSegment | null> {
    const found = await readObject(this.storage, objectPath);
    // A size that is not the stored one: not whole, not kept.
    if (!found || found.bytes.length !== found.info.size) return null;
    return { bytes: found.bytes, etag: found.info.etag, length: found.bytes.length };
  }

  private keep(entry: SegmentEntry, objectPath: string) {
    // Still listed now that the read is done (the playlist may have moved on, or the live ended).
    const playlist = this.playlists.get(entry.playlistPath)?.value;
    if (!playlist || !playlist.listed.has(entry.name) || this.ended.has(entry.liveSessionId)) return;
    if (entry.segment.length > this.maxBytes || this.segments.has(objectPath)) return;
    this.segments.set(objectPath, entry);
    this.bytes += entry.segment.length;
    for (const [oldest, held] of this.segments) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, held);
    }
  }

  private drop(objectPath: string, entry: SegmentEntry) {
    if (this.segments.get(objectPath) !== entry) return;
    this.segments.delete(objectPath);
    this.bytes -= entry.segment.length;
  }

  /** Lives nobody here asked for lately are dropped (at most once per idle period's tenth). */
  private sweep(now: number) {
    if (now - this.sweptAt < this.idleMs / 10) return;
    this.sweptAt = now;
    const idle = new Set<string>();
    for (const entry of this.playlists.values()) if (now - entry.askedAt > this.idleMs) idle.add(entry.liveSessionId);
    for (const [, entry] of this.playlists) if (now - entry.askedAt <= this.idleMs) idle.delete(entry.liveSessionId);
    for (const liveSessionId of idle) this.dropLive(liveSessionId);
    for (const [liveSessionId, at] of this.ended) if (now - at > ENDED_KEPT_MS) this.ended.delete(liveSessionId);
  }
}

async function readObject(storage: LiveFileStore, objectPath: string) {
  const info = await storage.stat(objectPath);
  if (!info) return null;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of (await storage.openRead(objectPath)) as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (error) {
    // Gone between the two reads.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return { info, bytes: Buffer.concat(chunks) };
}

const caches = new WeakMap<object, LiveFileCache>();

/** The app's one cache (per storage: each test app has its own). */
export function liveFileCacheOf(deps: { storage: ObjectStorage }): LiveFileCache {
  let cache = caches.get(deps.storage);
  if (!cache) {
    cache = new LiveFileCache(deps.storage);
    caches.set(deps.storage, cache);
  }
  return cache;
}

