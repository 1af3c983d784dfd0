/**
 * Hiding clears the public cache: once something is hidden, whether by reports
 * or by a moderator, no signed-out visitor gets it from an answer kept before;
 * once a moderator shows it again, they get it again at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModerationAction } from "@shared/moderation";
import { posts, threadComments, type User } from "../../db/schema";
import { eq } from "drizzle-orm";
import { buildStaff } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { actOnCaseOf, buildEstablishedUser, buildTarget, fileReport, type BuiltTarget } from "../../test/fixtures/moderation";

let t: TestApp;
let moderator: User;

beforeAll(async () => {
  // A cache time far longer than the test: only writes clear answers here.
  t = await startTestApp({ PUBLIC_CACHE_SECONDS: "300" });
  moderator = await buildStaff(t.ctx.db, "moderator");
});
afterAll(() => t?.close());

const ids = (body: unknown) => (body as Array<{ id: string }>).map((row) => row.id);

/** Where a signed-out visitor reads each kind of thing, and whether the answer shows it. */
const READS: Record<"thread" | "post" | "comment" | "marketplace_item", (target: BuiltTarget) => Promise<{ url: string; shows: (res: { status: number; body: unknown }) => boolean }>> = {
  thread: async (target) => ({ url: `/api/community-threads/${target.id}`, shows: (res) => res.status === 200 }),
  marketplace_item: async (target) => ({ url: `/api/marketplace-items/${target.id}`, shows: (res) => res.status === 200 }),
  post: async (target) => {
    const [post] = await t.ctx.db.select().from(posts).where(eq(posts.id, target.id));
    return { url: `/api/posts/creator/${post!.creatorProfileId}`, shows: (res) => ids(res.body).includes(target.id) };
  },
  comment: async (target) => {
    const [comment] = await t.ctx.db.select().from(threadComments).where(eq(threadComments.id, target.id));
    return { url: `/api/thread-comments/${comment!.threadId}`, shows: (res) => ids(res.body).includes(target.id) };
  },
};

/** Reads it signed out twice: the second answer comes from the cache. */
async function cachedRead(url: string) {
  await t.anonymous().get(url);
  const cached = await t.anonymous().get(url);
  expect(cached.headers["x-public-cache"]).toBe("hit");
  return cached;
}

describe("a hide by reports", () => {
  it.each(Object.keys(READS) as Array<keyof typeof READS>)("takes a %s out of the answers kept for signed-out visitors", async (type) => {
    const target = await buildTarget(t.ctx.db, type);
    const read = await READS[type](target);
    expect(read.shows(await cachedRead(read.url))).toBe(true);

    for (const _ of [1, 2]) await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");

    const after = await t.anonymous().get(read.url);
    expect(after.headers["x-public-cache"]).not.toBe("hit");
    expect(read.shows(after)).toBe(false);
  });

  it("keeps a thread's kept answers when a report hides nothing", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    const read = await READS.thread(target);
    await cachedRead(read.url);
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
    expect((await t.anonymous().get(read.url)).headers["x-public-cache"]).toBe("hit");
  });
});

describe("a moderator's action", () => {
  it.each<ModerationAction>(["hide", "remove"])("%s takes the thread out of the answers kept for signed-out visitors", async (action) => {
    const target = await buildTarget(t.ctx.db, "thread");
    const read = await READS.thread(target);
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
    expect(read.shows(await cachedRead(read.url))).toBe(true);
    await actOnCaseOf(t, moderator, target, action);
    expect(read.shows(await t.anonymous().get(read.url))).toBe(false);
  });

  it("restore shows the thread to signed-out visitors again at once", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    const list = "/api/community-threads";
    for (const _ of [1, 2]) await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    expect(ids((await cachedRead(list)).body)).not.toContain(target.id);
    await actOnCaseOf(t, moderator, target, "restore");
    expect(ids((await t.anonymous().get(list)).body)).toContain(target.id);
  });
});
