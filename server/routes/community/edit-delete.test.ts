/**
 * Authors control their threads and comments: PATCH edits them (the author
 * only), DELETE removes them (the author or staff). A deleted thread takes its
 * comments with it; a deleted comment takes one off its thread's comment count.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentView, ThreadView } from "@shared/api-types";
import { communityThreads, threadComments, type User } from "../../db/schema";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let author: User;
let reader: User;

beforeAll(async () => {
  t = await startTestApp();
  author = await buildUser(t.ctx.db);
  reader = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

async function startThread(user = author): Promise<ThreadView> {
  const res = await (await t.as(user))
    .post("/api/community-threads")
    .send({ title: "Crate training a rescue?", content: "Our new pup cries at night.", category: "Training Tips" });
  expect(res.status).toBe(201);
  return res.body;
}

async function comment(threadId: string, user = reader, content = "Cover the crate at night."): Promise<CommentView> {
  const res = await (await t.as(user)).post("/api/thread-comments").send({ threadId, content });
  expect(res.status).toBe(201);
  return res.body;
}

const commentCountOf = async (threadId: string) =>
  (await t.anonymous().get(`/api/community-threads/${threadId}`)).body.commentCount as number;

describe("PATCH /api/community-threads/:id", () => {
  it("lets the author change the title, content and category, keeping what is left out", async () => {
    const thread = await startThread();
    const res = await (await t.as(author))
      .patch(`/api/community-threads/${thread.id}`)
      .send({ title: "  Crate training: solved  ", category: "Success Stories", commentCount: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...thread, title: "Crate training: solved", category: "Success Stories" });
  });

  it.each([
    [{}, "Nothing to change"],
    [{ title: "  " }, "Please fill in all fields"],
    [{ content: "c".repeat(10_001) }, "Content must be at most 10000 characters"],
    [{ category: "Gossip" }, "Please choose a category"],
  ])("refuses %j with 400 %s", async (body, message) => {
    const thread = await startThread();
    const res = await (await t.as(author)).patch(`/api/community-threads/${thread.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("is the author's only: 401 signed out, 403 for another member and for staff", async () => {
    const thread = await startThread();
    expect((await t.anonymous().patch(`/api/community-threads/${thread.id}`).send({ title: "Hijacked" })).status).toBe(401);
    for (const other of [reader, await buildStaff(t.ctx.db)]) {
      const res = await (await t.as(other)).patch(`/api/community-threads/${thread.id}`).send({ title: "Hijacked" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the thread's author can edit it" });
    }
    expect((await t.anonymous().get(`/api/community-threads/${thread.id}`)).body.title).toBe(thread.title);
  });
});

describe("DELETE /api/community-threads/:id", () => {
  it("deletes the thread with every comment on it", async () => {
    const thread = await startThread();
    await comment(thread.id);
    await comment(thread.id, author, "Thanks!");
    const res = await (await t.as(author)).delete(`/api/community-threads/${thread.id}`);
    expect(res.status).toBe(204);
    expect((await t.anonymous().get(`/api/community-threads/${thread.id}`)).status).toBe(404);
    expect(await t.ctx.db.select().from(threadComments).where(eq(threadComments.threadId, thread.id))).toEqual([]);
  });

  it("lets staff delete it; 401 signed out, 403 for another member, 404 once gone", async () => {
    const thread = await startThread();
    expect((await t.anonymous().delete(`/api/community-threads/${thread.id}`)).status).toBe(401);
    const other = await (await t.as(reader)).delete(`/api/community-threads/${thread.id}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: "Only the thread's author or staff can delete it" });
    expect((await (await t.as(await buildStaff(t.ctx.db, "moderator"))).delete(`/api/community-threads/${thread.id}`)).status).toBe(204);
    expect((await (await t.as(author)).delete(`/api/community-threads/${thread.id}`)).status).toBe(404);
  });
});

describe("PATCH /api/thread-comments/:id", () => {
  it("lets the comment's author change its text", async () => {
    const thread = await startThread();
    const mine = await comment(thread.id);
    const res = await (await t.as(reader)).patch(`/api/thread-comments/${mine.id}`).send({ content: "  Try a ticking clock.  " });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...mine, content: "Try a ticking clock." });
    expect(await commentCountOf(thread.id)).toBe(1);
  });

  it("refuses a blank comment, and anyone but its author (the thread's author and staff included)", async () => {
    const thread = await startThread();
    const mine = await comment(thread.id);
    const blank = await (await t.as(reader)).patch(`/api/thread-comments/${mine.id}`).send({ content: " \n " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Comment cannot be empty");
    expect((await t.anonymous().patch(`/api/thread-comments/${mine.id}`).send({ content: "x" })).status).toBe(401);
    for (const other of [author, await buildStaff(t.ctx.db)]) {
      const res = await (await t.as(other)).patch(`/api/thread-comments/${mine.id}`).send({ content: "Edited by someone else" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the comment's author can edit it" });
    }
  });
});

describe("DELETE /api/thread-comments/:id", () => {
  it("deletes the comment and takes it off the thread's count, once however often it is asked", async () => {
    const thread = await startThread();
    const first = await comment(thread.id);
    await comment(thread.id, author, "Thanks!");
    expect(await commentCountOf(thread.id)).toBe(2);

    const agent = await t.as(reader);
    const results = await Promise.all([agent.delete(`/api/thread-comments/${first.id}`), agent.delete(`/api/thread-comments/${first.id}`)]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
    expect(await commentCountOf(thread.id)).toBe(1);
    const listed = await t.anonymous().get(`/api/thread-comments/${thread.id}`);
    expect(listed.body.map((c: CommentView) => c.content)).toEqual(["Thanks!"]);
  });

  it("lets staff delete a comment; 401 signed out, 403 for another member (the thread's author too)", async () => {
    const thread = await startThread();
    const mine = await comment(thread.id);
    expect((await t.anonymous().delete(`/api/thread-comments/${mine.id}`)).status).toBe(401);
    const threadAuthor = await (await t.as(author)).delete(`/api/thread-comments/${mine.id}`);
    expect(threadAuthor.status).toBe(403);
    expect(threadAuthor.body).toEqual({ message: "Only the comment's author or staff can delete it" });
    expect((await (await t.as(await buildStaff(t.ctx.db, "moderator"))).delete(`/api/thread-comments/${mine.id}`)).status).toBe(204);
    const [stored] = await t.ctx.db.select().from(communityThreads).where(eq(communityThreads.id, thread.id));
    expect(stored!.commentCount).toBe(0);
  });
});
