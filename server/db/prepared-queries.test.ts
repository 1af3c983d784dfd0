import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityThreads } from "./schema";
import { startTestApp, type TestApp } from "../test/harness";
import { buildUser } from "../test/factories";
import { pageSize, param, preparedQuery } from "./prepared-queries";

let app: TestApp;
let userId: string;

beforeAll(async () => {
  app = await startTestApp();
  userId = (await buildUser(app.ctx.db)).id;
  await app.ctx.db
    .insert(communityThreads)
    .values(["General", "Training Tips", "General"].map((category, i) => ({ userId, title: `T${i}`, content: "c", category })));
});

afterAll(() => app?.close());

describe("a prepared list", () => {
  const builds: string[] = [];
  const threads = preparedQuery("test_threads", (db, shape: { category: boolean; limit: number }) => {
    builds.push(JSON.stringify(shape));
    return db
      .select()
      .from(communityThreads)
      .where(shape.category ? eq(communityThreads.category, param("category")) : undefined)
      .orderBy(desc(communityThreads.createdAt), desc(communityThreads.id))
      .limit(pageSize(shape.limit));
  });

  it("builds each shape's statement once and runs it with each request's values", async () => {
    const { db } = app.ctx;
    const general = await threads(db, { category: true, limit: 10 }, { category: "General" });
    const training = await threads(db, { category: true, limit: 10 }, { category: "Training Tips" });
    const firstTwo = await threads(db, { category: false, limit: 2 }, {});
    const all = await threads(db, { category: false, limit: 10 }, {});
    expect(general.map((t) => t.title).sort()).toEqual(["T0", "T2"]);
    expect(training.map((t) => t.title)).toEqual(["T1"]);
    expect(all).toHaveLength(3);
    expect(firstTwo).toEqual(all.slice(0, 2));
    expect(builds).toEqual([{ category: true, limit: 10 }, { category: false, limit: 2 }, { category: false, limit: 10 }].map((shape) => JSON.stringify(shape)));
  });

  it("keeps answering when the pool replaces its connection (the embedded database kept the old one's statements)", async () => {
    const { db, database } = app.ctx;
    expect(await threads(db, { category: false, limit: 2 }, {})).toHaveLength(2);
    // As after the pool's idle timeout: the connection goes, the next query opens another.
    (await database.pool.connect()).release(true);
    expect(await threads(db, { category: false, limit: 2 }, {})).toHaveLength(2);
  });

  it("writes the page size into the statement, never as a parameter", async () => {
    expect(() => pageSize(1.5)).toThrow(/whole number/);
    const captured: string[] = [];
    const pool = app.ctx.database.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: unknown }).query = (config: { text?: string }, ...rest: unknown[]) => {
      if (config?.text) captured.push(config.text);
      return query(config, ...rest);
    };
    try {
      await threads(app.ctx.db, { category: false, limit: 3 }, {});
    } finally {
      (pool as unknown as { query: unknown }).query = query;
    }
    expect(captured.at(-1)).toMatch(/limit 3$/);
  });
});
