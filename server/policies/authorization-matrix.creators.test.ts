/**
 * Who may call each write and private read of the creator side, as one table:
 * every endpoint × {signed out, another user, owner, moderator, admin} → status. Each cell
 * builds its own data, so no cell depends on another. "Owner" is the user the
 * resource belongs to: the profile's owner, the subscriber, the recipient.
 */
import type { Test } from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, type User } from "@shared/schema";
import {
  buildCreator,
  buildPost,
  buildSubscription,
  buildUpload,
  buildUser,
  buildStaff,
} from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { CARDS, startSubscription } from "../test/payments";

type Role = "signed out" | "another user" | "owner" | "moderator" | "admin";
const ROLES: Role[] = ["signed out", "another user", "owner", "moderator", "admin"];
type Agent = TestAgent<Test>;

interface Arranged {
  owner: User;
  send(agent: Agent): Test;
  /** An id that a successful answer lists for the owner only. */
  ownersItemId?: string;
}

interface Row {
  arrange(): Promise<Arranged>;
  expected: Record<Role, number>;
  /** The exact {"message"} of each refusal other than 401, by status. */
  refusals?: Partial<Record<number, string>>;
  /** More to check in a 200 answer. */
  checkAnswer?(body: unknown, role: Role): void;
}

let t: TestApp;
let moderator: User;
let admin: User;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await buildStaff(t.ctx.db, "moderator");
  admin = await buildStaff(t.ctx.db, "admin");
});
afterAll(() => t?.close());

const profileBody = { petName: "Biscuit", petType: "Dog", bio: "A corgi who loves the beach." };

async function premiumPost() {
  const { owner, profile } = await buildCreator(t.ctx.db);
  const post = await buildPost(t.ctx.db, profile, { isPremium: true });
  return { owner, post };
}

async function notificationFor(user: User) {
  const [row] = await t.ctx.db
    .insert(notifications)
    .values({ userId: user.id, type: "new_post", title: "New post", message: "A new post" })
    .returning();
  return row;
}

const matrix: Record<string, Row> = {
  "POST /api/creator-profile (owner: already has a profile)": {
    async arrange() {
      const { owner } = await buildCreator(t.ctx.db);
      return { owner, send: (agent) => agent.post("/api/creator-profile").send(profileBody) };
    },
    expected: { "signed out": 401, "another user": 201, owner: 409, moderator: 201, admin: 201 },
    refusals: { 409: "You already have a creator profile" },
  },
  "PATCH /api/creator-profile/:id": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      return { owner, send: (agent) => agent.patch(`/api/creator-profile/${profile.id}`).send({ bio: "Updated" }) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the profile's owner can edit it" },
  },
  "GET /api/creator-profile/:id/stats": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      return { owner, send: (agent) => agent.get(`/api/creator-profile/${profile.id}/stats`) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 200, admin: 200 },
    refusals: { 403: "Only the profile's owner can see its stats" },
  },
  "POST /api/posts": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const mediaUrl = await buildUpload(t.ctx.storage, owner);
      const body = { creatorProfileId: profile.id, caption: "Hello", mediaUrl, mediaType: "image", isPremium: false };
      return { owner, send: (agent) => agent.post("/api/posts").send(body) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 201, moderator: 403, admin: 403 },
    refusals: { 403: "Only the profile's owner can post to it" },
  },
  "POST /api/posts/:id/like (premium post)": {
    async arrange() {
      const { owner, post } = await premiumPost();
      return { owner, send: (agent) => agent.post(`/api/posts/${post.id}/like`) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Subscribe to this PawPal to like their exclusive posts" },
  },
  "DELETE /api/posts/:id/like (premium post)": {
    async arrange() {
      const { owner, post } = await premiumPost();
      return { owner, send: (agent) => agent.delete(`/api/posts/${post.id}/like`) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Subscribe to this PawPal to like their exclusive posts" },
  },
  "POST /api/subscription-tiers": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const body = { creatorProfileId: profile.id, name: "Basic", price: "4.99", features: [] };
      return { owner, send: (agent) => agent.post("/api/subscription-tiers").send(body) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 201, moderator: 403, admin: 403 },
    refusals: { 403: "Only the profile's owner can add tiers" },
  },
  "POST /api/subscriptions (owner: the profile's owner)": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      return { owner, send: (agent) => agent.post("/api/subscriptions").send({ creatorProfileId: profile.id }) };
    },
    expected: { "signed out": 401, "another user": 201, owner: 400, moderator: 201, admin: 201 },
    refusals: { 400: "You cannot subscribe to your own profile" },
  },
  "GET /api/subscriptions/mine (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.get("/api/subscriptions/mine"), ownersItemId: subscription.id };
    },
    expected: { "signed out": 401, "another user": 200, owner: 200, moderator: 200, admin: 200 },
  },
  "POST /api/subscriptions/:id/cancel (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.post(`/api/subscriptions/${subscription.id}/cancel`) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the subscriber can cancel it" },
  },
  "POST /api/subscriptions/:id/resume (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.post(`/api/subscriptions/${subscription.id}/resume`) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the subscriber can resume it" },
  },
  "GET /api/subscriptions/:id (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.get(`/api/subscriptions/${subscription.id}`) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the subscriber can see it" },
  },
  "GET /api/subscriptions/:id/invoices (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.get(`/api/subscriptions/${subscription.id}/invoices`) };
    },
    // Staff read a fan's receipts for support.
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 200, admin: 200 },
    refusals: { 403: "Only the subscriber can see its invoices" },
  },
  "POST /api/payments/test/confirm (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const { payment } = await startSubscription(t, owner, profile);
      const body = { clientSecret: payment.clientSecret, cardNumber: CARDS.succeeds };
      return { owner, send: (agent) => agent.post("/api/payments/test/confirm").send(body) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the subscriber can pay for it" },
  },
  "POST /api/payments/test/advance-clock": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      return { owner, send: (agent) => agent.post("/api/payments/test/advance-clock").send({ days: 1 }) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 403, moderator: 200, admin: 200 },
    refusals: { 403: "Staff only" },
  },
  "GET /api/subscriptions/creator/:id": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile);
      return { owner, send: (agent) => agent.get(`/api/subscriptions/creator/${profile.id}`) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 200, admin: 200 },
    refusals: { 403: "Only the profile's owner can see its subscribers" },
    // The owner and staff, the only ones who get the list, see each fan's email.
    checkAnswer(body) {
      const subscribers = (body as { subscriber: { email: string | null } }[]).map((s) => s.subscriber);
      expect(subscribers).toHaveLength(1);
      expect(subscribers[0].email).toMatch(/@example\.test$/);
    },
  },
  "GET /api/notifications (owner: the recipient)": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const notification = await notificationFor(owner);
      return { owner, send: (agent) => agent.get("/api/notifications"), ownersItemId: notification.id };
    },
    expected: { "signed out": 401, "another user": 200, owner: 200, moderator: 200, admin: 200 },
  },
  "GET /api/notifications/unread-count": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      await notificationFor(owner);
      return { owner, send: (agent) => agent.get("/api/notifications/unread-count") };
    },
    expected: { "signed out": 401, "another user": 200, owner: 200, moderator: 200, admin: 200 },
  },
  "POST /api/notifications/:id/read (owner: the recipient)": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const notification = await notificationFor(owner);
      return { owner, send: (agent) => agent.post(`/api/notifications/${notification.id}/read`) };
    },
    expected: { "signed out": 401, "another user": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "This notification is not yours" },
  },
  "POST /api/notifications/read-all": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      await notificationFor(owner);
      return { owner, send: (agent) => agent.post("/api/notifications/read-all") };
    },
    expected: { "signed out": 401, "another user": 200, owner: 200, moderator: 200, admin: 200 },
  },
};

async function agentFor(role: Role, owner: User): Promise<Agent> {
  switch (role) {
    case "signed out":
      return t.anonymous();
    case "another user":
      return t.as(await buildUser(t.ctx.db));
    case "owner":
      return t.as(owner);
    case "moderator":
      return t.as(moderator);
    case "admin":
      return t.as(admin);
  }
}

describe.each(Object.entries(matrix))("%s", (_endpoint, row) => {
  it.each(ROLES.map((role) => [role, row.expected[role]] as const))("%s → %i", async (role, status) => {
    const { owner, send, ownersItemId } = await row.arrange();
    const res = await send(await agentFor(role, owner));
    expect(res.status).toBe(status);
    if (status === 401) expect(res.body).toEqual({ message: "Unauthorized" });
    else if (status >= 400) expect(res.body).toEqual({ message: row.refusals?.[status] });
    if (status === 200) row.checkAnswer?.(res.body, role);
    if (ownersItemId && status === 200) {
      const ids = (res.body as { id: string }[]).map((item) => item.id);
      expect(ids.includes(ownersItemId)).toBe(role === "owner");
    }
  });
});
