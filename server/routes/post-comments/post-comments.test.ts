/**
 * Comments on creator posts: GET/POST /api/posts/:id/comments, PATCH/DELETE
 * /api/post-comments/:id. Whoever may see a post reads and writes its comments
 * (the posts' one content rule); a locked post's comments answer 403 with what
 * unlocks them. The author edits a comment; the author, the post's creator and
 * staff delete it. The post's commentsCount follows, and the creator hears of
 * new comments in one notification job per post, however many arrive.
 */
import { LOCKED_POST_REFUSALS } from "@shared/post-audience";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostCommentView } from "@shared/api-types";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { notifications, postComments, posts, type CreatorProfile, type Post, type User } from "../../db/schema";
import { buildCreator, buildPost, buildStaff, buildSubscription, buildUser } from "../../test/factories";
import { actOnCaseOf, caseIdOf, caseOf, fileReport } from "../../test/fixtures/moderation";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let owner: User;
let profile: CreatorProfile;
let fan: User;
let member: User;
let staff: User;
let publicPost: Post;
let premiumPost: Post;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, profile } = await buildCreator(t.ctx.db));
  fan = await buildUser(t.ctx.db);
  await buildSubscription(t.ctx.db, fan, profile);
  member = await buildUser(t.ctx.db);
  staff = await buildStaff(t.ctx.db);
  publicPost = await buildPost(t.ctx.db, profile);
  premiumPost = await buildPost(t.ctx.db, profile, { isPremium: true });
});
afterAll(() => t?.close());

const LOCKED = LOCKED_POST_REFUSALS.subscribe;

type Viewer = "signed out" | "member" | "fan" | "creator" | "staff";
async function agentOf(viewer: Viewer) {
  const users: Record<Exclude<Viewer, "signed out">, User> = { member, fan, creator: owner, staff };
  return viewer === "signed out" ? t.anonymous() : t.as(users[viewer]);
}

async function comment(as: User, post: Pick<Post, "id">, content = "So fluffy!"): Promise<PostCommentView> {
  const res = await (await t.as(as)).post(`/api/posts/${post.id}/comments`).send({ content });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as PostCommentView;
}

async function commentsCountOf(post: Pick<Post, "id">): Promise<number> {
  const [row] = await t.ctx.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, post.id));
  return row!.n;
}

describe("who may read and write a post's comments", () => {
  it.each<[Viewer, number, number]>([
    ["signed out", 200, 401],
    ["member", 200, 201],
    ["fan", 200, 201],
    ["creator", 200, 201],
    ["staff", 200, 201],
  ])("a public post: %s reads (%i) and writes (%i)", async (viewer, reads, writes) => {
    const agent = await agentOf(viewer);
    expect((await agent.get(`/api/posts/${publicPost.id}/comments`)).status).toBe(reads);
    expect((await agent.post(`/api/posts/${publicPost.id}/comments`).send({ content: "Hello" })).status).toBe(writes);
  });

  const UNAUTHORIZED = "Unauthorized";
  it.each<[Viewer, number, string | undefined, number, string | undefined]>([
    ["signed out", 403, LOCKED, 401, UNAUTHORIZED],
    ["member", 403, LOCKED, 403, LOCKED],
    ["fan", 200, undefined, 201, undefined],
    ["creator", 200, undefined, 201, undefined],
    ["staff", 200, undefined, 201, undefined],
  ])("a premium post: %s reads (%i %s) and writes (%i %s)", async (viewer, reads, readMessage, writes, writeMessage) => {
    const agent = await agentOf(viewer);
    const read = await agent.get(`/api/posts/${premiumPost.id}/comments`);
    expect(read.status).toBe(reads);
    expect(read.body.message).toBe(readMessage);
    const write = await agent.post(`/api/posts/${premiumPost.id}/comments`).send({ content: "Hello" });
    expect(write.status).toBe(writes);
    expect(write.body.message).toBe(writeMessage);
  });

  it("a fan whose subscription ended is locked out of the comments again", async () => {
    const former = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, former, profile, { status: "canceled" });
    const res = await (await t.as(former)).get(`/api/posts/${premiumPost.id}/comments`);
    expect(res).toMatchObject({ status: 403, body: { message: LOCKED } });
  });

  it("answers 404 for an unknown or hidden post and 400 for a malformed id", async () => {
    const hidden = await buildPost(t.ctx.db, profile, { hiddenAt: new Date() });
    expect((await t.anonymous().get(`/api/posts/${crypto.randomUUID()}/comments`)).body).toEqual({ message: "Post not found" });
    expect((await (await t.as(fan)).post(`/api/posts/${hidden.id}/comments`).send({ content: "Hi" })).status).toBe(404);
    expect((await (await t.as(owner)).get(`/api/posts/${hidden.id}/comments`)).status).toBe(200);
    expect((await t.anonymous().get("/api/posts/not-an-id/comments")).status).toBe(400);
  });
});

describe("POST /api/posts/:id/comments", () => {
  it("adds the comment by the signed-in user, trimmed, ignoring fields they may not set, and counts it on the post", async () => {
    const post = await buildPost(t.ctx.db, profile);
    const res = await (await t.as(fan))
      .post(`/api/posts/${post.id}/comments`)
      .send({ content: "  Good boy!  ", userId: owner.id, postId: publicPost.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      postId: post.id,
      userId: fan.id,
      content: "Good boy!",
      createdAt: expect.any(String),
    });
    expect(await commentsCountOf(post)).toBe(1);
    const feed = await t.anonymous().get(`/api/posts/creator/${profile.id}`);
    expect(feed.body.find((p: { id: string }) => p.id === post.id)).toMatchObject({ commentsCount: 1 });
  });

  it("keeps commentsCount equal to the comments after concurrent ones", async () => {
    const post = await buildPost(t.ctx.db, profile);
    const agent = await t.as(fan);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => agent.post(`/api/posts/${post.id}/comments`).send({ content: `#${n}` })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await commentsCountOf(post)).toBe(5);
  });

  it.each([
    [{ content: "   " }, "Comment cannot be empty"],
    [{}, "Comment cannot be empty"],
    [{ content: "x".repeat(TEXT_LIMITS.comment + 1) }, `Comment must be at most ${TEXT_LIMITS.comment} characters`],
  ])("refuses %j with 400 and writes nothing", async (body, message) => {
    const post = await buildPost(t.ctx.db, profile);
    const res = await (await t.as(fan)).post(`/api/posts/${post.id}/comments`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await commentsCountOf(post)).toBe(0);
  });
});

describe("GET /api/posts/:id/comments", () => {
  it("lists a post's comments newest first, with ?limit and ?before pages", async () => {
    const post = await buildPost(t.ctx.db, profile);
    const written = [];
    for (const n of [1, 2, 3]) written.push(await comment(fan, post, `#${n}`));
    const first = await t.anonymous().get(`/api/posts/${post.id}/comments?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.map((c: PostCommentView) => c.content)).toEqual(["#3", "#2"]);
    const next = await t.anonymous().get(`/api/posts/${post.id}/comments?limit=2&before=${first.body[1].id}`);
    expect(next.body.map((c: PostCommentView) => c.content)).toEqual(["#1"]);
    expect((await t.anonymous().get(`/api/posts/${post.id}/comments?limit=0`)).status).toBe(400);
    expect(written).toHaveLength(3);
  });

  it("shows a hidden comment to its author and staff only, marked hidden", async () => {
    const post = await buildPost(t.ctx.db, profile);
    const mine = await comment(member, post, "Hidden one");
    await t.ctx.db.update(postComments).set({ hiddenAt: new Date() }).where(eq(postComments.id, mine.id));
    expect((await t.anonymous().get(`/api/posts/${post.id}/comments`)).body).toEqual([]);
    expect((await (await t.as(owner)).get(`/api/posts/${post.id}/comments`)).body).toEqual([]);
    expect((await (await t.as(member)).get(`/api/posts/${post.id}/comments`)).body).toEqual([
      expect.objectContaining({ id: mine.id, hidden: true }),
    ]);
    expect((await (await t.as(staff)).get(`/api/posts/${post.id}/comments`)).body).toEqual([
      expect.objectContaining({ id: mine.id, hidden: true }),
    ]);
  });
});

describe("PATCH /api/post-comments/:id", () => {
  it("lets the author change the text, trimmed", async () => {
    const written = await comment(fan, publicPost, "Typo");
    const res = await (await t.as(fan)).patch(`/api/post-comments/${written.id}`).send({ content: "  Fixed  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: written.id, content: "Fixed", userId: fan.id });
  });

  it.each<[Viewer, number, string]>([
    ["signed out", 401, "Unauthorized"],
    ["member", 403, "Only the comment's author can edit it"],
    ["creator", 403, "Only the comment's author can edit it"],
    ["staff", 403, "Only the comment's author can edit it"],
  ])("refuses %s (%i)", async (viewer, status, message) => {
    const written = await comment(fan, publicPost, "Mine");
    const res = await (await agentOf(viewer)).patch(`/api/post-comments/${written.id}`).send({ content: "Theirs" });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
  });

  it("refuses a blank text (400) and answers 404 for an unknown comment", async () => {
    const written = await comment(fan, publicPost);
    expect((await (await t.as(fan)).patch(`/api/post-comments/${written.id}`).send({ content: " " })).body).toEqual(
      expect.objectContaining({ message: "Comment cannot be empty" }),
    );
    const unknown = await (await t.as(fan)).patch(`/api/post-comments/${crypto.randomUUID()}`).send({ content: "x" });
    expect(unknown).toMatchObject({ status: 404, body: { message: "Comment not found" } });
  });

  it("refuses the author's edit once their subscription ended: the premium post is locked to them", async () => {
    const former = await buildUser(t.ctx.db);
    const subscription = await buildSubscription(t.ctx.db, former, profile);
    const written = await comment(former, premiumPost);
    await t.ctx.db.execute(sql`update subscriptions set status = 'canceled' where id = ${subscription.id}`);
    const res = await (await t.as(former)).patch(`/api/post-comments/${written.id}`).send({ content: "Edit" });
    expect(res).toMatchObject({ status: 403, body: { message: LOCKED } });
  });
});

describe("DELETE /api/post-comments/:id", () => {
  it.each<[Viewer, number, string | undefined, number]>([
    ["signed out", 401, "Unauthorized", 1],
    ["member", 403, "Only the comment's author, the post's creator or staff can delete it", 1],
    ["fan", 204, undefined, 0],
    ["creator", 204, undefined, 0],
    ["staff", 204, undefined, 0],
  ])("%s deletes a fan's comment: %i", async (viewer, status, message, countAfter) => {
    const post = await buildPost(t.ctx.db, profile);
    const written = await comment(fan, post);
    const res = await (await agentOf(viewer)).delete(`/api/post-comments/${written.id}`);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await commentsCountOf(post)).toBe(countAfter);
  });

  it("takes one off the count for two deletes of one comment, and none for a hidden comment", async () => {
    const post = await buildPost(t.ctx.db, profile);
    const a = await comment(fan, post);
    await comment(fan, post);
    const agent = await t.as(fan);
    const [first, second] = await Promise.all([agent.delete(`/api/post-comments/${a.id}`), agent.delete(`/api/post-comments/${a.id}`)]);
    expect([first.status, second.status].sort()).toEqual([204, 404]);
    expect(await commentsCountOf(post)).toBe(1);
  });
});

describe("telling the creator about new comments", () => {
  const jobsOf = async (postId: string) =>
    (
      await t.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'notify-creator-of-comments' and data->>'postId' = ${postId}`,
      )
    ).rows[0]!.n;
  const notificationsOf = (user: User, postId: string) =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.postId, postId), eq(notifications.type, NOTIFICATION_TYPES.newComments)));
  /** The job waits to collect comments; the tests let its wait end now. */
  const endTheWait = () => t.ctx.db.execute(sql`update pgboss.job set start_after = now() where name = 'notify-creator-of-comments' and state = 'created'`);

  it("collects several comments into one job and one notification to the creator", async () => {
    const post = await buildPost(t.ctx.db, profile);
    await comment(fan, post, "One");
    await comment(member, post, "Two");
    await comment(fan, post, "Three");
    expect(await jobsOf(post.id)).toBe(1);
    await endTheWait();
    await t.drainJobs();
    const [note, ...more] = await notificationsOf(owner, post.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ title: "New comments on your post", message: "3 new comments on Biscuit's image: “Three”", read: false });
    // A later comment starts a new batch and updates the notification, unread again.
    await t.ctx.db.update(notifications).set({ read: true }).where(eq(notifications.id, note!.id));
    await comment(member, post, "Four");
    expect(await jobsOf(post.id)).toBe(2);
    await endTheWait();
    await t.drainJobs();
    const [again, ...others] = await notificationsOf(owner, post.id);
    expect(others).toEqual([]);
    expect(again).toMatchObject({ message: "1 new comment on Biscuit's image: “Four”", read: false });
  });

  it("sends no job for the creator's own comments", async () => {
    const post = await buildPost(t.ctx.db, profile);
    await comment(owner, post, "Thanks all");
    expect(await jobsOf(post.id)).toBe(0);
  });
});

describe("reporting a comment on a post", () => {
  it("reaches the moderation queue; a moderator's hide takes it out of the list and the count, a restore brings both back", async () => {
    const post = await buildPost(t.ctx.db, profile);
    const written = await comment(member, post, "Buy followers at my site");
    await comment(fan, post, "Lovely");
    const reported = { type: "post_comment" as const, id: written.id };
    await fileReport(t, fan, reported);
    const moderator = await buildStaff(t.ctx.db);
    const queue = await (await t.as(moderator)).get("/api/moderation/cases");
    expect(queue.body).toContainEqual(
      expect.objectContaining({ targetType: "post_comment", targetId: written.id }),
    );
    const shown = await caseOf(t, moderator, await caseIdOf(t.ctx.db, reported));
    expect(shown.target).toMatchObject({ title: "Comment on Biscuit's image", text: "Buy followers at my site", href: `/profile/${owner.id}` });

    await actOnCaseOf(t, moderator, reported, "hide");
    expect(await commentsCountOf(post)).toBe(1);
    expect((await t.anonymous().get(`/api/posts/${post.id}/comments`)).body.map((c: PostCommentView) => c.id)).not.toContain(written.id);
    const ownView = await (await t.as(member)).get(`/api/posts/${post.id}/comments`);
    expect(ownView.body).toContainEqual(expect.objectContaining({ id: written.id, hidden: true }));

    await actOnCaseOf(t, moderator, reported, "restore");
    expect(await commentsCountOf(post)).toBe(2);
    expect((await t.anonymous().get(`/api/posts/${post.id}/comments`)).body.map((c: PostCommentView) => c.id)).toContain(written.id);
  });

  it("a moderator's remove deletes it and takes it off the count", async () => {
    const post = await buildPost(t.ctx.db, profile);
    const written = await comment(member, post, "Spam");
    await fileReport(t, fan, { type: "post_comment", id: written.id });
    await actOnCaseOf(t, await buildStaff(t.ctx.db), { type: "post_comment", id: written.id }, "remove");
    expect(await commentsCountOf(post)).toBe(0);
    expect(await t.ctx.db.select().from(postComments).where(eq(postComments.id, written.id))).toEqual([]);
  });
});
