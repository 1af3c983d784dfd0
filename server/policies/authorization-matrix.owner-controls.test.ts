/**
 * Who may edit and delete what they published, and their own account, as one
 * table: every endpoint × {signed out, another member, owner, moderator, admin}
 * → status. The owner edits and deletes; staff (moderators and admins) delete
 * others' posts, threads, comments and listings but edit nothing of theirs and
 * never touch a creator's tiers. The account endpoints act on the caller only,
 * so every signed-in person may call them (for themselves). Each cell builds its
 * own data and its own people.
 */
import { afterAll, beforeAll } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { communityThreads, marketplaceItems, threadComments } from "../db/schema";
import { buildCreator, buildPost, buildTier, buildUser } from "../test/factories";
import { describeMatrix, type MatrixRow } from "../test/authorization-matrix";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ownerOnly = (ok: number) => ({ "signed out": 401, "another member": 403, owner: ok, moderator: 403, admin: 403 });
const ownerOrStaff = (ok: number) => ({ "signed out": 401, "another member": 403, owner: ok, moderator: ok, admin: ok });
const anyoneSignedIn = (ok: number) => ({ "signed out": 401, "another member": ok, owner: ok, moderator: ok, admin: ok });

async function ownPost() {
  const { owner, profile } = await buildCreator(t.ctx.db);
  return { owner, post: await buildPost(t.ctx.db, profile) };
}

async function ownThread() {
  const owner = await buildUser(t.ctx.db);
  const [thread] = await t.ctx.db.insert(communityThreads).values({ userId: owner.id, title: "Zoomies", content: "Every evening" }).returning();
  return { owner, thread: thread! };
}

async function ownComment() {
  const { thread } = await ownThread();
  const owner = await buildUser(t.ctx.db);
  const [comment] = await t.ctx.db.insert(threadComments).values({ threadId: thread.id, userId: owner.id, content: "So cute" }).returning();
  return { owner, comment: comment! };
}

async function ownItem() {
  const owner = await buildUser(t.ctx.db);
  const [item] = await t.ctx.db
    .insert(marketplaceItems)
    .values({ sellerId: owner.id, title: "Crate", description: "Barely used", price: "30.00", category: "Accessories", condition: "Good" })
    .returning();
  return { owner, item: item! };
}

async function ownTier() {
  const { owner, profile } = await buildCreator(t.ctx.db);
  return { owner, tier: await buildTier(t.ctx.db, profile) };
}

const matrix: Record<string, MatrixRow> = {
  "PATCH /api/posts/:id": {
    async arrange() {
      const { owner, post } = await ownPost();
      return { owner, send: (a) => a.patch(`/api/posts/${post.id}`).send({ caption: "Edited" }) };
    },
    expected: ownerOnly(200),
    refusals: { 403: "Only the post's creator can edit it" },
  },
  "DELETE /api/posts/:id": {
    async arrange() {
      const { owner, post } = await ownPost();
      return { owner, send: (a) => a.delete(`/api/posts/${post.id}`) };
    },
    expected: ownerOrStaff(204),
    refusals: { 403: "Only the post's creator or staff can delete it" },
  },
  "PATCH /api/community-threads/:id": {
    async arrange() {
      const { owner, thread } = await ownThread();
      return { owner, send: (a) => a.patch(`/api/community-threads/${thread.id}`).send({ title: "Edited" }) };
    },
    expected: ownerOnly(200),
    refusals: { 403: "Only the thread's author can edit it" },
  },
  "DELETE /api/community-threads/:id": {
    async arrange() {
      const { owner, thread } = await ownThread();
      return { owner, send: (a) => a.delete(`/api/community-threads/${thread.id}`) };
    },
    expected: ownerOrStaff(204),
    refusals: { 403: "Only the thread's author or staff can delete it" },
  },
  "PATCH /api/thread-comments/:id": {
    async arrange() {
      const { owner, comment } = await ownComment();
      return { owner, send: (a) => a.patch(`/api/thread-comments/${comment.id}`).send({ content: "Edited" }) };
    },
    expected: ownerOnly(200),
    refusals: { 403: "Only the comment's author can edit it" },
  },
  "DELETE /api/thread-comments/:id": {
    async arrange() {
      const { owner, comment } = await ownComment();
      return { owner, send: (a) => a.delete(`/api/thread-comments/${comment.id}`) };
    },
    expected: ownerOrStaff(204),
    refusals: { 403: "Only the comment's author or staff can delete it" },
  },
  "PATCH /api/marketplace-items/:id (withdraw)": {
    async arrange() {
      const { owner, item } = await ownItem();
      return { owner, send: (a) => a.patch(`/api/marketplace-items/${item.id}`).send({ status: "withdrawn" }) };
    },
    expected: ownerOnly(200),
    refusals: { 403: "Only the seller can edit this item" },
  },
  "DELETE /api/marketplace-items/:id": {
    async arrange() {
      const { owner, item } = await ownItem();
      return { owner, send: (a) => a.delete(`/api/marketplace-items/${item.id}`) };
    },
    expected: ownerOrStaff(204),
    refusals: { 403: "Only the seller or staff can delete this item" },
  },
  "PATCH /api/subscription-tiers/:id (benefits)": {
    async arrange() {
      const { owner, tier } = await ownTier();
      return { owner, send: (a) => a.patch(`/api/subscription-tiers/${tier.id}`).send({ benefits: BENEFIT_TEMPLATES.vip }) };
    },
    expected: ownerOnly(200),
    refusals: { 403: "Only the profile's owner can change its tiers" },
  },
  "PUT /api/creator-profile/:id/benefits (the profile's own price)": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      return { owner, send: (a) => a.put(`/api/creator-profile/${profile.id}/benefits`).send({ benefits: BENEFIT_TEMPLATES.basic }) };
    },
    expected: ownerOnly(200),
    refusals: { 403: "Only the profile's owner can change its tiers" },
  },
  "POST /api/subscription-tiers/:id/archive": {
    async arrange() {
      const { owner, tier } = await ownTier();
      return { owner, send: (a) => a.post(`/api/subscription-tiers/${tier.id}/archive`) };
    },
    expected: ownerOnly(200),
    refusals: { 403: "Only the profile's owner can change its tiers" },
  },
  "DELETE /api/subscription-tiers/:id (never subscribed to)": {
    async arrange() {
      const { owner, tier } = await ownTier();
      return { owner, send: (a) => a.delete(`/api/subscription-tiers/${tier.id}`) };
    },
    expected: ownerOnly(204),
    refusals: { 403: "Only the profile's owner can change its tiers" },
  },
  "PATCH /api/me (each caller their own account)": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      return { owner, send: (a) => a.patch("/api/me").send({ displayName: "New name" }) };
    },
    expected: anyoneSignedIn(200),
  },
  "DELETE /api/me (each caller their own account)": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      return { owner, send: (a) => a.delete("/api/me").send({ confirm: "DELETE" }) };
    },
    expected: anyoneSignedIn(204),
  },
  "GET /api/me/export (each caller their own data)": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      return { owner, send: (a) => a.get("/api/me/export") };
    },
    expected: anyoneSignedIn(200),
  },
};

describeMatrix(matrix, () => t);
