/**
 * The owner-controls writes (editing and deleting one's posts, threads,
 * comments, listings and tiers; editing, deleting and exporting one's account)
 * answer any body and any id with a 2xx or a 4xx with a message, never a 5xx:
 * seeded cases (./../test/fuzz.ts), each a valid body with fields replaced,
 * removed or added, or no object at all, and ids of every shape. The seed makes
 * a failure reproducible; the failing case is printed.
 */
import type { Response, Test } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { communityThreads, marketplaceItems, threadComments, type User } from "../db/schema";
import { buildCreator, buildPost, buildTier, buildUpload, buildUser } from "../test/factories";
import { hostileValue, mutatedBody, seededRandom } from "../test/fuzz";
import { startTestApp, type TestApp } from "../test/harness";

const SEED = 7_2026_1122;
const CASES_PER_ENDPOINT = 40;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** Sends a JSON body as is, even when it is not an object (supertest would form-encode a string). */
const sendJson = (test: Test, body: unknown) => test.set("Content-Type", "application/json").send(JSON.stringify(body) ?? "null");

/** An id from the path: mostly the real one, sometimes anything. */
function idFor(random: () => number, real: string): string {
  if (random() < 0.75) return real;
  const value = hostileValue(random);
  return encodeURIComponent(typeof value === "string" && value.length > 0 ? value.slice(0, 200) : String(value));
}

interface Endpoint {
  name: string;
  /** Fresh data for a case: who acts, and the request to send. */
  arrange(): Promise<{ actor: User; send: (random: () => number) => Promise<Response> }>;
}

async function withAgent(actor: User) {
  return t.as(actor);
}

const endpoints: Endpoint[] = [
  {
    name: "PATCH /api/posts/:id",
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const post = await buildPost(t.ctx.db, profile, { mediaUrl: await buildUpload(t.ctx.storage, owner) });
      const agent = await withAgent(owner);
      return {
        actor: owner,
        send: async (random) => sendJson(agent.patch(`/api/posts/${idFor(random, post.id)}`), mutatedBody(random, { caption: "Nap", isPremium: true })),
      };
    },
  },
  {
    name: "PATCH /api/community-threads/:id",
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const [thread] = await t.ctx.db.insert(communityThreads).values({ userId: owner.id, title: "Hi", content: "Hello" }).returning();
      const agent = await withAgent(owner);
      return {
        actor: owner,
        send: async (random) =>
          sendJson(
            agent.patch(`/api/community-threads/${idFor(random, thread!.id)}`),
            mutatedBody(random, { title: "Hi again", content: "Hello again", category: "Funny Moments" }),
          ),
      };
    },
  },
  {
    name: "PATCH /api/thread-comments/:id",
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const [thread] = await t.ctx.db.insert(communityThreads).values({ userId: owner.id, title: "Hi", content: "Hello" }).returning();
      const [comment] = await t.ctx.db.insert(threadComments).values({ threadId: thread!.id, userId: owner.id, content: "Me too" }).returning();
      const agent = await withAgent(owner);
      return {
        actor: owner,
        send: async (random) => sendJson(agent.patch(`/api/thread-comments/${idFor(random, comment!.id)}`), mutatedBody(random, { content: "Edited" })),
      };
    },
  },
  {
    name: "PATCH /api/marketplace-items/:id",
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const [item] = await t.ctx.db
        .insert(marketplaceItems)
        .values({ sellerId: owner.id, title: "Crate", description: "Barely used", price: "30.00", category: "Accessories", condition: "Good" })
        .returning();
      const photo = await buildUpload(t.ctx.storage, owner);
      const agent = await withAgent(owner);
      const valid = { title: "Crate", description: "Used", price: "25", category: "Toys", condition: "Fair", location: "Bend, OR", imageUrl: photo, status: "withdrawn" };
      return { actor: owner, send: async (random) => sendJson(agent.patch(`/api/marketplace-items/${idFor(random, item!.id)}`), mutatedBody(random, valid)) };
    },
  },
  {
    name: "PATCH /api/subscription-tiers/:id and PUT /api/creator-profile/:id/benefits",
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const tier = await buildTier(t.ctx.db, profile);
      const agent = await withAgent(owner);
      const valid = { name: "Gold", price: "12", description: "More", features: ["Walks"], benefits: BENEFIT_TEMPLATES.vip };
      return {
        actor: owner,
        send: async (random) =>
          random() < 0.5
            ? sendJson(agent.patch(`/api/subscription-tiers/${idFor(random, tier.id)}`), mutatedBody(random, valid))
            : sendJson(agent.put(`/api/creator-profile/${idFor(random, profile.id)}/benefits`), mutatedBody(random, { benefits: BENEFIT_TEMPLATES.basic })),
      };
    },
  },
  {
    name: "POST /api/subscription-tiers/:id/archive and DELETE /api/subscription-tiers/:id",
    async arrange() {
      const { owner, profile } = await buildCreator(t.ctx.db);
      const tier = await buildTier(t.ctx.db, profile);
      const agent = await withAgent(owner);
      return {
        actor: owner,
        send: async (random) => {
          const id = idFor(random, tier.id);
          return random() < 0.5 ? sendJson(agent.post(`/api/subscription-tiers/${id}/archive`), mutatedBody(random, {})) : agent.delete(`/api/subscription-tiers/${id}`);
        },
      };
    },
  },
  {
    name: "PATCH /api/me",
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const picture = await buildUpload(t.ctx.storage, owner);
      const agent = await withAgent(owner);
      return {
        actor: owner,
        send: async (random) =>
          sendJson(agent.patch("/api/me"), mutatedBody(random, { displayName: "Ada", firstName: "Ada", lastName: "King", profileImageUrl: picture })),
      };
    },
  },
  {
    name: "DELETE /api/me",
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const { profile } = await buildCreator(t.ctx.db, { owner });
      await buildPost(t.ctx.db, profile);
      const agent = await withAgent(owner);
      return { actor: owner, send: async (random) => sendJson(agent.delete("/api/me"), mutatedBody(random, { confirm: "DELETE" })) };
    },
  },
  {
    name: "DELETE of posts, threads, comments and listings by id",
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      const agent = await withAgent(owner);
      const paths = ["/api/posts", "/api/community-threads", "/api/thread-comments", "/api/marketplace-items"];
      return {
        actor: owner,
        send: async (random) => agent.delete(`${paths[Math.floor(random() * paths.length)]}/${idFor(random, crypto.randomUUID())}`),
      };
    },
  },
];

describe.each(endpoints.map((endpoint, index) => [endpoint.name, endpoint, index] as const))("%s", (_name, endpoint, index) => {
  it(`answers ${CASES_PER_ENDPOINT} seeded cases without a 5xx`, async () => {
    const random = seededRandom(SEED + index);
    const statuses = new Set<number>();
    let arranged: Awaited<ReturnType<Endpoint["arrange"]>> | undefined;
    for (let n = 0; n < CASES_PER_ENDPOINT; n++) {
      // Every fourth case starts from fresh data, so a deletion does not leave only 404s behind.
      if (n % 4 === 0 || !arranged) arranged = await endpoint.arrange();
      const res = await arranged.send(random);
      const where = `seed ${SEED + index}, case ${n}: ${res.request.method} ${res.request.url} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      expect(res.status, where).toBeLessThan(500);
      // Every refusal says why (401 answers {"message": "Unauthorized"} too).
      expect(res.status < 400 || typeof res.body?.message === "string", where).toBe(true);
      statuses.add(res.status);
    }
    // The cases reached the handlers' refusals (not only one answer throughout).
    expect([...statuses].some((status) => status >= 400), [...statuses].join(", ")).toBe(true);
    expect(statuses.size, [...statuses].join(", ")).toBeGreaterThan(1);
  });
});
