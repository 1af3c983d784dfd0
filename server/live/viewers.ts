/**
 * Who is watching a live: a viewer counts while they have fetched one of its
 * playlists in the last 30 seconds (a player reads it every 2 s), on any
 * instance.
 *
 * Each instance notes the fetches it serves in memory and, every 2 seconds,
 * writes them to the shared store (./viewer-store.ts: Redis when REDIS_URL is
 * set, else the database) in one write per live. The instance that ingests a
 * live then reads its viewers from the store; when the count changed it is
 * stored (viewerCount, and peakViewerCount when higher) and pushed as
 * `live.viewers` to those watching and the creator: one count per live, from
 * one instance.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { creatorProfiles, liveSessions, users } from "../db/schema";
import type { Db } from "../db";
import { publish, type RealtimeEvent } from "../realtime/publish";
import { liveIngestsOf, type LiveIngestDeps } from "./ingest";
import { databaseViewerStore, redisViewerStore, type ViewerStore } from "./viewer-store";

const TICK_MS = 2_000;

interface Counter {
  store: ViewerStore;
  /** live id → viewer id → when they last fetched a playlist here, since the last write to the store. */
  sightings: Map<string, Map<string, number>>;
  /** The lives whose viewers this instance reads each tick (besides those it ingests): those it served playlists of, while watched. */
  followed: Set<string>;
  /** The write of sightings under way: a read of the store waits for it (the tick's write may have taken the sightings a reader needs). */
  writing: Promise<void>;
  running: boolean;
}

/** Per app (each test app has its own database). */
const counters = new WeakMap<object, Counter>();
/** live id → its watchers as last read from the store, to push a count only when it changed (live ids are unique across the apps of a process). */
const lastRead = new Map<string, string[]>();

function counterOf(db: Db): Counter {
  let counter = counters.get(db);
  if (!counter) {
    counter = { store: databaseViewerStore(db), sightings: new Map(), followed: new Set(), writing: Promise.resolve(), running: false };
    counters.set(db, counter);
  }
  return counter;
}

/** A fetch of a live's playlist by a viewer (counted from the next write to the store). */
export function sawViewer(db: Db, liveSessionId: string, viewerId: string, now = Date.now()): void {
  const { sightings } = counterOf(db);
  let viewers = sightings.get(liveSessionId);
  if (!viewers) sightings.set(liveSessionId, (viewers = new Map()));
  viewers.set(viewerId, now);
}

/** The viewers of a live now, across instances (those who fetched a playlist here meanwhile included). */
export async function liveWatchers(db: Db, liveSessionId: string, now = Date.now()): Promise<string[]> {
  const counter = counterOf(db);
  await flush(counter);
  return readWatchers(db, counter, liveSessionId, now);
}

/** The store's watchers who are still people here (an account deleted while watching gets no event). */
async function readWatchers(db: Db, counter: Counter, liveSessionId: string, now: number): Promise<string[]> {
  const ids = await counter.store.watchers(liveSessionId, now);
  if (ids.length === 0) return ids;
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((row) => row.id);
}

/** A live ended: its viewers are forgotten. */
export async function forgetViewers(db: Db, liveSessionId: string): Promise<void> {
  const counter = counterOf(db);
  counter.sightings.delete(liveSessionId);
  counter.followed.delete(liveSessionId);
  lastRead.delete(liveSessionId);
  await counter.store.forget(liveSessionId);
}

/** Writes the sightings noted since the last write (one write per live), after any write under way. */
function flush(counter: Counter): Promise<void> {
  const write = counter.writing.then(async () => {
    const batch = counter.sightings;
    if (batch.size === 0) return;
    counter.sightings = new Map();
    for (const [liveSessionId, viewers] of batch) await counter.store.record(liveSessionId, viewers);
  });
  // A failed write is reported by its caller; the next one goes ahead.
  counter.writing = write.catch(() => {});
  return write;
}

/** One tick: this instance's sightings to the store; the count of each live it ingests, stored and pushed when changed. */
async function tick(deps: LiveIngestDeps, counter: Counter, now = Date.now()): Promise<void> {
  for (const liveSessionId of counter.sightings.keys()) counter.followed.add(liveSessionId);
  await flush(counter);
  const held = liveIngestsOf(deps).heldIds();
  if (held.length === 0 && counter.followed.size === 0) return;
  for (const liveSessionId of new Set([...held, ...counter.followed])) {
    const before = lastRead.get(liveSessionId);
    const watchers = await readWatchers(deps.db, counter, liveSessionId, now);
    if (watchers.length) lastRead.set(liveSessionId, watchers);
    else {
      lastRead.delete(liveSessionId);
      counter.followed.delete(liveSessionId);
    }
    // Only the ingesting instance stores and pushes the count.
    if (!held.includes(liveSessionId) || (before?.length ?? 0) === watchers.length) continue;
    await publishCount(deps.db, liveSessionId, watchers);
  }
}

async function publishCount(db: Db, liveSessionId: string, watchers: string[]) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveSessions)
      .set({ viewerCount: watchers.length, peakViewerCount: sql`greatest(${liveSessions.peakViewerCount}, ${watchers.length})` })
      .where(sql`${liveSessions.id} = ${liveSessionId} and ${liveSessions.status} = 'live'`)
      .returning({ peak: liveSessions.peakViewerCount, creatorProfileId: liveSessions.creatorProfileId });
    if (!row) return;
    const [creator] = await tx.select({ userId: creatorProfiles.userId }).from(creatorProfiles).where(eq(creatorProfiles.id, row.creatorProfileId));
    const data = { liveSessionId, viewers: watchers.length, peak: row.peak };
    const recipients = new Set([...watchers, creator!.userId]);
    await publish(tx, [...recipients].map((userId): RealtimeEvent => ({ userId, type: "live.viewers", data })));
  });
}

/** Runs the count every 2 seconds for this app (once), on Redis when the app's limits are there, else on the database. */
export function countViewers(ctx: LiveIngestDeps & Pick<AppContext, "limiterStore">): void {
  const counter = counterOf(ctx.db);
  if (counter.running) return;
  counter.running = true;
  if (ctx.limiterStore.kind === "redis") counter.store = redisViewerStore(ctx.limiterStore.client);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tick(ctx, counter)
      .catch((error) => console.error("live viewer counts:", error))
      .finally(() => (busy = false));
  }, TICK_MS);
  timer.unref();
}
