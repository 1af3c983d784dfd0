/**
 * Who may call each write and private read of the creator side, as one table:
 * every endpoint × {signed out, another member, owner, moderator, admin} → status. Each cell
 * builds its own data, so no cell depends on another. "Owner" is the user the
 * resource belongs to: the profile's owner, the subscriber, the recipient.
 */
import { LOCKED_POST_REFUSALS } from "@shared/post-audience";
import { afterAll, beforeAll, expect } from "vitest";
import { notifications, type User } from "../db/schema";
import {
  buildCreator,
  buildPost,
  buildSubscription,
  buildUpload,
  buildUser,
} from "../test/factories";
import { describeMatrix, type MatrixRow } from "../test/authorization-matrix";
import { startTestApp, type TestApp } from "../test/harness";
import { CARDS, payoutOnboardingLink, startSubscription } from "../test/payments";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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

const matrix: Record<string, MatrixRow> = {
  "POST /api/creator-profile (owner: already has a profile)": {
    async arrange() {
      const { owner } = await buildCreator(t.ctx.db);
      return { owner, send: (agent) => agent.post("/api/creator-profile").send(profileBody) };
    },
    expected: { "signed out": 401, "another member": 201, owner: 409, moderator: 201, admin: 201 },
    refusals: { 409: "You already have a creator profile" },
  },
  "PATCH /api/creator-profile/:id": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      return { owner, send: (agent) => agent.patch(`/api/creator-profile/${profile.id}`).send({ bio: "Updated" }) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the profile's owner can edit it" },
  },
  "GET /api/creator-profile/:id/stats": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      return { owner, send: (agent) => agent.get(`/api/creator-profile/${profile.id}/stats`) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 200, admin: 200 },
    refusals: { 403: "Only the profile's owner can see its stats" },
  },
  "POST /api/posts": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const mediaUrl = await buildUpload(t.ctx.storage, owner);
      const body = { creatorProfileId: profile.id, caption: "Hello", mediaUrl, mediaType: "image", isPremium: false };
      return { owner, send: (agent) => agent.post("/api/posts").send(body) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 201, moderator: 403, admin: 403 },
    refusals: { 403: "Only the profile's owner can post to it" },
  },
  "POST /api/posts/:id/like (premium post)": {
    async arrange() {
      const { owner, post } = await premiumPost();
      return { owner, send: (agent) => agent.post(`/api/posts/${post.id}/like`) };
    },
    // Staff see every post (they review reported ones), so the one rule lets them like it.
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 200, admin: 200 },
    refusals: { 403: LOCKED_POST_REFUSALS.subscribe },
  },
  "DELETE /api/posts/:id/like (premium post)": {
    async arrange() {
      const { owner, post } = await premiumPost();
      return { owner, send: (agent) => agent.delete(`/api/posts/${post.id}/like`) };
    },
    // Staff see every post (they review reported ones), so the one rule lets them like it.
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 200, admin: 200 },
    refusals: { 403: LOCKED_POST_REFUSALS.subscribe },
  },
  "POST /api/subscription-tiers": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const body = { creatorProfileId: profile.id, name: "Basic", price: "4.99", features: [] };
      return { owner, send: (agent) => agent.post("/api/subscription-tiers").send(body) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 201, moderator: 403, admin: 403 },
    refusals: { 403: "Only the profile's owner can add tiers" },
  },
  "POST /api/subscriptions (owner: the profile's owner)": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      return { owner, send: (agent) => agent.post("/api/subscriptions").send({ creatorProfileId: profile.id }) };
    },
    expected: { "signed out": 401, "another member": 201, owner: 400, moderator: 201, admin: 201 },
    refusals: { 400: "You cannot subscribe to your own profile" },
  },
  "GET /api/subscriptions/mine (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.get("/api/subscriptions/mine"), ownersItemId: subscription.id };
    },
    expected: { "signed out": 401, "another member": 200, owner: 200, moderator: 200, admin: 200 },
  },
  "POST /api/subscriptions/:id/cancel (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.post(`/api/subscriptions/${subscription.id}/cancel`) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the subscriber can cancel it" },
  },
  "POST /api/subscriptions/:id/resume (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.post(`/api/subscriptions/${subscription.id}/resume`) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the subscriber can resume it" },
  },
  "GET /api/subscriptions/:id (owner: the subscriber)": {
    async arrange() {
      const { profile } = await buildCreator(t.ctx.db);
      const owner = await buildUser(t.ctx.db);
      const subscription = await buildSubscription(t.ctx.db, owner, profile);
      return { owner, send: (agent) => agent.get(`/api/subscriptions/${subscription.id}`) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 403, admin: 403 },
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
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 200, admin: 200 },
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
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the subscriber can pay for it" },
  },
  "POST /api/payments/test/advance-clock": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      return { owner, send: (agent) => agent.post("/api/payments/test/advance-clock").send({ days: 1 }) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 403, moderator: 200, admin: 200 },
    refusals: { 403: "Staff only" },
  },
  "GET /api/payments/test/onboarding/:accountId (owner: the payout account's)": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const link = await payoutOnboardingLink(t, owner, profile);
      return { owner, send: (agent) => agent.get(link) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "Only the profile's owner can set up its payouts" },
  },
  "POST /api/payments/test/onboarding/:accountId (owner: the payout account's)": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const link = await payoutOnboardingLink(t, owner, profile);
      return { owner, send: (agent) => agent.post(link) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 303, moderator: 403, admin: 403 },
    refusals: { 403: "Only the profile's owner can set up its payouts" },
  },
  "GET /api/subscriptions/creator/:id": {
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile);
      return { owner, send: (agent) => agent.get(`/api/subscriptions/creator/${profile.id}`) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 200, admin: 200 },
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
    expected: { "signed out": 401, "another member": 200, owner: 200, moderator: 200, admin: 200 },
  },
  "GET /api/notifications/unread-count": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      await notificationFor(owner);
      return { owner, send: (agent) => agent.get("/api/notifications/unread-count") };
    },
    expected: { "signed out": 401, "another member": 200, owner: 200, moderator: 200, admin: 200 },
  },
  "POST /api/notifications/:id/read (owner: the recipient)": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const notification = await notificationFor(owner);
      return { owner, send: (agent) => agent.post(`/api/notifications/${notification.id}/read`) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 200, moderator: 403, admin: 403 },
    refusals: { 403: "This notification is not yours" },
  },
  "POST /api/notifications/read-all": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      await notificationFor(owner);
      return { owner, send: (agent) => agent.post("/api/notifications/read-all") };
    },
    expected: { "signed out": 401, "another member": 200, owner: 200, moderator: 200, admin: 200 },
  },
};

describeMatrix(matrix, () => t);
