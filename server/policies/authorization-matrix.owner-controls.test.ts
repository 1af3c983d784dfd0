/**
 * Who may edit and delete what they published, and their own account, as one
 * table: every endpoint × {signed out, another member, owner, moderator, admin}
 * → status. The owner edits and deletes; staff (moderators and admins) delete
 * others' posts, threads, comments and listings but edit nothing of theirs and
 * never touch a creator's tiers. The account endpoints act on the caller only,
 * so every signed-in person may call them (for themselves). Each cell builds its
 * own data and its own people.
 */
import type { Test } from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role as StaffRole } from "@shared/moderation";
import { communityThreads, marketplaceItems, threadComments, type User } from "@shared/schema";
import { buildCreator, buildPost, buildStaff, buildTier, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

type Role = "signed out" | "another member" | "owner" | "moderator" | "admin";
const ROLES: Role[] = ["signed out", "another member", "owner", "moderator", "admin"];
type Agent = TestAgent<Test>;

interface Arranged {
  owner: User;
  send(agent: Agent): Test;
}

interface Row {
  arrange(): Promise<Arranged>;
  expected: Record<Role, number>;
  /** The exact {"message"} of each refusal other than 401, by status. */
  refusals?: Partial<Record<number, string>>;
}

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

const matrix: Record<string, Row> = {
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
  "PATCH /api/marketplace-items/:id (mark as sold)": {
    async arrange() {
      const { owner, item } = await ownItem();
      return { owner, send: (a) => a.patch(`/api/marketplace-items/${item.id}`).send({ status: "sold" }) };
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

/** A fresh person for every cell but the owner's, so a deleted account never spoils another cell. */
async function agentFor(role: Role, owner: User): Promise<Agent> {
  switch (role) {
    case "signed out":
      return t.anonymous();
    case "another member":
      return t.as(await buildUser(t.ctx.db));
    case "owner":
      return t.as(owner);
    case "moderator":
    case "admin":
      return t.as(await buildStaff(t.ctx.db, role satisfies StaffRole));
  }
}

describe.each(Object.entries(matrix))("%s", (_endpoint, row) => {
  it.each(ROLES.map((role) => [role, row.expected[role]] as const))("%s → %i", async (role, status) => {
    const { owner, send } = await row.arrange();
    const res = await send(await agentFor(role, owner));
    expect(res.status).toBe(status);
    if (status === 401) expect(res.body).toEqual({ message: "Unauthorized" });
    else if (status >= 400) expect(res.body).toEqual({ message: row.refusals?.[status] });
  });
});
