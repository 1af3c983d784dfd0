/**
 * A creator controls their posts: PATCH /api/posts/:id changes the caption and
 * whether the post is premium (its media follow at once), DELETE /api/posts/:id
 * removes it with its likes, notifications, media records and stored files.
 * Staff may delete any post but edit none.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostView } from "@shared/api-types";
import { creatorProfiles, mediaObjects, notifications, postLikes, posts, type CreatorProfile, type User } from "../../db/schema";
import { buildCreator, buildStaff, buildSubscription, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** Publishes a post through the API, as its creator does, with a fresh upload. */
async function publish(owner: User, profile: CreatorProfile, overrides: Record<string, unknown> = {}): Promise<PostView> {
  const body = {
    creatorProfileId: profile.id,
    caption: "Beach day!",
    mediaUrl: await buildUpload(t.ctx.storage, owner),
    mediaType: "image",
    isPremium: false,
    ...overrides,
  };
  const res = await (await t.as(owner)).post("/api/posts").send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as PostView;
}

async function statusOfMedia(agent: Awaited<ReturnType<TestApp["as"]>> | ReturnType<TestApp["anonymous"]>, mediaUrl: string) {
  return (await agent.get(mediaUrl)).status;
}

describe("PATCH /api/posts/:id", () => {
  it("changes the caption, trimmed, and nothing else", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const post = await publish(owner, profile);
    const res = await (await t.as(owner)).patch(`/api/posts/${post.id}`).send({ caption: "  Sunset walk  ", likes: 999 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: post.id, caption: "Sunset walk", isPremium: false, likes: 0, mediaUrl: post.mediaUrl });
  });

  it("makes a post premium: its media stop being served to anyone but fans and the creator at once", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile);
    const stranger = await buildUser(t.ctx.db);
    const post = await publish(owner, profile);
    expect(await statusOfMedia(t.anonymous(), post.mediaUrl!)).toBe(200);

    const res = await (await t.as(owner)).patch(`/api/posts/${post.id}`).send({ isPremium: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isPremium: true, locked: false });
    expect(await statusOfMedia(t.anonymous(), post.mediaUrl!)).toBe(404);
    expect(await statusOfMedia(await t.as(stranger), post.mediaUrl!)).toBe(404);
    expect(await statusOfMedia(await t.as(fan), post.mediaUrl!)).toBe(200);
    expect(await statusOfMedia(await t.as(owner), post.mediaUrl!)).toBe(200);
    const feed = await t.anonymous().get(`/api/posts/creator/${profile.id}`);
    expect(feed.body[0]).toMatchObject({ id: post.id, locked: true, mediaUrl: null });
  });

  it("makes a premium post public: its media are served to everyone at once", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const post = await publish(owner, profile, { isPremium: true });
    expect(await statusOfMedia(t.anonymous(), post.mediaUrl!)).toBe(404);

    const res = await (await t.as(owner)).patch(`/api/posts/${post.id}`).send({ isPremium: false });
    expect(res.status).toBe(200);
    expect(await statusOfMedia(t.anonymous(), post.mediaUrl!)).toBe(200);
    const [media] = await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, post.mediaUrl!.slice("/objects/".length)));
    expect(media).toMatchObject({ visibility: "public", creatorProfileId: null });
  });

  it("refuses to flip a file another post still shows under the other rule, and changes nothing", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const first = await publish(owner, profile);
    const second = await publish(owner, profile, { mediaUrl: first.mediaUrl });
    const res = await (await t.as(owner)).patch(`/api/posts/${first.id}`).send({ isPremium: true, caption: "Changed" });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/also shown elsewhere/);
    const [stored] = await t.ctx.db.select().from(posts).where(eq(posts.id, first.id));
    expect(stored).toMatchObject({ isPremium: false, caption: "Beach day!" });
    expect(await statusOfMedia(t.anonymous(), second.mediaUrl!)).toBe(200);
  });

  it.each([
    [{}, "Nothing to change"],
    [{ caption: "   " }, "Please add a caption for your post"],
    [{ caption: "c".repeat(2201) }, "Caption must be at most 2200 characters"],
    [{ isPremium: "yes" }, "Premium must be true or false"],
  ])("refuses %j with 400 %s", async (body, message) => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const post = await publish(owner, profile);
    const res = await (await t.as(owner)).patch(`/api/posts/${post.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("is for the creator only: 401 signed out, 403 for another member and for staff, 404 for no post", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const post = await publish(owner, profile);
    const signedOut = await t.anonymous().patch(`/api/posts/${post.id}`).send({ caption: "Mine now" });
    expect(signedOut.status).toBe(401);
    for (const other of [await buildUser(t.ctx.db), await buildStaff(t.ctx.db)]) {
      const res = await (await t.as(other)).patch(`/api/posts/${post.id}`).send({ caption: "Mine now" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the post's creator can edit it" });
    }
    const missing = await (await t.as(owner)).patch(`/api/posts/${crypto.randomUUID()}`).send({ caption: "x" });
    expect(missing.status).toBe(404);
    const [stored] = await t.ctx.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored!.caption).toBe("Beach day!");
  });
});

describe("DELETE /api/posts/:id", () => {
  it("deletes the post, its likes and notifications, its media record, and its file once the job runs", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile);
    const post = await publish(owner, profile);
    await t.drainJobs(); // the fan is notified of the new post
    expect((await (await t.as(fan)).post(`/api/posts/${post.id}/like`)).status).toBe(200);
    const objectPath = post.mediaUrl!.slice("/objects/".length);

    const res = await (await t.as(owner)).delete(`/api/posts/${post.id}`);
    expect(res.status).toBe(204);
    expect(await t.ctx.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await t.ctx.db.select().from(postLikes).where(eq(postLikes.postId, post.id))).toEqual([]);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.postId, post.id))).toEqual([]);
    expect(await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, objectPath))).toEqual([]);
    const [counted] = await t.ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, profile.id));
    expect(counted!.postsCount).toBe(0);
    // The file goes after the transaction, by a job.
    expect(await t.ctx.storage.stat(objectPath)).not.toBeNull();
    await t.drainJobs();
    expect(await t.ctx.storage.stat(objectPath)).toBeNull();
    expect((await t.anonymous().get(`/api/posts/creator/${profile.id}`)).body).toEqual([]);
  });

  it("keeps a file another post still shows", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const first = await publish(owner, profile);
    const second = await publish(owner, profile, { mediaUrl: first.mediaUrl });
    expect((await (await t.as(owner)).delete(`/api/posts/${first.id}`)).status).toBe(204);
    await t.drainJobs();
    expect(await statusOfMedia(t.anonymous(), second.mediaUrl!)).toBe(200);
  });

  it("lets staff delete any post; 401 signed out, 403 for another member, 404 once gone", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const post = await publish(owner, profile);
    expect((await t.anonymous().delete(`/api/posts/${post.id}`)).status).toBe(401);
    const other = await (await t.as(await buildUser(t.ctx.db))).delete(`/api/posts/${post.id}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: "Only the post's creator or staff can delete it" });
    const staff = await (await t.as(await buildStaff(t.ctx.db, "moderator"))).delete(`/api/posts/${post.id}`);
    expect(staff.status).toBe(204);
    expect((await (await t.as(owner)).delete(`/api/posts/${post.id}`)).status).toBe(404);
  });

  it("answers 404, not 403, to another member for a post hidden by moderators", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const post = await publish(owner, profile);
    await t.ctx.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, post.id));
    expect((await (await t.as(await buildUser(t.ctx.db))).delete(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await (await t.as(owner)).delete(`/api/posts/${post.id}`)).status).toBe(204);
  });
});
