/**
 * Deletes the channel's events older than the retention window (the
 * prune-realtime-events job). The counters stay: numbers never go back, and a
 * stream asking for a pruned event gets "resync" (./stream.ts).
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { RETENTION_HOURS } from "./stream";

export async function pruneRealtimeEvents(db: DbOrTx, retentionHours = RETENTION_HOURS): Promise<number> {
  const result = await db.execute(sql`delete from realtime_events where created_at < now() - make_interval(hours => ${retentionHours})`);
  return result.rowCount ?? 0;
}
