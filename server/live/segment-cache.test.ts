/**
 * The live files an instance keeps in memory: a playlist read from storage once
 * per quarter second however many viewers ask, a segment kept only while the
 * playlist lists it (read once for all), memory bounded, an ended live dropped.
 */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { StoredObjectInfo } from "../storage/types";
import { liveFolder } from "./hls";
import { LiveFileCache } from "./segment-cache";

const LIVE = "3f1c2a44-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
const OTHER_LIVE = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const name = (n: number) => `segment_${String(n).padStart(5, "0")}.ts`;

/** The stored event playlist of segments [from, to), as the ingest copies it. */
function stored(from: number, to: number, options: { ended?: boolean } = {}): string {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:6", "#EXT-X-TARGETDURATION:2", `#EXT-X-MEDIA-SEQUENCE:${from}`, "#EXT-X-PLAYLIST-TYPE:EVENT", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (let n = from; n < to; n++) lines.push("#EXTINF:2.000000,", name(n));
  if (options.ended) lines.push("#EXT-X-ENDLIST");
  return `${lines.join("\n")}\n`;
}

/** Storage in memory that counts reads; `hold()` keeps every read waiting until released. */
class FakeStore {
  readonly objects = new Map<string, Buffer>();
  reads = 0;
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  put(objectPath: string, bytes: Buffer | string) {
    this.objects.set(objectPath, Buffer.from(bytes));
  }

  hold() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release() {
    this.open?.();
    this.gate = null;
  }

  async stat(objectPath: string): Promise<StoredObjectInfo | null> {
    const bytes = this.objects.get(objectPath);
    return bytes ? { size: bytes.length, contentType: "application/octet-stream", etag: `"${bytes.length}-${bytes[0]}"` } : null;
  }

  async openRead(objectPath: string): Promise<NodeJS.ReadableStream> {
    this.reads++;
    if (this.gate) await this.gate;
    const bytes = this.objects.get(objectPath);
    if (!bytes) throw Object.assign(new Error("gone"), { code: "ENOENT" });
    return Readable.from([bytes]);
  }
}

const playlistPath = (live = LIVE) => `${liveFolder(live)}/720/index.m3u8`;
const segmentPath = (n: number, live = LIVE) => `${liveFolder(live)}/720/${name(n)}`;

function setUp(options: { maxBytes?: number; segmentBytes?: number } = {}) {
  const store = new FakeStore();
  let clock = 1_000_000;
  const cache = new LiveFileCache(store, { maxBytes: options.maxBytes, now: () => clock });
  const size = options.segmentBytes ?? 1000;
  const writeSegments = (from: number, to: number, live = LIVE) => {
    for (let n = from; n < to; n++) store.put(segmentPath(n, live), Buffer.alloc(size, n));
  };
  return {
    store,
    cache,
    writeSegments,
    tick: (ms: number) => (clock += ms),
  };
}

describe("a live's files in memory", () => {
  it("100 viewers asking for the playlist at once cost one storage read, and the next read comes a quarter second later", async () => {
    const { store, cache, writeSegments, tick } = setUp();
    writeSegments(0, 3);
    store.put(playlistPath(), stored(0, 3));
    store.hold();
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.playlist(LIVE, 720)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    store.release();
    const playlists = await answers;
    expect(store.reads).toBe(1);
    expect(new Set(playlists.map((p) => p?.text)).size).toBe(1);
    expect([...playlists[0]!.listed]).toEqual([name(0), name(1), name(2)]);

    tick(200);
    await cache.playlist(LIVE, 720);
    expect(store.reads).toBe(1);
    tick(60);
    writeSegments(3, 4);
    store.put(playlistPath(), stored(0, 4));
    expect((await cache.playlist(LIVE, 720))!.listed.has(name(3))).toBe(true);
    expect(store.reads).toBe(2);
  });

  it("100 viewers asking for a listed segment at once cost one storage read; the next are served from memory", async () => {
    const { store, cache, writeSegments } = setUp();
    writeSegments(0, 3);
    store.put(playlistPath(), stored(0, 3));
    await cache.playlist(LIVE, 720);
    const before = store.reads;
    store.hold();
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.segment(LIVE, 720, name(2))));
    await new Promise((resolve) => setTimeout(resolve, 10));
    store.release();
    const segments = await answers;
    expect(store.reads - before).toBe(1);
    expect(segments.every((s) => s?.bytes.equals(Buffer.alloc(1000, 2)))).toBe(true);
    expect(segments[0]).toMatchObject({ length: 1000, etag: '"1000-2"' });
    await cache.segment(LIVE, 720, name(2));
    expect(store.reads - before).toBe(1);
    expect(cache.heldBytes).toBe(1000);
  });

  it("a segment the playlist does not list yet (ffmpeg may still be writing it) is not kept: the caller reads storage", async () => {
    const { store, cache, writeSegments, tick } = setUp();
    writeSegments(0, 3);
    // Half of segment 3 is in storage; the playlist does not list it.
    store.put(segmentPath(3), Buffer.alloc(500, 3));
    store.put(playlistPath(), stored(0, 3));
    expect(await cache.segment(LIVE, 720, name(3))).toBeNull();
    expect(cache.heldBytes).toBe(0);

    // Whole, then listed: kept from then on.
    writeSegments(3, 4);
    store.put(playlistPath(), stored(0, 4));
    tick(300);
    expect((await cache.segment(LIVE, 720, name(3)))?.length).toBe(1000);
    expect(cache.heldBytes).toBe(1000);
    // A name that is no segment's is never read.
    expect(await cache.segment(LIVE, 720, "index.m3u8")).toBeNull();
  });

  it("a segment leaves memory when it leaves the viewers' window of six", async () => {
    const { store, cache, writeSegments, tick } = setUp();
    writeSegments(0, 8);
    store.put(playlistPath(), stored(0, 6));
    for (let n = 0; n < 6; n++) await cache.segment(LIVE, 720, name(n));
    expect(cache.heldBytes).toBe(6000);
    store.put(playlistPath(), stored(0, 8));
    tick(300);
    const playlist = await cache.playlist(LIVE, 720);
    expect([...playlist!.listed]).toEqual([2, 3, 4, 5, 6, 7].map(name));
    expect(cache.heldBytes).toBe(4000);
    // Out of the window: from storage, not kept.
    expect(await cache.segment(LIVE, 720, name(0))).toBeNull();
  });

  it("a segment whose read ends after the playlist moved past it is not kept", async () => {
    const { store, cache, writeSegments, tick } = setUp();
    writeSegments(0, 13);
    store.put(playlistPath(), stored(0, 6));
    await cache.playlist(LIVE, 720);
    store.hold();
    const slow = cache.segment(LIVE, 720, name(0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Meanwhile the playlist moved on (a read of it waits as well; the cache is told by forgetting nothing).
    store.put(playlistPath(), stored(0, 13));
    tick(300);
    const moved = cache.playlist(LIVE, 720);
    store.release();
    await Promise.all([slow, moved]);
    expect(cache.heldBytes).toBe(0);
  });

  it("all lives' segments together stay under the byte cap, the least recently served dropped first", async () => {
    const { store, cache, writeSegments } = setUp({ maxBytes: 3500 });
    writeSegments(0, 6);
    writeSegments(0, 6, OTHER_LIVE);
    store.put(playlistPath(), stored(0, 6));
    store.put(playlistPath(OTHER_LIVE), stored(0, 6));
    await cache.segment(LIVE, 720, name(0));
    await cache.segment(LIVE, 720, name(1));
    await cache.segment(OTHER_LIVE, 720, name(0));
    // Segment 0 served again: segment 1 is now the least recent.
    await cache.segment(LIVE, 720, name(0));
    await cache.segment(OTHER_LIVE, 720, name(1));
    expect(cache.heldBytes).toBe(3000);
    const reads = store.reads;
    await cache.segment(LIVE, 720, name(0));
    await cache.segment(OTHER_LIVE, 720, name(0));
    await cache.segment(OTHER_LIVE, 720, name(1));
    expect(store.reads).toBe(reads);
    await cache.segment(LIVE, 720, name(1));
    expect(store.reads).toBe(reads + 1);
    expect(cache.heldBytes).toBeLessThanOrEqual(3500);
  });

  it("a live that ends here is dropped and not kept again; a live nobody asks for in 30 s is dropped; the end marker of a closed ingest drops nothing", async () => {
    const { store, cache, writeSegments, tick } = setUp();
    writeSegments(0, 4);
    store.put(playlistPath(), stored(0, 4));
    await cache.segment(LIVE, 720, name(3));
    // ffmpeg marks the end when an ingest connection closes; a reconnect appends.
    store.put(playlistPath(), stored(0, 4, { ended: true }));
    tick(300);
    expect((await cache.playlist(LIVE, 720))?.text).toContain("#EXT-X-ENDLIST");
    expect(cache.heldBytes).toBe(1000);

    cache.forgetLive(LIVE);
    expect(cache.heldBytes).toBe(0);
    // Late viewers still get the last segments, from storage.
    expect(await cache.segment(LIVE, 720, name(2))).toBeNull();
    expect(cache.heldBytes).toBe(0);

    writeSegments(0, 4, OTHER_LIVE);
    store.put(playlistPath(OTHER_LIVE), stored(0, 4));
    await cache.segment(OTHER_LIVE, 720, name(2));
    expect(cache.heldBytes).toBe(1000);
    tick(20_000);
    await cache.playlist(LIVE, 720);
    expect(cache.heldBytes).toBe(1000);
    tick(11_000);
    // Any request sweeps the lives nobody asked for.
    await cache.playlist(LIVE, 720);
    expect(cache.heldBytes).toBe(0);
  });

  it("two instances over one storage each keep their own copy; one a moment behind streams a segment it does not list yet", async () => {
    const { store, cache: first, writeSegments, tick } = setUp();
    let clock = 1_000_000;
    const second = new LiveFileCache(store, { now: () => clock });
    writeSegments(0, 3);
    store.put(playlistPath(), stored(0, 3));
    await second.playlist(LIVE, 720);
    writeSegments(3, 4);
    store.put(playlistPath(), stored(0, 4));
    // The first instance reads the newer playlist; a viewer it served asks the second for segment 3.
    expect((await first.segment(LIVE, 720, name(3)))?.length).toBe(1000);
    expect(await second.segment(LIVE, 720, name(3))).toBeNull();
    expect(second.heldBytes).toBe(0);
    clock += 300;
    tick(300);
    expect((await second.segment(LIVE, 720, name(3)))?.length).toBe(1000);
    expect([first.heldBytes, second.heldBytes]).toEqual([1000, 1000]);
  });

  it("a playlist missing for a moment (storage replacing it) is served as last read", async () => {
    const { store, cache, tick } = setUp();
    store.put(playlistPath(), stored(0, 3));
    const first = await cache.playlist(LIVE, 720);
    store.objects.delete(playlistPath());
    tick(300);
    expect(await cache.playlist(LIVE, 720)).toBe(first);
    tick(3_000);
    expect(await cache.playlist(LIVE, 720)).toBeNull();
    expect(await cache.playlist(OTHER_LIVE, 720)).toBeNull();
  });
});
