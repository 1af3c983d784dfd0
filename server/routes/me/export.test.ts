/**
 * GET /api/me/export: a person downloads everything about them as one JSON
 * file, and nothing of anyone else (their fans by shown name only).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, moderationCases, reports } from "../../db/schema";
import { buildCreator, buildTier, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { subscribeAndPay } from "../../test/payments";
import { EXPORT_ROWS_PER_SECTION } from "./export";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** The download, parsed. */
async function exportOf(user: Parameters<TestApp["as"]>[0]) {
  const res = await (await t.as(user)).get("/api/me/export").buffer(true).parse((response, done) => {
    let text = "";
    response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    response.on("end", () => done(null, text));
  });
  expect(res.status).toBe(200);
  return { res, text: res.body as string, data: JSON.parse(res.body as string) };
}

describe("GET /api/me/export", () => {
  it("downloads the caller's data as pawfans-data-<date>.json, and nothing of other people", async () => {
    const { owner: maya, profile } = await buildCreator(t.ctx.db, { petName: "Pepper" });
    await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99" });
    const agent = await t.as(maya);
    const photo = await buildUpload(t.ctx.storage, maya);
    const post = await agent.post("/api/posts").send({ creatorProfileId: profile.id, caption: "Zoomies", mediaUrl: photo, mediaType: "image", isPremium: true });
    expect(post.status).toBe(201);
    const thread = (await agent.post("/api/community-threads").send({ title: "Pepper says hi", content: "Hello!" })).body;
    await agent.post("/api/thread-comments").send({ threadId: thread.id, content: "First!" });
    expect((await agent.post(`/api/posts/${post.body.id}/comments`).send({ content: "Thanks for watching" })).status).toBe(201);
    await agent.post("/api/marketplace-items").send({ title: "Crate", description: "Barely used", price: 30, category: "Accessories", condition: "Good" });
    await t.ctx.db.insert(contactMessages).values({ userId: maya.id, name: "Maya", email: "maya.elsewhere@pets.test", subject: "Hello team", message: "A question about payouts" });
    // Typed by a visitor with Maya's address: anyone can type any address, so it is nobody's to export.
    await t.ctx.db.insert(contactMessages).values({ name: "Not Maya", email: maya.email!, subject: "A stranger's message", message: "Sent with Maya's address" });

    // Another person: a paying fan of Maya, and someone Maya pays.
    const fan = await buildUser(t.ctx.db, { displayName: "Fan Fiona", email: "fiona@secret.test" });
    await subscribeAndPay(t, fan, profile);
    await (await t.as(fan)).post("/api/community-threads").send({ title: "Fiona's private thoughts", content: "Not Maya's" });
    expect((await (await t.as(fan)).post(`/api/posts/${post.body.id}/comments`).send({ content: "Fiona's comment" })).status).toBe(201);
    await t.ctx.db.insert(contactMessages).values({ name: "Fiona", email: "fiona@secret.test", subject: "Fiona's message", message: "Not Maya's business" });
    const { profile: biscuit } = await buildCreator(t.ctx.db, { petName: "Biscuit" });
    await subscribeAndPay(t, maya, biscuit);
    const [moderationCase] = await t.ctx.db
      .insert(moderationCases)
      .values({ targetType: "thread", targetId: thread.id, authorId: maya.id, dueAt: new Date() })
      .returning();
    await t.ctx.db.insert(reports).values({ caseId: moderationCase!.id, reporterId: fan.id, targetType: "thread", targetId: thread.id, reason: "other" });

    const { res, text, data } = await exportOf(maya);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename=pawfans-data-${today}.json`);
    expect(res.headers["cache-control"]).toBe("no-store");

    expect(data.account).toMatchObject({ id: maya.id, email: maya.email, username: maya.username });
    // What each price gives, and whom each post was for.
    const benefits = expect.objectContaining({ video: expect.stringMatching(/^(none|hd|4k)$/), directMessages: expect.any(Boolean) });
    expect(data.creatorProfile).toMatchObject({ id: profile.id, petName: "Pepper", benefits });
    expect(data.subscriptionTiers).toEqual([expect.objectContaining({ name: "Basic", price: "4.99", archivedAt: null, benefits })]);
    expect(data.posts).toEqual([
      expect.objectContaining({ caption: "Zoomies", isPremium: true, audience: { kind: "fans" }, behindTheScenes: false, mediaUrl: `${t.baseUrl}${photo}` }),
    ]);
    expect(data.communityThreads.map((x: { title: string }) => x.title)).toEqual(["Pepper says hi"]);
    expect(data.threadComments).toEqual([expect.objectContaining({ threadId: thread.id, content: "First!" })]);
    expect(data.postComments).toEqual([{ id: expect.any(String), postId: post.body.id, content: "Thanks for watching", createdAt: expect.any(String) }]);
    expect(data.marketplaceItems).toEqual([expect.objectContaining({ title: "Crate", price: "30.00", status: "available" })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: "Hello team" })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ creator: "Biscuit", status: "active" })]);
    expect(data.invoices).toEqual([expect.objectContaining({ status: "paid", amountCents: 999 })]);
    expect(data.subscribers).toEqual([expect.objectContaining({ fan: "Fan Fiona", status: "active" })]);
    // The fan paid 9.99: 7.99 is Maya's share (80%, rounded half up).
    expect(data.earnings).toEqual([expect.objectContaining({ kind: "charge", amountCents: 799 })]);
    expect(data.notifications.map((n: { type: string }) => n.type)).toContain("new_subscriber");
    expect(data.reportsFiled).toEqual([]);
    expect(data.truncated).toEqual([]);

    // Nothing of anyone else: not the fan's email, their thread or their message.
    for (const secret of ["fiona@secret.test", "Fiona's private thoughts", "Fiona's comment", "Fiona's message", "A stranger's message"]) expect(text).not.toContain(secret);
  });

  it("pages through a large list and stops at the cap, saying which lists were cut", async () => {
    const user = await buildUser(t.ctx.db);
    await t.ctx.db.execute(sql`
      insert into notifications (user_id, type, title, message, created_at)
      select ${user.id}, 'new_post', 'Note ' || n, 'Message', now() - (n || ' seconds')::interval
      from generate_series(1, ${EXPORT_ROWS_PER_SECTION + 1}) as n`);
    const { data } = await exportOf(user);
    expect(data.notifications).toHaveLength(EXPORT_ROWS_PER_SECTION);
    // Oldest first, each once.
    expect(data.notifications[0].title).toBe(`Note ${EXPORT_ROWS_PER_SECTION + 1}`);
    expect(new Set(data.notifications.map((n: { id: string }) => n.id)).size).toBe(EXPORT_ROWS_PER_SECTION);
    expect(data.truncated).toEqual(["notifications"]);
  });

  it("needs a signed-in user", async () => {
    expect((await t.anonymous().get("/api/me/export")).status).toBe(401);
  });
});
