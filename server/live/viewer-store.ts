/**
 * Where the instances note who fetched a live's playlists: Redis when REDIS_URL
 * is set (a sorted set per live, scored by the time), else the database
 * (live_viewers). Each instance writes what it saw once every 2 seconds per
 * live (./viewers.ts), so 500 players polling every 2 s cost one write a tick.
 */
import { and, eq, lt, gte, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "../db";
import { liveViewers } from "../db/schema";

/** A viewer counts this long after their last playlist fetch. */
export const WATCHING_MS = 30_000;

export interface ViewerStore {
  /** Notes when each viewer last fetched a playlist of a live (a live no longer live notes nothing). */
  record(liveSessionId: string, sightings: ReadonlyMap<string, number>): Promise<void>;
  /** Those who fetched one in the last 30 seconds before `now`; older sightings are dropped. */
  watchers(liveSessionId: string, now: number): Promise<string[]>;
  /** Drops every sighting of a live (it ended). */
  forget(liveSessionId: string): Promise<void>;
}

export function databaseViewerStore(db: Db): ViewerStore {
  return {
    async record(liveSessionId, sightings) {
      const input = JSON.stringify([...sightings].map(([viewerId, at]) => ({ viewer_id: viewerId, seen_at: new Date(at).toISOString() })));
      await db.execute(sql`
        insert into live_viewers (live_session_id, viewer_id, seen_at)
        select l.id, v.viewer_id, v.seen_at
        from jsonb_to_recordset(${input}::jsonb) as v(viewer_id uuid, seen_at timestamptz)
        join live_sessions l on l.id = ${liveSessionId} and l.status = 'live'
        on conflict (live_session_id, viewer_id) do update set seen_at = greatest(live_viewers.seen_at, excluded.seen_at)`);
    },
    async watchers(liveSessionId, now) {
      const since = new Date(now - WATCHING_MS);
      await db.delete(liveViewers).where(and(eq(liveViewers.liveSessionId, liveSessionId), lt(liveViewers.seenAt, since)));
      const rows = await db
        .select({ viewerId: liveViewers.viewerId })
        .from(liveViewers)
        .where(and(eq(liveViewers.liveSessionId, liveSessionId), gte(liveViewers.seenAt, since)));
      return rows.map((row) => row.viewerId);
    },
    async forget(liveSessionId) {
      await db.delete(liveViewers).where(eq(liveViewers.liveSessionId, liveSessionId));
    },
  };
}

const redisKey = (liveSessionId: string) => `pawfans:live-viewers:${liveSessionId}`;

export function redisViewerStore(client: Redis): ViewerStore {
  return {
    async record(liveSessionId, sightings) {
      const key = redisKey(liveSessionId);
      const members: (string | number)[] = [];
      for (const [viewerId, at] of sightings) members.push(at, viewerId);
      // GT: a later sighting from another instance is never overwritten by an earlier one.
      await client
        .multi()
        .zadd(key, "GT", ...members)
        // A live that stopped being watched leaves nothing behind for long.
        .pexpire(key, WATCHING_MS * 4)
        .exec();
    },
    async watchers(liveSessionId, now) {
      const key = redisKey(liveSessionId);
      const since = now - WATCHING_MS;
      const result = await client.multi().zremrangebyscore(key, "-inf", `(${since}`).zrangebyscore(key, since, "+inf").exec();
      const [, range] = result ?? [];
      if (!range || range[0]) throw range?.[0] ?? new Error("Redis answered nothing");
      return range[1] as string[];
    },
    async forget(liveSessionId) {
      await client.del(redisKey(liveSessionId));
    },
  };
}
