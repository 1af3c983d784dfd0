/**
 * Starting and ending a live.
 *
 * Start: the creator's scheduled live becomes live on the instance that
 * answers, which holds its ingest (./ingest.ts) — at most MAX_LIVE_STREAMS per
 * instance (503), one live per creator (409, also kept by a unique index when two
 * starts race). Its fans are told, and its stream key made for RTMP encoders.
 *
 * End: by its creator or staff, by the ingest gone too long, or at the restart of
 * the instance that held it (a crash): status ended, the ingest released (its last
 * segments stored), viewers and the creator told, and when the creator kept "Save
 * replay" on, the recording sent to become a video post (./replay.ts).
 */
import crypto from "node:crypto";
import os from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { LIVE_ALREADY_LIVE, LIVE_AT_CAPACITY, LIVE_NOT_STARTABLE } from "@shared/live";
import { liveSessions, type LiveSession } from "../db/schema";
import { conflict, HttpError } from "../http/errors";
import { publish, type RealtimeEvent } from "../realtime/publish";
import { liveIngestsOf, type LiveIngestDeps } from "./ingest";
import { liveFileCacheOf } from "./segment-cache";
import { publishToCreator, type LiveWithCreator } from "./sessions";
import { forgetViewers, liveWatchers } from "./viewers";

/** This process among the instances: a restart of it ends the lives it held. */
function instanceIdOf(config: LiveIngestDeps["config"]): string {
  return `${os.hostname()}:${config.port}`;
}

export async function startLive(deps: LiveIngestDeps, found: LiveWithCreator): Promise<LiveSession> {
  const { db, jobs } = deps;
  const { live, creator } = found;
  const ingests = liveIngestsOf(deps);
  // Started already on this instance (the studio asked again): the same live.
  if (live.status === "live" && ingests.has(live.id)) return live;
  if (live.status !== "scheduled") throw conflict(LIVE_NOT_STARTABLE);
  if (!ingests.hasRoom()) throw new HttpError(503, LIVE_AT_CAPACITY);
  const [other] = await db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(and(eq(liveSessions.creatorProfileId, creator.id), eq(liveSessions.status, "live")))
    .limit(1);
  if (other) throw conflict(LIVE_ALREADY_LIVE);
  await ingests.hold(live.id);
  ingests.onIngestLost = (liveSessionId) => {
    endLive(deps, liveSessionId).catch((error) => console.error(`live ${liveSessionId}: ending after the ingest was lost:`, error));
  };
  try {
    return await db.transaction(async (tx) => {
      const [started] = await tx
        .update(liveSessions)
        .set({
          status: "live",
          startedAt: sql`now()`,
          streamKey: crypto.randomBytes(18).toString("base64url"),
          ingestInstanceId: instanceIdOf(deps.config),
          ingestSeenAt: sql`now()`,
        })
        .where(and(eq(liveSessions.id, live.id), eq(liveSessions.status, "scheduled")))
        .returning();
      if (!started) throw conflict(LIVE_NOT_STARTABLE);
      await jobs.send(tx, "notify-fans-of-live", { liveSessionId: live.id, notice: "started" });
      await publishToCreator(tx, creator, started);
      return started;
    });
  } catch (error) {
    await ingests.release(live.id);
    // Two starts raced past the check: the unique index kept one live per creator.
    if ((error as { code?: string }).code === "23505") throw conflict(LIVE_ALREADY_LIVE);
    throw error;
  }
}

/**
 * Ends a live (idempotent): releases its ingest if this instance holds it, then
 * marks it ended, tells its creator and those watching, and sends its replay.
 * Answers the live as it is after.
 */
export async function endLive(deps: LiveIngestDeps, liveSessionId: string): Promise<LiveSession | null> {
  const { db, jobs } = deps;
  await liveIngestsOf(deps).release(liveSessionId);
  // Read before the transaction: the embedded database runs one at a time.
  const watchers = await liveWatchers(db, liveSessionId);
  const ended = await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(liveSessions)
      .set({ status: "ended", endedAt: sql`now()`, viewerCount: 0, ingestInstanceId: null })
      .where(and(eq(liveSessions.id, liveSessionId), eq(liveSessions.status, "live")))
      .returning();
    if (!ended) {
      const [current] = await tx.select().from(liveSessions).where(eq(liveSessions.id, liveSessionId)).limit(1);
      return current ?? null;
    }
    const [owner] = await tx.execute<{ user_id: string }>(sql`select user_id from creator_profiles where id = ${ended.creatorProfileId}`).then((r) => r.rows);
    const recipients = new Set([owner!.user_id, ...watchers]);
    const data = { liveSessionId, creatorProfileId: ended.creatorProfileId, status: "ended" as const };
    await publish(tx, [...recipients].map((userId): RealtimeEvent => ({ userId, type: "live.status", data })));
    if (ended.saveReplay) await jobs.send(tx, "save-live-replay", { liveSessionId }, { singletonKey: liveSessionId });
    return ended;
  });
  if (ended?.status === "ended") {
    // Other instances drop theirs at the playlist's end marker.
    liveFileCacheOf(deps).forgetLive(liveSessionId);
    await forgetViewers(db, liveSessionId);
  }
  return ended;
}

/** At start-up: the lives this instance held when it stopped (a crash) end, with their replay from what was stored. */
export async function endOrphanedLives(deps: LiveIngestDeps): Promise<number> {
  const rows = await deps.db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(and(eq(liveSessions.status, "live"), eq(liveSessions.ingestInstanceId, instanceIdOf(deps.config))));
  for (const { id } of rows) await endLive(deps, id);
  return rows.length;
}
