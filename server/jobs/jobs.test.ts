/**
 * Background jobs: the new-post fan-out in batches, idempotent reruns, and the
 * clean-up of uploads never attached and of expired sessions.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, sessions, subscriptions, uploadTickets, users } from "@shared/schema";
import { buildCreator, buildPost, buildUpload, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { cleanUpUnattachedUploads } from "./handlers/clean-up-unattached-uploads";
import { notifyFansOfPost } from "./handlers/notify-fans-of-post";
import { pruneExpiredSessions } from "./handlers/prune-expired-sessions";

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
});

describe("the clean-up jobs", () => {
  it("deletes uploads never attached a day after their upload URL expired, and keeps the rest", async () => {
    const { db, storage } = t.ctx;
    const owner = await buildUser(db);
    const agent = await t.as(owner);
    const issue = async () => (await agent.post("/api/objects/upload").send({ contentType: "image/png", purpose: "image" })).body as { uploadURL: string; objectPath: string };
    const stale = await issue();
    const recent = await issue();
    const attached = await buildUpload(storage, owner);
    for (const ticket of [stale, recent]) {
      await storage.writeObject(ticket.objectPath.replace(/^\/objects\//, ""), Buffer.from("x"), "image/png");
    }
    await (await t.as(owner)).put("/api/profile-images").send({ imageURL: attached });
    const tickets = await db.select().from(uploadTickets).where(eq(uploadTickets.ownerId, owner.id));
    expect(tickets).toHaveLength(2);

    const twoDaysLater = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const oneHourLater = new Date(Date.now() + 3600 * 1000);
    expect(await cleanUpUnattachedUploads(db, storage, oneHourLater)).toBe(0);
    expect(await cleanUpUnattachedUploads(db, storage, twoDaysLater)).toBe(2);
    const stored = async (objectPath: string) => (await storage.stat(objectPath.replace(/^\/objects\//, ""))) !== null;
    expect(await stored(stale.objectPath)).toBe(false);
    expect(await stored(recent.objectPath)).toBe(false);
    expect(await stored(attached)).toBe(true);
    expect(await db.select().from(uploadTickets).where(eq(uploadTickets.ownerId, owner.id))).toEqual([]);
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
