/**
 * Where a stream starts. A first connection starts at the person's latest event
 * (it has just read everything). A reconnection names the last event it has
 * (Last-Event-ID): it gets every later event, in order, each once, unless some
 * were pruned (older than the retention window) or the number is not one of
 * theirs; then it gets one "resync" and continues from the latest event.
 */
import type pg from "pg";

/** How long events are kept for reconnecting streams (the prune-realtime-events job). */
export const RETENTION_HOURS = 24;

export interface StreamStart {
  /** The number the stream continues after. */
  from: number;
  /** Whether the client must read everything again (some of what it missed is gone). */
  resync: boolean;
}

/** A Last-Event-ID as sent: a non-negative integer, or nothing usable. */
export function parseLastEventId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

export async function streamStart(pool: pg.Pool, userId: string, lastEventId: number | undefined, sent: boolean): Promise<StreamStart> {
  const { rows } = await pool.query<{ latest: number | null; oldest: number | null }>(
    `select (select seq from realtime_cursors where user_id = $1) as latest,
            (select min(seq) from realtime_events where user_id = $1) as oldest`,
    [userId],
  );
  const latest = rows[0]?.latest ?? 0;
  const oldest = rows[0]?.oldest ?? latest + 1;
  // A first connection, or a Last-Event-ID that is not a number.
  if (lastEventId === undefined) return { from: latest, resync: sent };
  // Not one of theirs (a number from another database), or events after it are gone.
  if (lastEventId > latest || oldest > lastEventId + 1) return { from: latest, resync: true };
  return { from: lastEventId, resync: false };
}
