import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, type User } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** Notifications straight in the database, oldest first, one second apart. */
async function notify(user: User, count: number, read = false) {
  const base = Date.now() - count * 1000;
  const rows = [];
  for (let i = 0; i < count; i++) {
    const [row] = await t.ctx.db
      .insert(notifications)
      .values({
        userId: user.id,
        type: "new_post",
        title: `Title ${i}`,
        message: `Message ${i}`,
        read,
        createdAt: new Date(base + i * 1000),
      })
      .returning();
    rows.push(row);
  }
  return rows;
}

describe("GET /api/notifications", () => {
  it("lists the caller's own notifications, newest first", async () => {
    const user = await buildUser(t.ctx.db);
    const [older, newer] = await notify(user, 2);
    await notify(await buildUser(t.ctx.db), 1);
    const res = await (await t.as(user)).get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: newer.id,
        type: "new_post",
        title: "Title 1",
        message: "Message 1",
        creatorProfileId: null,
        postId: null,
        liveSessionId: null,
        orderId: null,
        read: false,
        createdAt: newer.createdAt.toISOString(),
      },
      expect.objectContaining({ id: older.id }),
    ]);
  });

  it("pages with limit and before", async () => {
    const user = await buildUser(t.ctx.db);
    const made = (await notify(user, 3)).reverse();
    const agent = await t.as(user);
    const page1 = await agent.get("/api/notifications?limit=2");
    expect(page1.body.map((n: { id: string }) => n.id)).toEqual([made[0].id, made[1].id]);
    const page2 = await agent.get(`/api/notifications?limit=2&before=${made[1].id}`);
    expect(page2.body.map((n: { id: string }) => n.id)).toEqual([made[2].id]);
  });
});

describe("unread count and marking read", () => {
  it("counts unread notifications and marks one read", async () => {
    const user = await buildUser(t.ctx.db);
    const [first] = await notify(user, 3);
    await notify(user, 1, true);
    const agent = await t.as(user);
    expect((await agent.get("/api/notifications/unread-count")).body).toEqual({ count: 3 });

    const res = await agent.post(`/api/notifications/${first.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.id, read: true });
    expect((await agent.get("/api/notifications/unread-count")).body).toEqual({ count: 2 });
  });

  it("marks all of the caller's notifications read, and only theirs", async () => {
    const user = await buildUser(t.ctx.db);
    const other = await buildUser(t.ctx.db);
    await notify(user, 2);
    await notify(user, 1, true);
    const [othersNotification] = await notify(other, 1);
    const agent = await t.as(user);
    const res = await agent.post("/api/notifications/read-all");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2 });
    expect((await agent.get("/api/notifications/unread-count")).body).toEqual({ count: 0 });
    expect((await agent.post("/api/notifications/read-all")).body).toEqual({ updated: 0 });
    const [untouched] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, othersNotification.id));
    expect(untouched.read).toBe(false);
  });

  it("refuses another user's notification and answers 404 for an unknown one", async () => {
    const owner = await buildUser(t.ctx.db);
    const [notification] = await notify(owner, 1);
    const intruder = await t.as(await buildUser(t.ctx.db));
    const res = await intruder.post(`/api/notifications/${notification.id}/read`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "This notification is not yours" });
    const [row] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, notification.id));
    expect(row.read).toBe(false);
    const missing = await intruder.post(`/api/notifications/${crypto.randomUUID()}/read`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Notification not found" });
  });

  it("needs a signed-in user everywhere", async () => {
    const anonymous = t.anonymous();
    for (const res of [
      await anonymous.get("/api/notifications"),
      await anonymous.get("/api/notifications/unread-count"),
      await anonymous.post("/api/notifications/read-all"),
      await anonymous.post(`/api/notifications/${crypto.randomUUID()}/read`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthorized" });
    }
  });
});
