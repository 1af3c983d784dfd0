/** Writing events to the live channel: numbers per person in commit order, batched, and wake-ups that carry only ids. */
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness";
import { decodeNotice, REALTIME_CHANNEL } from "./bus";
import { publish, RECIPIENTS_PER_NOTICE, type RealtimeEvent } from "./publish";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function people(count: number): Promise<string[]> {
  const { rows } = await t.ctx.db.execute<{ id: string }>(
    sql`insert into users (username) select 'rt-' || gen_random_uuid() from generate_series(1, ${count}) returning id`,
  );
  return rows.map((r) => r.id);
}

const unread = (userId: string, notifications: number): RealtimeEvent => ({
  userId,
  type: "unread.changed",
  data: { notifications, messages: 0 },
});

async function logOf(userIds: string[]) {
  const { rows } = await t.ctx.db.execute<{ user_id: string; seq: number; n: number }>(sql`
    select user_id, seq, (data->>'notifications')::int as n from realtime_events
    where user_id in (${sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `)}) order by user_id, seq`);
  return rows;
}

describe("publish", () => {
  it("numbers each person's events 1, 2, 3 … in the order given, for many people in one call", async () => {
    const ids = await people(300);
    await publish(t.ctx.db, ids.flatMap((id) => [unread(id, 10), unread(id, 11)]));
    await publish(t.ctx.db, [unread(ids[0]!, 12)]);
    const log = await logOf(ids);
    expect(log).toHaveLength(601);
    expect(log.filter((e) => e.user_id === ids[0]).map((e) => [e.seq, e.n])).toEqual([
      [1, 10],
      [2, 11],
      [3, 12],
    ]);
    expect(log.filter((e) => e.user_id === ids[299]).map((e) => [e.seq, e.n])).toEqual([
      [1, 10],
      [2, 11],
    ]);
  });

  it("gives writers at the same time different numbers, with none skipped", async () => {
    const [id] = await people(1);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.ctx.db.transaction(async (tx) => {
          await publish(tx, [unread(id!, i)]);
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      ),
    );
    const log = await logOf([id!]);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(log.map((e) => e.n)).size).toBe(12);
  });

  it("writes nothing when the writing transaction is rolled back", async () => {
    const [id] = await people(1);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await publish(tx, [unread(id!, 1)]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await logOf([id!])).toEqual([]);
    await publish(t.ctx.db, [unread(id!, 2)]);
    expect((await logOf([id!])).map((e) => e.seq)).toEqual([1]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("wakes listeners when it commits, naming ids and numbers only, each notice under 8000 bytes", async () => {
    const listener = new pg.Client({ connectionString: t.ctx.database.pool.options.connectionString });
    await listener.connect();
    const payloads: string[] = [];
    listener.on("notification", (m) => m.channel === REALTIME_CHANNEL && payloads.push(m.payload ?? ""));
    await listener.query(`listen ${REALTIME_CHANNEL}`);
    try {
      const ids = await people(400);
      await t.ctx.db.transaction(async (tx) => {
        await publish(tx, ids.flatMap((id) => [unread(id, 1), unread(id, 2)]));
        await new Promise((r) => setTimeout(r, 200));
        // Not before the commit.
        expect(payloads).toEqual([]);
      });
      for (let i = 0; i < 50 && payloads.length < Math.ceil(400 / RECIPIENTS_PER_NOTICE); i++) await new Promise((r) => setTimeout(r, 20));
      expect(payloads).toHaveLength(Math.ceil(400 / RECIPIENTS_PER_NOTICE));
      const named = new Map<string, number>();
      for (const payload of payloads) {
        expect(Buffer.byteLength(payload)).toBeLessThan(8000);
        for (const [topic, seq] of decodeNotice(payload)!) named.set(topic, seq);
      }
      expect(named).toEqual(new Map(ids.map((id) => [`u.${id}`, 2])));
    } finally {
      await listener.end();
    }
  });
});

describe("decodeNotice", () => {
  it("reads topics and numbers, and refuses anything else", () => {
    expect(decodeNotice("u.a:3,u.b:12")).toEqual(
      new Map([
        ["u.a", 3],
        ["u.b", 12],
      ]),
    );
    for (const bad of [undefined, "", "u.a", "u.a:x", ":3"]) expect(decodeNotice(bad)).toBeUndefined();
  });
});
