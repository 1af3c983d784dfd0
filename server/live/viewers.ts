/**
 * Who is watching a live: a viewer counts while they have fetched one of its
 * playlists in the last 30 seconds (a player reads it every 2 s). The count is
 * checked every 2 seconds; when it changes it is stored (viewerCount, and
 * peakViewerCount when higher) and pushed as `live.viewers` to those watching
 * and the creator. Counted per instance (the instance serving the playlists).
 */
import { eq, sql } from "drizzle-orm";
import { creatorProfiles, liveSessions } from "../db/schema";
import type { Db } from "../db";
import { publish, type RealtimeEvent } from "../realtime/publish";

const WATCHING_MS = 30_000;
const TICK_MS = 2_000;

/** live id → viewer id → when they last fetched a playlist. */
const sightings = new Map<string, Map<string, number>>();
/** live id → the count last stored. */
const published = new Map<string, number>();

export function sawViewer(liveSessionId: string, viewerId: string, now = Date.now()): void {
  let viewers = sightings.get(liveSessionId);
  if (!viewers) sightings.set(liveSessionId, (viewers = new Map()));
  viewers.set(viewerId, now);
}

/** The viewers of a live now. */
export function watchersOf(liveSessionId: string, now = Date.now()): string[] {
  const viewers = sightings.get(liveSessionId);
  if (!viewers) return [];
  for (const [viewerId, at] of viewers) if (now - at > WATCHING_MS) viewers.delete(viewerId);
  return [...viewers.keys()];
}

/** Stores and pushes every changed count (and forgets lives nobody watches any more). */
async function publishViewerCounts(db: Db, now = Date.now()): Promise<void> {
  for (const liveSessionId of sightings.keys()) {
    const watchers = watchersOf(liveSessionId, now);
    if (watchers.length === 0) sightings.delete(liveSessionId);
    if (published.get(liveSessionId) === watchers.length) continue;
    published.set(liveSessionId, watchers.length);
    if (watchers.length === 0) published.delete(liveSessionId);
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
}

const counting = new WeakSet<object>();

/** Runs the count every 2 seconds for this app (once). */
export function countViewers(db: Db): void {
  if (counting.has(db)) return;
  counting.add(db);
  const timer = setInterval(() => {
    publishViewerCounts(db).catch((error) => console.error("live viewer counts:", error));
  }, TICK_MS);
  timer.unref();
}
