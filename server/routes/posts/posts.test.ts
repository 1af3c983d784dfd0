import { LOCKED_POST_REFUSALS } from "@shared/post-audience";
import { notifyFansOfPost } from "../../jobs/handlers/notify-fans-of-post";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaObjects, notifications, postLikes, posts } from "../../db/schema";
import { buildCreator, buildPost, buildSubscription, buildUpload, buildUser, buildStaff } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function newPostBody(owner: { id: string }, profile: { id: string }, overrides: Record<string, unknown> = {}) {
  return {
    creatorProfileId: profile.id,
    caption: "Beach day!",
    mediaUrl: await buildUpload(t.ctx.storage, owner),
    mediaType: "image",
    isPremium: false,
    ...overrides,
  };
}

describe("POST /api/posts", () => {
  it("publishes a post on the owner's profile", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const body = await newPostBody(owner, profile, { caption: "  Beach day! ", isPremium: true });
    const res = await (await t.as(owner)).post("/api/posts").send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      creatorProfileId: profile.id,
      caption: "Beach day!",
      mediaType: "image",
      mediaUrl: body.mediaUrl,
      thumbnailUrl: null,
      // Shown as uploaded until the image job has made its size, placeholder and variants.
      mediaImage: { url: body.mediaUrl, width: null, height: null, placeholder: null, variants: [] },
      thumbnailImage: null,
      teaser: null,
      duration: null,
      isPremium: true,
      audience: { kind: "fans" },
      behindTheScenes: false,
      likes: 0,
      commentsCount: 0,
      likedByViewer: false,
      locked: false,
      lockReason: null,
      unlockTier: null,
      createdAt: expect.any(String),
    });
    // The media became readable by the creator's subscribers only.
    const objectPath = body.mediaUrl.replace("/objects/", "");
    const [media] = await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, objectPath));
    expect(media).toMatchObject({ visibility: "subscribers", creatorProfileId: profile.id, postId: res.body.id, ownerId: owner.id });
  });

  it("takes only the allowed fields", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const chosenId = crypto.randomUUID();
    const body = await newPostBody(owner, profile, { likes: 1000, id: chosenId });
    const res = await (await t.as(owner)).post("/api/posts").send(body);
    expect(res.status).toBe(201);
    expect(res.body.likes).toBe(0);
    expect(res.body.id).not.toBe(chosenId);
  });

  it.each([
    [{ caption: "   " }, "Please add a caption for your post"],
    [{ caption: undefined }, "Please add a caption for your post"],
    [{ mediaUrl: "" }, "Please upload a photo, video, or reel for your post"],
    [{ mediaUrl: undefined }, "Please upload a photo, video, or reel for your post"],
    [{ mediaType: "gif" }, "Media type must be image, video or reel"],
    [{ creatorProfileId: "nope" }, "Creator profile not found"],
  ])("refuses %j with %s", async (overrides, message) => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const res = await (await t.as(owner)).post("/api/posts").send(await newPostBody(owner, profile, overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for an unknown profile and 403 for someone else's", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    const unknown = await agent.post("/api/posts").send(await newPostBody(owner, { id: crypto.randomUUID() }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Creator profile not found" });
    const intruder = await buildUser(t.ctx.db);
    const res = await (await t.as(intruder)).post("/api/posts").send(await newPostBody(intruder, profile));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Only the profile's owner can post to it" });
  });

  it("refuses media the caller did not upload, and writes nothing", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const stranger = await buildUser(t.ctx.db);
    const strangersFile = await buildUpload(t.ctx.storage, stranger);
    const missingFile = `/objects/uploads/${owner.id}/${crypto.randomUUID()}`;
    await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile);
    const agent = await t.as(owner);
    const notMine = await agent.post("/api/posts").send(await newPostBody(owner, profile, { mediaUrl: strangersFile }));
    expect(notMine.status).toBe(403);
    const missing = await agent.post("/api/posts").send(await newPostBody(owner, profile, { mediaUrl: missingFile }));
    expect(missing.status).toBe(400);
    expect(await t.ctx.db.select().from(posts).where(eq(posts.creatorProfileId, profile.id))).toEqual([]);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.creatorProfileId, profile.id))).toEqual([]);
  });

  it("notifies every active subscriber, and nobody else, through one background job", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Mochi" });
    const [fanA, fanB, former, stranger] = await Promise.all([
      buildUser(t.ctx.db),
      buildUser(t.ctx.db),
      buildUser(t.ctx.db),
      buildUser(t.ctx.db),
    ]);
    await buildSubscription(t.ctx.db, fanA, profile);
    await buildSubscription(t.ctx.db, fanB, profile);
    await buildSubscription(t.ctx.db, former, profile, { status: "canceled" });

    const res = await (await t.as(owner)).post("/api/posts").send(await newPostBody(owner, profile));
    expect(res.status).toBe(201);
    // The post's transaction sent the job; a worker writes the notifications.
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.postId, res.body.id))).toEqual([]);
    const jobs = await t.ctx.db.execute(sql`select 1 from pgboss.job where name = 'notify-fans-of-post' and data->>'postId' = ${res.body.id}`);
    expect(jobs.rows).toHaveLength(1);
    await t.drainJobs();
    // A job may run twice (a worker that dies mid-job): a rerun writes nothing twice.
    await notifyFansOfPost(t.ctx.db, res.body.id);

    for (const fan of [fanA, fanB]) {
      const agent = await t.as(fan);
      const list = await agent.get("/api/notifications");
      expect(list.body).toEqual([
        {
          id: expect.any(String),
          type: "new_post",
          title: "New post from Mochi",
          message: "Mochi shared a new image.",
          creatorProfileId: profile.id,
          postId: res.body.id,
          liveSessionId: null,
          orderId: null,
          read: false,
          createdAt: expect.any(String),
        },
      ]);
      expect((await agent.get("/api/notifications/unread-count")).body).toEqual({ count: 1 });
    }
    for (const nobody of [former, stranger, owner]) {
      const list = await (await t.as(nobody)).get("/api/notifications");
      expect(list.body).toEqual([]);
    }
  });
});

describe("GET /api/posts/creator/:creatorProfileId", () => {
  async function creatorWithPosts() {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const base = Date.now();
    const open = await buildPost(t.ctx.db, profile, {
      caption: "Free",
      thumbnailUrl: "/objects/uploads/t/free-thumb",
      createdAt: new Date(base - 2000),
    });
    const premium = await buildPost(t.ctx.db, profile, {
      caption: "Exclusive",
      isPremium: true,
      mediaType: "video",
      thumbnailUrl: "/objects/uploads/t/thumb",
      duration: 12,
      createdAt: new Date(base - 1000),
    });
    return { owner, profile, open, premium };
  }

  it("shows premium posts locked to a signed-out visitor", async () => {
    const { profile, open, premium } = await creatorWithPosts();
    const res = await t.anonymous().get(`/api/posts/creator/${profile.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual([premium.id, open.id]);
    expect(res.body[0]).toEqual({
      id: premium.id,
      creatorProfileId: profile.id,
      caption: "Exclusive",
      mediaType: "video",
      mediaUrl: null,
      thumbnailUrl: null,
      mediaImage: null,
      thumbnailImage: null,
      teaser: null,
      duration: 12,
      isPremium: true,
      audience: { kind: "fans" },
      behindTheScenes: false,
      likes: 0,
      commentsCount: 0,
      likedByViewer: false,
      locked: true,
      lockReason: "subscribe",
      // The creator offers no tier: subscribing at the profile's price unlocks it.
      unlockTier: null,
      createdAt: premium.createdAt.toISOString(),
    });
    expect(res.body[1]).toMatchObject({ mediaUrl: open.mediaUrl, thumbnailUrl: "/objects/uploads/t/free-thumb", locked: false });
  });

  it("locks premium media for another user and a former subscriber; staff see it (they review reported posts)", async () => {
    const { profile, premium } = await creatorWithPosts();
    const former = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, former, profile, { status: "canceled" });
    for (const viewer of [await buildUser(t.ctx.db), former]) {
      const res = await (await t.as(viewer)).get(`/api/posts/creator/${profile.id}`);
      const shown = res.body.find((p: { id: string }) => p.id === premium.id);
      expect(shown).toMatchObject({ mediaUrl: null, thumbnailUrl: null, locked: true, lockReason: "subscribe" });
    }
    const byStaff = await (await t.as(await buildStaff(t.ctx.db))).get(`/api/posts/creator/${profile.id}`);
    expect(byStaff.body.find((p: { id: string }) => p.id === premium.id)).toMatchObject({ mediaUrl: premium.mediaUrl, locked: false });
  });

  it("unlocks premium media for an active subscriber and for the owner (the video's original address to its owner only: fans stream it)", async () => {
    const { owner, profile, premium } = await creatorWithPosts();
    const fan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile);
    for (const [viewer, mediaUrl] of [[fan, null], [owner, premium.mediaUrl]] as const) {
      const res = await (await t.as(viewer)).get(`/api/posts/creator/${profile.id}`);
      const shown = res.body.find((p: { id: string }) => p.id === premium.id);
      expect(shown).toMatchObject({ mediaUrl, thumbnailUrl: "/objects/uploads/t/thumb", locked: false });
    }
  });

  it("says which posts the viewer liked", async () => {
    const { profile, open, premium } = await creatorWithPosts();
    const fan = await buildUser(t.ctx.db);
    await t.ctx.db.insert(postLikes).values({ userId: fan.id, postId: open.id });
    const mine = await (await t.as(fan)).get(`/api/posts/creator/${profile.id}`);
    const liked = Object.fromEntries(mine.body.map((p: { id: string; likedByViewer: boolean }) => [p.id, p.likedByViewer]));
    expect(liked).toEqual({ [open.id]: true, [premium.id]: false });
    const someoneElse = await (await t.as(await buildUser(t.ctx.db))).get(`/api/posts/creator/${profile.id}`);
    expect(someoneElse.body.every((p: { likedByViewer: boolean }) => p.likedByViewer === false)).toBe(true);
  });

  it("pages newest first with limit and before", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const base = Date.now();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await buildPost(t.ctx.db, profile, { createdAt: new Date(base - i * 1000) }));
    const page1 = await t.anonymous().get(`/api/posts/creator/${profile.id}?limit=2`);
    expect(page1.body.map((p: { id: string }) => p.id)).toEqual([made[0].id, made[1].id]);
    const page2 = await t.anonymous().get(`/api/posts/creator/${profile.id}?limit=2&before=${made[1].id}`);
    expect(page2.body.map((p: { id: string }) => p.id)).toEqual([made[2].id, made[3].id]);
    const last = await t.anonymous().get(`/api/posts/creator/${profile.id}?before=${made[3].id}`);
    expect(last.body.map((p: { id: string }) => p.id)).toEqual([made[4].id]);
  });

  it("answers 404 for an unknown profile", async () => {
    const res = await t.anonymous().get(`/api/posts/creator/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Creator profile not found" });
  });
});

describe("POST and DELETE /api/posts/:id/like", () => {
  it("likes once per user: a second like changes nothing", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const post = await buildPost(t.ctx.db, profile);
    const fan = await t.as(await buildUser(t.ctx.db));
    const first = await fan.post(`/api/posts/${post.id}/like`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ likes: 1, likedByViewer: true });
    const again = await fan.post(`/api/posts/${post.id}/like`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ likes: 1, likedByViewer: true });
    const other = await (await t.as(await buildUser(t.ctx.db))).post(`/api/posts/${post.id}/like`);
    expect(other.body).toEqual({ likes: 2, likedByViewer: true });
  });

  it("counts simultaneous likes of one user once", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const post = await buildPost(t.ctx.db, profile);
    const fan = await t.as(await buildUser(t.ctx.db));
    const results = await Promise.all([1, 2, 3].map(() => fan.post(`/api/posts/${post.id}/like`)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const [row] = await t.ctx.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row.likes).toBe(1);
  });

  it("unlikes, and a second unlike changes nothing", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const post = await buildPost(t.ctx.db, profile);
    const fan = await t.as(await buildUser(t.ctx.db));
    await fan.post(`/api/posts/${post.id}/like`);
    const res = await fan.delete(`/api/posts/${post.id}/like`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ likes: 0, likedByViewer: false });
    const again = await fan.delete(`/api/posts/${post.id}/like`);
    expect(again.body).toEqual({ likes: 0, likedByViewer: false });
  });

  it("refuses a premium post the caller may not view, and allows subscribers", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const post = await buildPost(t.ctx.db, profile, { isPremium: true });
    const outsider = await (await t.as(await buildUser(t.ctx.db))).post(`/api/posts/${post.id}/like`);
    expect(outsider.status).toBe(403);
    expect(outsider.body).toEqual({ message: LOCKED_POST_REFUSALS.subscribe });
    const fan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile);
    const subscriber = await (await t.as(fan)).post(`/api/posts/${post.id}/like`);
    expect(subscriber.body).toEqual({ likes: 1, likedByViewer: true });
  });

  it("needs a signed-in user and an existing post", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const post = await buildPost(t.ctx.db, profile);
    const signedOut = await t.anonymous().post(`/api/posts/${post.id}/like`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: "Unauthorized" });
    const agent = await t.as(await buildUser(t.ctx.db));
    const missing = await agent.post(`/api/posts/${crypto.randomUUID()}/like`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Post not found" });
    const malformed = await agent.delete("/api/posts/not-an-id/like");
    expect([400, 404]).toContain(malformed.status);
  });
});
