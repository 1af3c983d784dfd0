import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentView, ThreadView } from "@shared/api-types";
import { THREAD_CATEGORIES } from "@shared/constants/categories";
import { threadComments, type User } from "../../db/schema";
import { buildUser } from "../../test/factories";
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

async function createThread(body: Record<string, unknown>, user = author): Promise<ThreadView> {
  const res = await (await t.as(user)).post("/api/community-threads").send(body);
  expect(res.status).toBe(201);
  return res.body;
}

async function comment(threadId: string, content: string, user = reader): Promise<CommentView> {
  const res = await (await t.as(user)).post("/api/thread-comments").send({ threadId, content });
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/community-threads", () => {
  it("creates a thread for the signed-in user, trimmed, with no comments yet", async () => {
    const thread = await createThread({
      title: "  Crate training a rescue?  ",
      content: "  Our new pup cries at night. What worked for you?  ",
      category: "Training Tips",
    });
    expect(thread).toEqual({
      id: expect.any(String),
      userId: author.id,
      title: "Crate training a rescue?",
      content: "Our new pup cries at night. What worked for you?",
      category: "Training Tips",
      likes: 0,
      commentCount: 0,
      createdAt: expect.any(String),
    });
  });

  it("files a thread without a category under General", async () => {
    const thread = await createThread({ title: "Hello everyone", content: "Just joined with my two cats!" });
    expect(thread.category).toBe("General");
  });

  it("ignores fields the author may not set", async () => {
    const thread = await createThread({
      title: "Counting fairly",
      content: "Nothing to see",
      category: "General",
      commentCount: 99,
      likes: 1000,
      userId: reader.id,
    });
    expect(thread).toMatchObject({ commentCount: 0, likes: 0, userId: author.id });
  });

  it.each([
    ["a blank title", { title: "   ", content: "Some content" }],
    ["a blank content", { title: "A title", content: " \n\t " }],
    ["a missing title", { content: "Some content" }],
  ])("refuses %s with 'Please fill in all fields'", async (_case, body) => {
    const res = await (await t.as(author)).post("/api/community-threads").send({ category: "General", ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please fill in all fields");
    expect(res.body.errors[0].message).toBe("Please fill in all fields");
  });

  it("refuses a category outside the list", async () => {
    const res = await (await t.as(author))
      .post("/api/community-threads")
      .send({ title: "A title", content: "Some content", category: "Gossip" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Please choose a category",
      errors: [{ path: "category", message: "Please choose a category" }],
    });
  });

  it("needs a signed-in user", async () => {
    const res = await t.anonymous().post("/api/community-threads").send({ title: "Hi", content: "Hello" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});

describe("GET /api/community-threads", () => {
  it("lists threads newest first, to visitors too", async () => {
    const older = await createThread({ title: "Older thread", content: "First", category: "General" });
    const newer = await createThread({ title: "Newer thread", content: "Second", category: "General" });
    const res = await t.anonymous().get("/api/community-threads");
    expect(res.status).toBe(200);
    const ids = (res.body as ThreadView[]).map((th) => th.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(newer.id)).toBe(0);
  });

  it("filters by every category of the list", async () => {
    for (const category of THREAD_CATEGORIES) {
      await createThread({ title: `About ${category}`, content: "Filter me", category });
    }
    for (const category of THREAD_CATEGORIES) {
      const res = await t.anonymous().get("/api/community-threads").query({ category });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect((res.body as ThreadView[]).every((th) => th.category === category)).toBe(true);
    }
  });

  it("treats a blank category as all and refuses an unknown one with 400", async () => {
    const all = await t.anonymous().get("/api/community-threads");
    const blank = await t.anonymous().get("/api/community-threads?category=");
    expect(blank.body).toEqual(all.body);

    const unknown = await t.anonymous().get("/api/community-threads?category=Gossip");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Unknown category. Choose one of: ${THREAD_CATEGORIES.join(", ")}`);
  });

  it("pages with ?limit and ?before, within a category too", async () => {
    const all: ThreadView[] = (await t.anonymous().get("/api/community-threads")).body;
    expect(all.length).toBeGreaterThan(4);
    const first = (await t.anonymous().get("/api/community-threads?limit=2")).body as ThreadView[];
    expect(first.map((th) => th.id)).toEqual(all.slice(0, 2).map((th) => th.id));
    const next = (await t.anonymous().get(`/api/community-threads?limit=2&before=${first[1].id}`)).body as ThreadView[];
    expect(next.map((th) => th.id)).toEqual(all.slice(2, 4).map((th) => th.id));

    const general = all.filter((th) => th.category === "General");
    const page = await t.anonymous().get("/api/community-threads").query({ category: "General", before: general[0].id });
    expect((page.body as ThreadView[]).map((th) => th.id)).toEqual(general.slice(1).map((th) => th.id));
  });

  it("refuses a bad limit", async () => {
    const res = await t.anonymous().get("/api/community-threads?limit=500");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("limit must be at most 100");
  });
});

describe("GET /api/community-threads/:id", () => {
  it("answers one thread", async () => {
    const thread = await createThread({ title: "Show me", content: "Just one", category: "Funny Moments" });
    const res = await t.anonymous().get(`/api/community-threads/${thread.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(thread);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await t.anonymous().get("/api/community-threads/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Thread not found" });
    const malformed = await t.anonymous().get("/api/community-threads/nope");
    expect(malformed.status).toBe(400);
  });
});

describe("comments", () => {
  it("adds a comment by the signed-in user and counts it on the thread", async () => {
    const thread = await createThread({ title: "Comment here", content: "Please", category: "Health Questions" });
    const c = await comment(thread.id, "  Try a vet visit first.  ");
    expect(c).toEqual({
      id: expect.any(String),
      threadId: thread.id,
      userId: reader.id,
      content: "Try a vet visit first.",
      createdAt: expect.any(String),
    });
    const after = await t.anonymous().get(`/api/community-threads/${thread.id}`);
    expect(after.body.commentCount).toBe(1);
  });

  it("keeps commentCount equal to the comments after several, including concurrent ones", async () => {
    const thread = await createThread({ title: "Busy thread", content: "Everyone talk", category: "Success Stories" });
    for (let i = 0; i < 3; i++) await comment(thread.id, `Comment ${i}`, i % 2 ? author : reader);
    await Promise.all([0, 1, 2, 3].map((i) => comment(thread.id, `Concurrent ${i}`)));

    const stored = await t.ctx.db.select().from(threadComments).where(eq(threadComments.threadId, thread.id));
    expect(stored).toHaveLength(7);
    const res = await t.anonymous().get(`/api/community-threads/${thread.id}`);
    expect(res.body.commentCount).toBe(7);
  });

  it("lists a thread's comments newest first, to visitors, with paging", async () => {
    const thread = await createThread({ title: "Ordered", content: "In order", category: "General" });
    const made = [];
    for (const text of ["first", "second", "third"]) made.push(await comment(thread.id, text));
    const res = await t.anonymous().get(`/api/thread-comments/${thread.id}`);
    expect(res.status).toBe(200);
    expect((res.body as CommentView[]).map((c) => c.content)).toEqual(["third", "second", "first"]);

    const page = await t.anonymous().get(`/api/thread-comments/${thread.id}?limit=1&before=${made[2].id}`);
    expect((page.body as CommentView[]).map((c) => c.content)).toEqual(["second"]);
  });

  it("refuses a blank comment and changes no count", async () => {
    const thread = await createThread({ title: "Quiet", content: "Shh", category: "General" });
    const res = await (await t.as(reader)).post("/api/thread-comments").send({ threadId: thread.id, content: "   " });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Comment cannot be empty");
    expect((await t.anonymous().get(`/api/community-threads/${thread.id}`)).body.commentCount).toBe(0);
  });

  it("answers 404 for a comment on an unknown thread and writes nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const res = await (await t.as(reader)).post("/api/thread-comments").send({ threadId: missing, content: "Hello?" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Thread not found" });
    const stored = await t.ctx.db.select().from(threadComments).where(eq(threadComments.threadId, missing));
    expect(stored).toHaveLength(0);
  });

  it("refuses a malformed thread id with 400", async () => {
    const res = await (await t.as(reader)).post("/api/thread-comments").send({ threadId: "abc", content: "Hello" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Thread not found");
  });

  it("answers 404 when listing the comments of an unknown thread", async () => {
    const res = await t.anonymous().get("/api/thread-comments/00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Thread not found" });
  });

  it("needs a signed-in user to comment", async () => {
    const thread = await createThread({ title: "Open", content: "Door", category: "General" });
    const res = await t.anonymous().post("/api/thread-comments").send({ threadId: thread.id, content: "Hi" });
    expect(res.status).toBe(401);
  });
});
