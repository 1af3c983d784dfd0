/**
 * Lives whose instance vanished and did not come back (a machine gone, a
 * scaled-down deployment): a restarted instance ends its own lives at start-up
 * (endOrphanedLives in ./lifecycle.ts), but nobody restarts a vanished one.
 * The ingesting instance writes down every few seconds when its ingest last
 * sent anything (./ingest.ts); a live whose record is older than the ingest
 * timeout (and two heartbeats, so a live instance always ends its own first)
 * is ended by this sweep, with its replay from what was stored. It runs every
 * minute as a scheduled job: once per minute for all instances.
 */
import { and, eq, sql } from "drizzle-orm";
import { liveSessions } from "../db/schema";
import { INGEST_HEARTBEAT_MS, liveIngestsOf, type LiveIngestDeps } from "./ingest";
import { endLive } from "./lifecycle";

export async function endVanishedLives(deps: LiveIngestDeps): Promise<number> {
  const silentSeconds = (deps.config.live.ingestTimeoutMs + 2 * INGEST_HEARTBEAT_MS) / 1000;
  const rows = await deps.db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.status, "live"),
        sql`coalesce(${liveSessions.ingestSeenAt}, ${liveSessions.startedAt}) < now() - make_interval(secs => ${silentSeconds})`,
      ),
    );
  const held = liveIngestsOf(deps);
  let ended = 0;
  for (const { id } of rows) {
    // This instance's own lives end by its own timer.
    if (held.has(id)) continue;
    await endLive(deps, id);
    ended++;
  }
  return ended;
}
