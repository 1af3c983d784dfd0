/**
 * The viewer count across instances: what two instances saw adds up, a viewer
 * seen by both counts once, a viewer unseen for 30 seconds no longer counts,
 * and an ended live's viewers are forgotten — in the database (the default)
 * and in Redis (REDIS_URL).
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { buildLiveCreator } from "../test/live";
import { testBinariesEnv } from "../video/test-clips";
import { liveIngestsOf } from "./ingest";
import { databaseViewerStore, redisViewerStore, WATCHING_MS, type ViewerStore } from "./viewer-store";

let t: TestApp;
let redis: Redis | undefined;
beforeAll(async () => {
  t = await startTestApp(testBinariesEnv);
  if (process.env.TEST_REDIS_URL) redis = new Redis(process.env.TEST_REDIS_URL);
}, 60_000);
afterAll(async () => {
  // Lives still held stop their ingest timers and counts before the database closes.
  const ingests = liveIngestsOf(t.ctx);
  for (const id of ingests.heldIds()) await ingests.release(id);
  redis?.disconnect();
  await t?.close();
});

async function startLive(): Promise<string> {
  const of = await buildLiveCreator(t.ctx.db);
  const creator = await t.as(of.creator);
  const scheduled = await creator.post("/api/live-sessions").send({ title: "Zoomies", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
  expect((await creator.post(`/api/live-sessions/${scheduled.body.id}/start`)).status).toBe(200);
  return scheduled.body.id as string;
}

const stores: Array<[string, () => ViewerStore | null]> = [
  ["the database", () => databaseViewerStore(t.ctx.db)],
  ["Redis", () => (redis ? redisViewerStore(redis) : null)],
];

describe.each(stores)("viewers in %s", (_name, storeOf) => {
  it("adds up what each instance saw, once per viewer, for 30 seconds; an ended live's are forgotten", async (context) => {
    const store = storeOf();
    if (!store) return context.skip();
    // Two instances write what they saw through their own handle on the same store.
    const [instanceA, instanceB] = [store, storeOf()!];
    const live = await startLive();
    const [ann, bob, cat] = [await buildUser(t.ctx.db), await buildUser(t.ctx.db), await buildUser(t.ctx.db)];
    const now = Date.now();
    await instanceA.record(live, new Map([[ann.id, now - 1_000], [bob.id, now - 40_000]]));
    await instanceB.record(live, new Map([[bob.id, now - 2_000], [cat.id, now - WATCHING_MS - 1]]));
    // Bob's later sighting wins over the earlier one, whichever instance wrote last.
    await instanceA.record(live, new Map([[bob.id, now - 50_000]]));
    expect((await instanceA.watchers(live, now)).sort()).toEqual([ann.id, bob.id].sort());
    expect(await instanceB.watchers(live, now + 28_500)).toEqual([ann.id]);
    expect(await instanceB.watchers(live, now + WATCHING_MS)).toEqual([]);
    await instanceA.record(live, new Map([[ann.id, now]]));
    await instanceB.forget(live);
    expect(await instanceA.watchers(live, now)).toEqual([]);
  });
});
