/**
 * A live whose ingesting instance vanished without restarting ends by the
 * sweep of any instance once its ingest has been silent for longer than the
 * timeout, with its replay; a live whose ingest was heard lately, and one this
 * instance ingests itself, are left alone.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveSessions } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { buildLiveCreator } from "../test/live";
import { testBinariesEnv } from "../video/test-clips";
import { liveIngestsOf } from "./ingest";
import { endVanishedLives } from "./orphans";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...testBinariesEnv, LIVE_INGEST_TIMEOUT_SECONDS: "60", MAX_LIVE_STREAMS: "3" });
}, 60_000);
afterAll(async () => {
  // Lives still held stop their ingest timers and counts before the database closes.
  const ingests = liveIngestsOf(t.ctx);
  for (const id of ingests.heldIds()) await ingests.release(id);
  await t?.close();
});

async function startLive(): Promise<string> {
  const of = await buildLiveCreator(t.ctx.db);
  const creator = await t.as(of.creator);
  const scheduled = await creator.post("/api/live-sessions").send({ title: "Nap time", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
  const started = await creator.post(`/api/live-sessions/${scheduled.body.id}/start`);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return scheduled.body.id as string;
}

/** As if another instance ingested it and was last heard `secondsAgo` ago. */
async function heldElsewhere(liveSessionId: string, secondsAgo: number) {
  await liveIngestsOf(t.ctx).release(liveSessionId);
  await t.ctx.db
    .update(liveSessions)
    .set({ ingestInstanceId: "vanished-host:5000", ingestSeenAt: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where(eq(liveSessions.id, liveSessionId));
}

const statusOf = async (id: string) => (await t.anonymous().get(`/api/live-sessions/${id}`)).body;

describe("the sweep of lives whose instance vanished", () => {
  it("ends a live silent for longer than the ingest timeout, with its replay job; leaves a recent one and this instance's own", async () => {
    const vanished = await startLive();
    const recent = await startLive();
    const ownButSilent = await startLive();
    await heldElsewhere(vanished, 75);
    await heldElsewhere(recent, 30);
    // Held here: its own timer decides, whatever the record says.
    await t.ctx.db.update(liveSessions).set({ ingestSeenAt: sql`now() - interval '10 minutes'` }).where(eq(liveSessions.id, ownButSilent));

    expect(await endVanishedLives(t.ctx)).toBe(1);
    expect(await statusOf(vanished)).toMatchObject({ status: "ended", endedAt: expect.any(String) });
    expect((await statusOf(recent)).status).toBe("live");
    expect((await statusOf(ownButSilent)).status).toBe("live");
    // The replay job was sent (nothing was stored, so there is no post to make).
    const [job] = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'save-live-replay' and data->>'liveSessionId' = ${vanished}`,
    ).then((r) => r.rows);
    expect(job!.n).toBe(1);
    // A second sweep (another instance's, a minute later) finds nothing more.
    expect(await endVanishedLives(t.ctx)).toBe(0);
  }, 60_000);
});
