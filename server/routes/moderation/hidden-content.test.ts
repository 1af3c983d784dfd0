/**
 * Hidden content (hidden pending review or by a moderator) is invisible to
 * everyone but its author and staff in every list, detail, search,
 * notification and media answer. Its author and staff get it with
 * `hidden: true` (the author sees a notice, staff a badge); visitors never get
 * it, so their answers are the same for all of them.
 */
import type request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  communityThreads,
  marketplaceItems,
  notifications,
  posts,
  threadComments,
  type CreatorProfile,
  type User,
} from "../../db/schema";
import { buildCreator, buildPost, buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { caseIdOf, fileReport } from "../../test/fixtures/moderation";

type Viewer = "visitor" | "member" | "author" | "staff";
const OTHERS: Viewer[] = ["visitor", "member"];
const ALLOWED: Viewer[] = ["author", "staff"];

let t: TestApp;
let author: User;
let hiddenProfile: CreatorProfile;
let visibleProfile: CreatorProfile;
let visibleProfileOwner: User;
let hiddenPostId: string;
let visiblePostId: string;
let hiddenThreadId: string;
let openThreadId: string;
let hiddenCommentId: string;
let hiddenItemId: string;
let fan: User;
const agents = {} as Record<Viewer, request.Agent>;

beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.ctx;
  const hiddenAt = new Date();
  author = await buildUser(db);
  fan = await buildUser(db);
  // The author has one hidden profile; another creator's profile shows one hidden post.
  ({ profile: hiddenProfile } = await buildCreator(db, { owner: author, petName: "Quokkarina", hiddenAt }));
  const other = await buildCreator(db, { petName: "Visible" });
  visibleProfile = other.profile;
  visibleProfileOwner = other.owner;
  hiddenPostId = (await buildPost(db, visibleProfile, { caption: "hidden post", hiddenAt })).id;
  visiblePostId = (await buildPost(db, visibleProfile, { caption: "visible post" })).id;
  // Hidden things of `author` everywhere else.
  const [hiddenThread, openThread] = await db
    .insert(communityThreads)
    .values([
      { userId: author.id, title: "Zanzibarian dog fights", content: "Hidden thread", category: "General", hiddenAt },
      { userId: other.owner.id, title: "Open thread", content: "Visible", category: "General" },
    ])
    .returning();
  hiddenThreadId = hiddenThread!.id;
  openThreadId = openThread!.id;
  const [hiddenComment] = await db
    .insert(threadComments)
    .values([
      { threadId: openThreadId, userId: author.id, content: "hidden comment", hiddenAt },
      { threadId: openThreadId, userId: fan.id, content: "visible comment" },
    ])
    .returning();
  hiddenCommentId = hiddenComment!.id;
  const [item] = await db
    .insert(marketplaceItems)
    .values({
      sellerId: author.id,
      title: "Xenopus frogs wild caught",
      description: "Hidden listing",
      price: "10.00",
      category: "Other",
      condition: "New",
      hiddenAt,
    })
    .returning();
  hiddenItemId = item!.id;

  agents.visitor = t.anonymous();
  agents.member = await t.as(fan);
  agents.author = await t.as(author);
  agents.staff = await t.as(await buildStaff(db, "moderator"));
});
afterAll(() => t?.close());

async function get(viewer: Viewer, path: string) {
  return agents[viewer].get(path);
}

const ids = (body: unknown) => (body as Array<{ id: string }>).map((row) => row.id);

describe("creator profiles", () => {
  it.each(OTHERS)("a hidden profile is in no list and no detail for a %s", async (viewer) => {
    expect(ids((await get(viewer, "/api/creator-profiles?limit=100")).body)).not.toContain(hiddenProfile.id);
    expect((await get(viewer, `/api/creator-profile/${hiddenProfile.id}`)).status).toBe(404);
    expect((await get(viewer, `/api/creator-profile/user/${author.id}`)).status).toBe(404);
    expect((await get(viewer, `/api/posts/creator/${hiddenProfile.id}`)).status).toBe(404);
  });

  it.each(ALLOWED)("the %s gets the hidden profile, marked hidden", async (viewer) => {
    const list = (await get(viewer, "/api/creator-profiles?limit=100")).body as Array<{ id: string; hidden?: boolean }>;
    expect(list.find((p) => p.id === hiddenProfile.id)).toMatchObject({ hidden: true });
    expect((await get(viewer, `/api/creator-profile/${hiddenProfile.id}`)).body).toMatchObject({ hidden: true });
    expect((await get(viewer, `/api/creator-profile/user/${author.id}`)).body).toMatchObject({ id: hiddenProfile.id, hidden: true });
  });

  it.each(OTHERS)("a hidden profile's tiers are missing for a %s", async (viewer) => {
    expect((await get(viewer, `/api/subscription-tiers/creator/${hiddenProfile.id}`)).status).toBe(404);
  });

  it("a hidden profile takes no new fans: missing for a member, refused for staff (409)", async () => {
    const asMember = await agents.member.post("/api/subscriptions").send({ creatorProfileId: hiddenProfile.id });
    expect(asMember.status).toBe(404);
    const asStaff = await agents.staff.post("/api/subscriptions").send({ creatorProfileId: hiddenProfile.id });
    expect(asStaff.status).toBe(409);
    expect(asStaff.body).toEqual({ message: "This profile is under review and takes no new subscriptions" });
  });

  it("a visible profile carries no hidden flag", async () => {
    const res = await get("author", `/api/creator-profile/${visibleProfile.id}`);
    expect(res.body).not.toHaveProperty("hidden");
  });
});

describe("posts", () => {
  it.each(OTHERS)("a hidden post is left out of its creator's feed for a %s", async (viewer) => {
    const feed = ids((await get(viewer, `/api/posts/creator/${visibleProfile.id}`)).body);
    expect(feed).toContain(visiblePostId);
    expect(feed).not.toContain(hiddenPostId);
  });

  it("a member cannot like a hidden post: it is missing", async () => {
    const res = await agents.member.post(`/api/posts/${hiddenPostId}/like`);
    expect(res.status).toBe(404);
  });

  it("the creator and staff get the hidden post, marked hidden", async () => {
    const creatorAgent = await t.as(visibleProfileOwner);
    for (const agent of [creatorAgent, agents.staff]) {
      const feed = (await agent.get(`/api/posts/creator/${visibleProfile.id}`)).body as Array<{ id: string; hidden?: boolean }>;
      expect(feed.find((p) => p.id === hiddenPostId)).toMatchObject({ hidden: true });
      expect(feed.find((p) => p.id === visiblePostId)).not.toHaveProperty("hidden");
    }
  });
});

describe("community", () => {
  it.each(OTHERS)("a hidden thread and a hidden comment are missing for a %s", async (viewer) => {
    expect(ids((await get(viewer, "/api/community-threads?limit=100")).body)).not.toContain(hiddenThreadId);
    expect((await get(viewer, `/api/community-threads/${hiddenThreadId}`)).status).toBe(404);
    expect((await get(viewer, `/api/thread-comments/${hiddenThreadId}`)).status).toBe(404);
    const comments = ids((await get(viewer, `/api/thread-comments/${openThreadId}`)).body);
    expect(comments).toHaveLength(1);
    expect(comments).not.toContain(hiddenCommentId);
  });

  it.each(ALLOWED)("the %s gets the hidden thread and comment, marked hidden", async (viewer) => {
    const threads = (await get(viewer, "/api/community-threads?limit=100")).body as Array<{ id: string; hidden?: boolean }>;
    expect(threads.find((th) => th.id === hiddenThreadId)).toMatchObject({ hidden: true });
    expect((await get(viewer, `/api/community-threads/${hiddenThreadId}`)).body).toMatchObject({ hidden: true });
    const comments = (await get(viewer, `/api/thread-comments/${openThreadId}`)).body as Array<{ id: string; hidden?: boolean }>;
    expect(comments.find((c) => c.id === hiddenCommentId)).toMatchObject({ hidden: true });
  });
});

describe("commenting and comment counts", () => {
  const threadOf = async (id: string) => (await agents.visitor.get(`/api/community-threads/${id}`)).body as { commentCount: number };

  it("nobody but its author and staff can comment on a hidden thread: it is missing", async () => {
    const res = await agents.member.post("/api/thread-comments").send({ threadId: hiddenThreadId, content: "Found it by its id" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Thread not found" });
    expect((await agents.author.post("/api/thread-comments").send({ threadId: hiddenThreadId, content: "My own thread" })).status).toBe(201);
  });

  it("a thread's comment count leaves out hidden comments, and counts them again once shown", async () => {
    const { body: thread } = await agents.member
      .post("/api/community-threads")
      .send({ title: "Crate training", content: "Night one went badly.", category: "Training Tips" });
    const comment = async (content: string) =>
      ((await agents.author.post("/api/thread-comments").send({ threadId: thread.id, content })).body as { id: string }).id;
    const kept = await comment("Cover the crate.");
    const reported = await comment("Just leave the puppy outside all night.");
    expect((await threadOf(thread.id)).commentCount).toBe(2);

    const target = { type: "comment" as const, id: reported };
    await fileReport(t, fan, target, "dangerous_advice");
    const caseId = await caseIdOf(t.ctx.db, target);
    const act = async (action: string) => {
      const { body: found } = await agents.staff.get(`/api/moderation/cases/${caseId}`);
      const res = await agents.staff
        .post(`/api/moderation/cases/${caseId}/actions`)
        .send({ action, note: `Reviewed: ${action}`, version: found.version });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await act("hide");
    expect((await threadOf(thread.id)).commentCount).toBe(1);
    await act("restore");
    expect((await threadOf(thread.id)).commentCount).toBe(2);
    await act("hide");
    // Deleting a hidden comment takes nothing more off; deleting a shown one does.
    expect((await agents.author.delete(`/api/thread-comments/${reported}`)).status).toBe(204);
    expect((await threadOf(thread.id)).commentCount).toBe(1);
    expect((await agents.author.delete(`/api/thread-comments/${kept}`)).status).toBe(204);
    expect((await threadOf(thread.id)).commentCount).toBe(0);
  });
});

describe("Paw Bazar", () => {
  it.each(OTHERS)("a hidden item is missing for a %s", async (viewer) => {
    expect(ids((await get(viewer, "/api/marketplace-items?limit=100")).body)).not.toContain(hiddenItemId);
    expect((await get(viewer, `/api/marketplace-items/${hiddenItemId}`)).status).toBe(404);
  });

  it.each(ALLOWED)("the %s gets the hidden item, marked hidden", async (viewer) => {
    const items = (await get(viewer, "/api/marketplace-items?limit=100")).body as Array<{ id: string; hidden?: boolean }>;
    expect(items.find((i) => i.id === hiddenItemId)).toMatchObject({ hidden: true });
    expect((await get(viewer, `/api/marketplace-items/${hiddenItemId}`)).body).toMatchObject({ hidden: true });
  });
});

describe("search", () => {
  it.each([...OTHERS, ...ALLOWED])("finds no hidden profile, thread or item, not even for the %s", async (viewer) => {
    for (const [type, q] of [
      ["creators", "Quokkarina"],
      ["threads", "Zanzibarian"],
      ["items", "Xenopus"],
    ]) {
      const res = await get(viewer, `/api/search?type=${type}&q=${q}`);
      expect(res.status).toBe(200);
      expect(res.body.results, `${type} ${q}`).toEqual([]);
    }
    const grouped = await get(viewer, "/api/search?q=Zanzibarian");
    expect(grouped.body.results).toEqual([]);
  });

  it("still finds the same content once it is visible", async () => {
    await t.ctx.db.update(communityThreads).set({ hiddenAt: null }).where(eq(communityThreads.id, hiddenThreadId));
    try {
      const res = await get("visitor", "/api/search?type=threads&q=Zanzibarian");
      expect(res.body.results.map((r: { id: string }) => r.id)).toEqual([hiddenThreadId]);
    } finally {
      await t.ctx.db.update(communityThreads).set({ hiddenAt: new Date() }).where(eq(communityThreads.id, hiddenThreadId));
    }
  });
});

describe("notifications", () => {
  it("a fan's notification about a hidden post is left out, and not counted, until it is shown again", async () => {
    const { profile, owner } = await buildCreator(t.ctx.db);
    const post = await buildPost(t.ctx.db, profile);
    await t.ctx.db.insert(notifications).values([
      { userId: fan.id, type: "new_post", title: "New post", message: "hidden one", postId: post.id, creatorProfileId: profile.id },
      { userId: owner.id, type: "new_post", title: "Own", message: "creator's own", postId: post.id, creatorProfileId: profile.id },
    ]);
    const messages = async (agent: request.Agent) => ((await agent.get("/api/notifications")).body as Array<{ message: string }>).map((n) => n.message);
    const unread = async (agent: request.Agent) => (await agent.get("/api/notifications/unread-count")).body.count as number;
    const shownCount = await unread(agents.member);
    expect(await messages(agents.member)).toContain("hidden one");

    await t.ctx.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, post.id));
    expect(await messages(agents.member)).not.toContain("hidden one");
    expect(await unread(agents.member)).toBe(shownCount - 1);
    expect(await messages(await t.as(owner))).toContain("creator's own");

    await t.ctx.db.update(posts).set({ hiddenAt: null }).where(eq(posts.id, post.id));
    expect(await messages(agents.member)).toContain("hidden one");
  });
});

describe("visitors", () => {
  it("every visitor gets the same answer, whoever else is signed in", async () => {
    for (const path of ["/api/creator-profiles", "/api/community-threads", "/api/marketplace-items", `/api/posts/creator/${visibleProfile.id}`]) {
      const first = await t.anonymous().get(path);
      const second = await t.anonymous().get(path);
      expect(second.body, path).toEqual(first.body);
      expect(JSON.stringify(first.body), path).not.toContain('"hidden"');
    }
  });
});
