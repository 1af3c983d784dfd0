/**
 * A notification deleted with its post, or hidden and shown again with it by
 * moderation, changes the badge: those who had not read it get `unread.changed`
 * with the new counts once the change commits (jobs of 1,000 people sent in the
 * changing transaction); those who had read it hear nothing.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyFansOfPost } from "../jobs/handlers/notify-fans-of-post";
import { notifications, realtimeEvents, type User } from "../db/schema";
import { buildCreator, buildPost, buildStaff, buildSubscription, buildUser } from "../test/factories";
import { actOnCaseOf, fileReport } from "../test/fixtures/moderation";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function eventsAfter(user: User, seq: number) {
  return t.ctx.db
    .select({ seq: realtimeEvents.seq, type: realtimeEvents.type, data: realtimeEvents.data })
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.userId, user.id), gt(realtimeEvents.seq, seq)))
    .orderBy(asc(realtimeEvents.seq));
}
const lastSeq = async (user: User) => (await eventsAfter(user, 0)).at(-1)?.seq ?? 0;

describe("unread.changed when notifications are deleted", () => {
  it("a deleted post's unread notification is taken off its fan's badge, live", async () => {
    const { owner: creator, profile } = await buildCreator(t.ctx.db);
    const [unreadFan, readFan] = [await buildUser(t.ctx.db), await buildUser(t.ctx.db)];
    for (const fan of [unreadFan, readFan]) await buildSubscription(t.ctx.db, fan, profile);
    const post = await buildPost(t.ctx.db, profile, { isPremium: true });
    await notifyFansOfPost(t.ctx.db, post.id);
    await t.ctx.db.update(notifications).set({ read: true }).where(eq(notifications.userId, readFan.id));
    const before = { unread: await lastSeq(unreadFan), read: await lastSeq(readFan) };

    expect((await (await t.as(creator)).delete(`/api/posts/${post.id}`)).status).toBe(204);
    await t.drainJobs();
    expect(await eventsAfter(unreadFan, before.unread)).toEqual([
      expect.objectContaining({ type: "unread.changed", data: { notifications: 0, messages: 0 } }),
    ]);
    expect(await eventsAfter(readFan, before.read)).toEqual([]);
  });

  it("a post a moderator hides leaves its fans' badges, comes back when shown again, and leaves for good when removed", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const [unreadFan, readFan, reporter] = [await buildUser(t.ctx.db), await buildUser(t.ctx.db), await buildUser(t.ctx.db)];
    for (const fan of [unreadFan, readFan, reporter]) await buildSubscription(t.ctx.db, fan, profile);
    const staff = await buildStaff(t.ctx.db, "moderator");
    const post = await buildPost(t.ctx.db, profile, { isPremium: true });
    await notifyFansOfPost(t.ctx.db, post.id);
    await t.ctx.db.update(notifications).set({ read: true }).where(eq(notifications.userId, readFan.id));
    const target = { type: "post" as const, id: post.id };
    await fileReport(t, reporter, target, "harassment");
    const badge = (notificationsCount: number) => expect.objectContaining({ type: "unread.changed", data: { notifications: notificationsCount, messages: 0 } });

    for (const [action, count] of [["hide", 0], ["restore", 1], ["remove", 0]] as const) {
      const before = { unread: await lastSeq(unreadFan), read: await lastSeq(readFan) };
      await actOnCaseOf(t, staff, target, action);
      await t.drainJobs();
      expect(await eventsAfter(unreadFan, before.unread), action).toEqual([badge(count)]);
      expect(await eventsAfter(readFan, before.read), action).toEqual([]);
    }
  });
});
