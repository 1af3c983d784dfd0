/**
 * Background jobs: the new-post fan-out in batches, idempotent reruns, and the
 * clean-up of uploads never attached and of expired sessions.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, posts, sessions, subscriptions, uploadTickets, users } from "../db/schema";
import { sampleFile } from "../test/fixtures/media-samples";
import { buildCreator, buildPost, buildSubscription, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { cleanUpUnattachedUploads } from "./handlers/clean-up-unattached-uploads";
import { notifyFansOfPost } from "./handlers/notify-fans-of-post";
import { pruneExpiredSessions } from "./handlers/prune-expired-sessions";

const PNG = sampleFile("image/png", 100);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe("the new-post fan-out", () => {
  it("walks every fan in batches, skips former fans, and writes nothing twice when run again", async () => {
    const { db } = t.ctx;
    const { profile } = await buildCreator(db, { petName: "Pepper" });
    await db.execute(sql`insert into users (auth_subject, username)
      select 'fanout-' || g, 'fanout_' || g from generate_series(1, 25) g`);
    await db.execute(sql`insert into subscriptions (subscriber_id, creator_profile_id, price, status)
      select id, ${profile.id}, '9.99', case when username = 'fanout_7' then 'canceled' else 'active' end
      from users where username like 'fanout\\_%'`);
    const post = await buildPost(db, profile, { mediaType: "video" });

    // Batches of 10 over 24 fans: three statements, each starting where the last ended.
    expect(await notifyFansOfPost(db, post.id, 10)).toBe(24);
    expect(await notifyFansOfPost(db, post.id, 10)).toBe(0);
    const written = await db.select().from(notifications).where(eq(notifications.postId, post.id));
    expect(written).toHaveLength(24);
    expect(new Set(written.map((n) => n.userId)).size).toBe(24);
    expect(written[0]).toMatchObject({ type: "new_post", title: "New post from Pepper", message: "Pepper shared a new video." });
    const [former] = await db.select().from(users).where(eq(users.username, "fanout_7"));
    expect(written.some((n) => n.userId === former!.id)).toBe(false);
  });

  it("does nothing for a post deleted before the job ran", async () => {
    expect(await notifyFansOfPost(t.ctx.db, "00000000-0000-4000-8000-000000000000")).toBe(0);
  });

  it("tells nobody of a video post whose video is not watchable (its transcode tells them once it is)", async () => {
    const { db } = t.ctx;
    const { profile } = await buildCreator(db);
    await buildSubscription(db, await buildUser(db), profile);
    const post = await buildPost(db, profile, { mediaType: "video", videoReady: false });
    expect(await notifyFansOfPost(db, post.id)).toBe(0);
    await db.update(posts).set({ videoReady: true }).where(eq(posts.id, post.id));
    expect(await notifyFansOfPost(db, post.id)).toBe(1);
  });
});

describe("the clean-up jobs", () => {
  it("deletes an upload never attached within an hour of its upload URL's expiry, keeps an attached one, and keeps both tickets for a day", async () => {
    const { db, storage } = t.ctx;
    const owner = await buildUser(db);
    const agent = await t.as(owner);
    const upload = async () => {
      const ticket = (await agent.post("/api/objects/upload").send({ contentType: "image/png", size: PNG.length, purpose: "image" })).body as { uploadURL: string; objectPath: string };
      const url = new URL(ticket.uploadURL);
      expect((await t.anonymous().put(url.pathname + url.search).set("Content-Type", "image/png").send(PNG)).status).toBe(200);
      return ticket;
    };
    const unattached = await upload();
    const attached = await upload();
    expect((await agent.put("/api/profile-images").send({ imageURL: attached.objectPath })).status).toBe(200);
    const stored = async (objectPath: string) => (await storage.stat(objectPath.replace(/^\/objects\//, ""))) !== null;
    const tickets = () => db.select({ objectPath: uploadTickets.objectPath }).from(uploadTickets).where(eq(uploadTickets.ownerId, owner.id));

    const expiry = Date.now() + 15 * 60_000;
    expect(await cleanUpUnattachedUploads(db, storage, new Date(expiry + 30 * 60_000))).toBe(0);
    expect(await stored(unattached.objectPath)).toBe(true);
    expect(await cleanUpUnattachedUploads(db, storage, new Date(expiry + 60 * 60_000))).toBe(1);
    expect(await stored(unattached.objectPath)).toBe(false);
    expect(await stored(attached.objectPath)).toBe(true);
    // The tickets stay for the day's upload quota; a rerun deletes nothing twice.
    expect(await tickets()).toHaveLength(2);
    expect(await cleanUpUnattachedUploads(db, storage, new Date(expiry + 2 * 3600_000))).toBe(0);

    expect(await cleanUpUnattachedUploads(db, storage, new Date(Date.now() + 25 * 3600_000))).toBe(0);
    expect(await tickets()).toEqual([]);
    expect(await stored(attached.objectPath)).toBe(true);
  });

  it("wins over a registration of the same upload at the same moment: once the file is marked for deletion it cannot be put to use", async () => {
    const { db } = t.ctx;
    const owner = await buildUser(db);
    const agent = await t.as(owner);
    const ticket = (await agent.post("/api/objects/upload").send({ contentType: "image/png", size: PNG.length, purpose: "image" })).body as { uploadURL: string; objectPath: string };
    const url = new URL(ticket.uploadURL);
    expect((await t.anonymous().put(url.pathname + url.search).set("Content-Type", "image/png").send(PNG)).status).toBe(200);
    // The job has marked the ticket but not yet deleted the file.
    await db.update(uploadTickets).set({ filesDeletedAt: new Date() }).where(eq(uploadTickets.objectPath, ticket.objectPath.slice("/objects/".length)));

    const registered = await agent.put("/api/profile-images").send({ imageURL: ticket.objectPath });
    expect(registered.status).toBe(400);
    expect(registered.body).toEqual({ message: "Uploaded file not found: please upload it again" });
  });

  it("deletes expired sessions only", async () => {
    const { db } = t.ctx;
    await db.insert(sessions).values([
      { sid: "expired-session", sess: {}, expire: new Date(Date.now() - 60_000) },
      { sid: "live-session", sess: {}, expire: new Date(Date.now() + 3_600_000) },
    ]);
    expect(await pruneExpiredSessions(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select({ sid: sessions.sid }).from(sessions).where(sql`${sessions.sid} in ('expired-session', 'live-session')`);
    expect(left).toEqual([{ sid: "live-session" }]);
  });
});

describe("fans and posts counts", () => {
  it("follow every write to subscriptions and posts", async () => {
    const { db } = t.ctx;
    const { profile } = await buildCreator(db);
    const fan = await buildUser(db);
    const count = async () => (await t.anonymous().get(`/api/creator-profile/${profile.id}`)).body as { fansCount: number; postsCount: number };
    const [subscription] = await db.insert(subscriptions).values({ subscriberId: fan.id, creatorProfileId: profile.id, price: "9.99", status: "active" }).returning();
    const post = await buildPost(db, profile);
    expect(await count()).toMatchObject({ fansCount: 1, postsCount: 1 });
    await db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, subscription!.id));
    expect((await count()).fansCount).toBe(0);
    await db.update(subscriptions).set({ status: "active" }).where(eq(subscriptions.id, subscription!.id));
    expect((await count()).fansCount).toBe(1);
    await db.delete(subscriptions).where(eq(subscriptions.id, subscription!.id));
    await db.execute(sql`delete from posts where id = ${post.id}`);
    expect(await count()).toMatchObject({ fansCount: 0, postsCount: 0 });
  });

  it("count exactly the statuses that make a fan", async () => {
    const { FAN_SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUSES } = await import("@shared/subscriptions");
    for (const status of SUBSCRIPTION_STATUSES) {
      const [row] = (await t.ctx.db.execute<{ fan: boolean }>(sql`select pawfans_is_fan_status(${status}) as fan`)).rows;
      expect(row!.fan, status).toBe((FAN_SUBSCRIPTION_STATUSES as readonly string[]).includes(status));
    }
  });
});
