/**
 * DELETE /api/me: a person deletes their account. Nothing is left half-deleted:
 * their running subscriptions end now at the payment provider (as a fan and,
 * for their fans, as a creator, who are told), their content and uploads go,
 * the users row stays anonymised for the ledger, which is untouched and still
 * balances, every session ends, and a failing step rolls all of it back.
 * Signing in again with the same identity makes a new account.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser, PostView } from "@shared/api-types";
import {
  communityThreads,
  contactMessages,
  creatorProfiles,
  ledgerEntries,
  ledgerTransfers,
  liveSessions,
  marketplaceItems,
  mediaObjects,
  moderationCases,
  notifications,
  postComments,
  postLikes,
  posts,
  reports,
  sessions,
  subscriptions,
  subscriptionTiers,
  threadComments,
  uploadTickets,
  users,
  type CreatorProfile,
  type User,
} from "../../db/schema";
import { buildCreator, buildTier, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { signInThroughProvider } from "../../test/oidc-sign-in";
import { subscribeAndPay } from "../../test/payments";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const objectPathOf = (url: string) => url.slice("/objects/".length);

async function signIn(email: string, firstName = "Maya"): Promise<User> {
  const agent = await signInThroughProvider(t.baseUrl, { email, firstName, lastName: "Thompson" });
  const me = (await agent.get("/api/auth/user")).body as CurrentUser;
  const [user] = await t.ctx.db.select().from(users).where(eq(users.id, me.id));
  return user!;
}

async function publish(owner: User, profile: CreatorProfile, isPremium: boolean): Promise<PostView> {
  const res = await (await t.as(owner))
    .post("/api/posts")
    .send({ creatorProfileId: profile.id, caption: "Nap time", mediaUrl: await buildUpload(t.ctx.storage, owner), mediaType: "image", isPremium });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function ledgerSnapshot() {
  const transfers = await t.ctx.db.select().from(ledgerTransfers);
  const entries = await t.ctx.db.select().from(ledgerEntries);
  const unbalanced = await t.ctx.db.execute(sql`select transfer_id from ledger_entries group by transfer_id having sum(amount_cents) <> 0`);
  return { transfers: transfers.length, entries: entries.length, unbalanced: unbalanced.rows.length };
}

/**
 * A creator who is also a fan, with something in every table: tiers, posts with
 * uploads, a paying fan, a paid subscription of their own, a thread with a
 * comment, comments and likes on other people's things (threads and posts), a listing with a
 * picture, a profile picture, an upload never used, a contact message and a report.
 */
async function busyCreator(email: string) {
  const maya = await signIn(email);
  const { profile } = await buildCreator(t.ctx.db, { owner: maya, petName: "Pepper" });
  const tier = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99" });
  const publicPost = await publish(maya, profile, false);
  const premiumPost = await publish(maya, profile, true);
  await t.ctx.db.insert(liveSessions).values({ creatorProfileId: profile.id, title: "Zoomies live" });

  const fan = await buildUser(t.ctx.db, { displayName: "Fan Fiona" });
  const fansSubscription = await subscribeAndPay(t, fan, profile, { tierId: tier.id });
  expect((await (await t.as(fan)).post(`/api/posts/${premiumPost.id}/like`)).status).toBe(200);

  const { owner: other, profile: othersProfile } = await buildCreator(t.ctx.db, { petName: "Biscuit" });
  const othersPost = await publish(other, othersProfile, false);
  const mayasSubscription = await subscribeAndPay(t, maya, othersProfile);
  const agent = await t.as(maya);
  expect((await agent.post(`/api/posts/${othersPost.id}/like`)).status).toBe(200);
  expect((await agent.post(`/api/posts/${othersPost.id}/comments`).send({ content: "Lovely" })).status).toBe(201);
  expect((await (await t.as(other)).post(`/api/posts/${othersPost.id}/comments`).send({ content: "Thanks!" })).status).toBe(201);
  expect((await (await t.as(fan)).post(`/api/posts/${premiumPost.id}/comments`).send({ content: "Worth it" })).status).toBe(201);

  const ownThread = (await agent.post("/api/community-threads").send({ title: "Pepper's zoomies", content: "Every evening!" })).body;
  await (await t.as(fan)).post("/api/thread-comments").send({ threadId: ownThread.id, content: "So cute" });
  const othersThread = (await (await t.as(fan)).post("/api/community-threads").send({ title: "Leash tips?", content: "Pulls a lot" })).body;
  await agent.post("/api/thread-comments").send({ threadId: othersThread.id, content: "Try a harness" });
  await (await t.as(other)).post("/api/thread-comments").send({ threadId: othersThread.id, content: "Treats help" });

  const itemPhoto = await buildUpload(t.ctx.storage, maya);
  const item = await agent
    .post("/api/marketplace-items")
    .send({ title: "Crate", description: "Barely used", price: 30, category: "Accessories", condition: "Good", imageUrl: itemPhoto });
  expect(item.status).toBe(201);
  const picture = await buildUpload(t.ctx.storage, maya);
  expect((await agent.patch("/api/me").send({ profileImageUrl: picture })).status).toBe(200);
  const neverUsed = await buildUpload(t.ctx.storage, maya);
  await t.ctx.db.insert(uploadTickets).values({ objectPath: objectPathOf(neverUsed), ownerId: maya.id, expiresAt: new Date() });
  await t.ctx.db.insert(contactMessages).values({ userId: maya.id, name: "Maya", email: email.toUpperCase(), subject: "Payout question", message: "When do payouts arrive?" });
  // A visitor's message typed with Maya's address is not Maya's to delete.
  await t.ctx.db.insert(contactMessages).values({ name: "Someone", email, subject: "Typed with her address", message: "Not sent by Maya herself" });
  const [moderationCase] = await t.ctx.db
    .insert(moderationCases)
    .values({ targetType: "thread", targetId: othersThread.id, authorId: fan.id, dueAt: new Date() })
    .returning();
  await t.ctx.db.insert(reports).values({ caseId: moderationCase!.id, reporterId: maya.id, targetType: "thread", targetId: othersThread.id, reason: "spam_scam" });

  return {
    maya,
    profile,
    fan,
    other,
    othersPost,
    othersThread,
    fansSubscription,
    mayasSubscription,
    uploads: [publicPost.mediaUrl!, premiumPost.mediaUrl!, itemPhoto, picture, neverUsed].map(objectPathOf),
  };
}

describe("DELETE /api/me", () => {
  it("deletes everything of the account, anonymises its row and keeps the ledger whole", async () => {
    const world = await busyCreator("maya@pets.test");
    const { maya, profile, fan } = world;
    const ledgerBefore = await ledgerSnapshot();
    expect(ledgerBefore.transfers).toBeGreaterThan(0);
    const agent = await t.as(maya);
    const otherDevice = await t.as(maya);

    const res = await agent.delete("/api/me").send({ confirm: "DELETE" });
    expect(res.status).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/pawfans\.sid=;/);

    // Signed out everywhere.
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(sql`${sessions.sess} -> 'passport' ->> 'user' = ${maya.id}`)).toEqual([]);

    // The row stays, with nothing that identifies the person.
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, maya.id));
    expect(row).toMatchObject({
      email: null,
      username: `deleted_${maya.id.replaceAll("-", "")}`,
      displayName: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      authSubject: null,
      role: "member",
      deletedAt: expect.any(Date),
    });

    // Every table that refers to people: nothing of theirs is left but what the ledger and moderation need.
    const own = {
      postLikes: await t.ctx.db.select().from(postLikes).where(eq(postLikes.userId, maya.id)),
      threads: await t.ctx.db.select().from(communityThreads).where(eq(communityThreads.userId, maya.id)),
      comments: await t.ctx.db.select().from(threadComments).where(eq(threadComments.userId, maya.id)),
      postComments: await t.ctx.db.select().from(postComments).where(eq(postComments.userId, maya.id)),
      items: await t.ctx.db.select().from(marketplaceItems).where(eq(marketplaceItems.sellerId, maya.id)),
      notifications: await t.ctx.db.select().from(notifications).where(eq(notifications.userId, maya.id)),
      mediaObjects: await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, maya.id)),
      uploadTickets: await t.ctx.db.select().from(uploadTickets).where(eq(uploadTickets.ownerId, maya.id)),
      contactMessages: await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.userId, maya.id)),
      posts: await t.ctx.db.select().from(posts).where(eq(posts.creatorProfileId, profile.id)),
      tiers: await t.ctx.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.creatorProfileId, profile.id)),
      liveSessions: await t.ctx.db.select().from(liveSessions).where(eq(liveSessions.creatorProfileId, profile.id)),
      casesNamingThem: await t.ctx.db.select().from(moderationCases).where(eq(moderationCases.authorId, maya.id)),
    };
    for (const [table, rows] of Object.entries(own)) expect(rows, table).toEqual([]);
    expect(await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, "Typed with her address"))).toHaveLength(1);
    // Kept on purpose: their report (the case still needs it; the reporter is anonymous now).
    expect(await t.ctx.db.select().from(reports).where(eq(reports.reporterId, maya.id))).toHaveLength(1);

    // The profile had a paying fan: kept as a hidden, anonymised record the ledger refers to, missing for everyone.
    const [kept] = await t.ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, profile.id));
    expect(kept).toMatchObject({ petName: "Deleted PawPal", bio: "", breed: null, coverImageUrl: null, avatarImageUrl: null, hiddenAt: expect.any(Date), fansCount: 0, postsCount: 0 });
    expect((await t.anonymous().get(`/api/creator-profile/${profile.id}`)).status).toBe(404);
    expect((await t.anonymous().get("/api/creator-profiles")).body.map((p: { id: string }) => p.id)).not.toContain(profile.id);

    // Every running subscription ended now: their own, and their fan's, who is told.
    const theirs = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, maya.id));
    expect(theirs.map((s) => [s.status, s.cancelAtPeriodEnd])).toEqual([["canceled", false]]);
    const [fansSubscription] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, world.fansSubscription.id));
    expect(fansSubscription).toMatchObject({ status: "canceled", canceledAt: expect.any(Date) });
    const told = await (await t.as(fan)).get("/api/notifications");
    expect(told.body).toContainEqual(
      expect.objectContaining({
        type: "creator_left",
        title: "Pepper has left PawFans",
        message: "Pepper's account was deleted, so your subscription has ended. You will not be charged again.",
      }),
    );

    // Counts on other people's things follow.
    const [othersPost] = await t.ctx.db.select().from(posts).where(eq(posts.id, world.othersPost.id));
    expect(othersPost!.likes).toBe(0);
    expect(othersPost!.commentsCount).toBe(1);
    const othersThread = await t.anonymous().get(`/api/community-threads/${world.othersThread.id}`);
    expect(othersThread.body.commentCount).toBe(1);

    // The ledger: not a row changed, every transfer still balances.
    expect(await ledgerSnapshot()).toEqual(ledgerBefore);

    // After commit, the jobs: the provider ends both subscriptions (no further charge) and the files go.
    for (const path of world.uploads) expect(await t.ctx.storage.stat(path), path).not.toBeNull();
    await t.drainJobs();
    for (const id of [world.fansSubscription, world.mayasSubscription].map((s) => s.id)) {
      const [s] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
      const atProvider = await t.ctx.payments.retrieveSubscription(s!.stripeSubscriptionId!);
      expect(atProvider.status).toBe("canceled");
      expect(s!.status).toBe("canceled");
    }
    for (const path of world.uploads) expect(await t.ctx.storage.stat(path), path).toBeNull();
    expect(await ledgerSnapshot()).toEqual(ledgerBefore);
  });

  it("deletes the creator profile itself when it never had a subscriber", async () => {
    const owner = await buildUser(t.ctx.db);
    const { profile } = await buildCreator(t.ctx.db, { owner });
    await publish(owner, profile, true);
    const res = await (await t.as(owner)).delete("/api/me").send({ confirm: owner.username });
    expect(res.status).toBe(204);
    expect(await t.ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, profile.id))).toEqual([]);
  });

  it("lets the same identity sign in again afterwards, as a new account with the same email", async () => {
    const before = await signIn("returning@pets.test", "Rex");
    expect((await (await t.as(before)).delete("/api/me").send({ confirm: "DELETE" })).status).toBe(204);
    const after = await signIn("returning@pets.test", "Rex");
    expect(after.id).not.toBe(before.id);
    expect(after).toMatchObject({ email: "returning@pets.test", firstName: "Rex", deletedAt: null });
    expect(after.username).toBe(before.username);
    const [old] = await t.ctx.db.select().from(users).where(eq(users.id, before.id));
    expect(old!.deletedAt).not.toBeNull();
  });

  it("needs the typed confirmation: a wrong one is 400 and changes nothing", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    for (const body of [{}, { confirm: "" }, { confirm: "delete" }, { confirm: "yes" }, { confirm: `${user.username}x` }]) {
      const res = await agent.delete("/api/me").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe("Type DELETE or your username to confirm");
    }
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    expect((await t.anonymous().delete("/api/me").send({ confirm: "DELETE" })).status).toBe(401);
  });

  it("rolls everything back when a step fails: no content, subscription, session or job is touched", async () => {
    const world = await busyCreator("rollback@pets.test");
    const { maya } = world;
    // A fault in the middle of the deletion: removing their listing fails.
    await t.ctx.db.execute(sql.raw(`
      create function fail_listing_delete() returns trigger language plpgsql as $$
      begin
        if old.seller_id = '${maya.id}' then raise exception 'disk on fire'; end if;
        return old;
      end $$;
      create trigger fail_listing_delete before delete on marketplace_items for each row execute function fail_listing_delete();`));
    const countRows = async () => ({
      subscriptions: await t.ctx.db.select().from(subscriptions).where(and(eq(subscriptions.subscriberId, maya.id), eq(subscriptions.status, "active"))),
      fans: await t.ctx.db.select().from(subscriptions).where(and(eq(subscriptions.creatorProfileId, world.profile.id), eq(subscriptions.status, "active"))),
      posts: await t.ctx.db.select().from(posts).where(eq(posts.creatorProfileId, world.profile.id)),
      threads: await t.ctx.db.select().from(communityThreads).where(eq(communityThreads.userId, maya.id)),
      media: await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, maya.id)),
      notifications: await t.ctx.db.select().from(notifications).where(eq(notifications.userId, world.fan.id)),
    });
    const before = await countRows();
    const jobsBefore = await t.ctx.db.execute(sql`select count(*)::int as n from pgboss.job where name in ('delete-stored-objects', 'cancel-subscriptions-at-provider')`);
    try {
      const agent = await t.as(maya);
      const res = await agent.delete("/api/me").send({ confirm: "DELETE" });
      expect(res.status).toBe(500);
      expect(await countRows()).toEqual(before);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, maya.id));
      expect(row).toMatchObject({ email: "rollback@pets.test", deletedAt: null });
      expect((await agent.get("/api/auth/user")).status).toBe(200);
      const jobsAfter = await t.ctx.db.execute(sql`select count(*)::int as n from pgboss.job where name in ('delete-stored-objects', 'cancel-subscriptions-at-provider')`);
      expect(jobsAfter.rows).toEqual(jobsBefore.rows);
    } finally {
      await t.ctx.db.execute(sql.raw("drop trigger fail_listing_delete on marketplace_items; drop function fail_listing_delete();"));
    }
    for (const path of world.uploads) expect(await t.ctx.storage.stat(path)).not.toBeNull();
  });
});
