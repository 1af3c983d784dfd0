/**
 * The write endpoints whose validation is shared (shared/validation.ts) answer
 * any body with a 2xx or a 4xx and a message, never a 5xx: a few hundred seeded
 * random bodies (strings of every length around the limits, odd characters,
 * numbers, nulls, lists, objects, image addresses of every kind), each a valid
 * body with one to three fields changed, or no object at all. The seed makes a
 * failure reproducible; the failing case is printed with it.
 */
import type { Response, Test } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_LIMITS, TEXT_LIMITS } from "@shared/constants/text-limits";
import type { User } from "../db/schema";
import { buildCreator, buildStaff, buildUpload, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

const SEED = 20261122;
const CASES_PER_ENDPOINT = 40;

/** mulberry32: a small seeded generator, so every run sends the same bodies. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick };
}

type Random = ReturnType<typeof seeded>;

/** Lengths at, just under and just over every limit, and far over. */
const LENGTHS = [0, 1, 2, 5, ...Object.values(TEXT_LIMITS).flatMap((n) => [n - 1, n, n + 1]), 30_000];
const PIECES = ["a", "Z", " ", "\n", "\t", "é", "🐶", "\u202e", "\u0000", "\u0007", "\ud800", "<script>", "%00", "../", "'", '"', "\\", "0"];

function randomText(r: Random): string {
  const length = r.pick(LENGTHS);
  const pieces = [r.pick(PIECES), r.pick(PIECES), "x"];
  let text = "";
  while (text.length < length) text += r.pick(pieces);
  return text.slice(0, length);
}

function randomValue(r: Random, ctx: { ownUpload: string; othersUpload: string; baseUrl: string }, depth = 0): unknown {
  switch (r.int(depth > 1 ? 6 : 8)) {
    case 0:
    case 1:
      return randomText(r);
    case 2:
      return r.pick([
        ctx.ownUpload,
        ctx.othersUpload,
        `${ctx.baseUrl}${ctx.ownUpload}`,
        `${ctx.baseUrl}/api/logout`,
        "/objects/../../etc/passwd",
        "/objects/uploads/",
        "/objects/demo/corgi.svg",
        "https://images.example.com/a.png",
        "https://localhost/a.png",
        "http://images.example.com/a.png",
        "javascript:alert(1)",
        "data:image/png;base64,iVBORw0KGgo=",
        "//images.example.com/a.png",
        "https://user:pass@images.example.com/",
        "00000000-0000-4000-8000-000000000000",
        "not-a-uuid",
        "General",
        "Toys",
      ]);
    case 3:
      return r.pick([0, -1, 0.004, 0.005, 1.99, 99.99, 999.99, 999.995, 1000, 1e308, -1e308, 2 ** 53, 12.5]);
    case 4:
      return r.pick(["0.004", "999.995", "1e309", "NaN", "Infinity", "-0", " 7 ", "12,50", ""]);
    case 5:
      return r.pick([null, true, false]);
    case 6:
      return Array.from({ length: r.pick([0, 1, 3, LIST_LIMITS.tags + 1, LIST_LIMITS.tierFeatures + 1, 500]) }, () =>
        randomValue(r, ctx, depth + 1),
      );
    default:
      return { nested: randomValue(r, ctx, depth + 1), length: 3 };
  }
}

/** A valid body with one to three fields changed (or removed), or sometimes no object at all. */
function mutate(r: Random, base: Record<string, unknown>, ctx: Parameters<typeof randomValue>[1]): unknown {
  if (r.int(12) === 0) return randomValue(r, ctx);
  const body: Record<string, unknown> = { ...base };
  const keys = [...Object.keys(base), "userId", "status", "sellerId", "platformCommission"];
  for (let i = 0, n = 1 + r.int(3); i < n; i++) {
    const key = r.pick(keys);
    if (r.int(8) === 0) delete body[key];
    else body[key] = randomValue(r, ctx);
  }
  return body;
}

let t: TestApp;
let owner: User;
let staff: User;
let ctx: Parameters<typeof randomValue>[1];
let bases: Record<string, { send: (body: unknown) => Promise<Response>; base: Record<string, unknown> }>;

beforeAll(async () => {
  t = await startTestApp();
  const creator = await buildCreator(t.ctx.db);
  owner = creator.owner;
  staff = await buildStaff(t.ctx.db);
  const ownUpload = await buildUpload(t.ctx.storage, owner);
  ctx = { ownUpload, othersUpload: await buildUpload(t.ctx.storage, await buildUser(t.ctx.db)), baseUrl: t.baseUrl };
  const thread = await (await t.as(owner))
    .post("/api/community-threads")
    .send({ title: "Fuzz", content: "A thread for comments", category: "General" });
  if (thread.status !== 201) throw new Error(`Could not start a thread to comment on: ${thread.text}`);

  const json = (test: Test, body: unknown) => test.set("Content-Type", "application/json").send(JSON.stringify(body));
  const as = (user: User) => async (method: "post" | "patch" | "put", path: string, body: unknown) =>
    json((await t.as(user))[method](path), body);
  const asOwner = as(owner);
  const asStaff = as(staff);
  bases = {
    "POST /api/creator-profile": {
      base: { petName: "Biscuit", petType: "Dog", bio: "A corgi", breed: "Corgi", avatarImageUrl: "", subscriptionPrice: "9.99" },
      // A new person each time, so that valid bodies create a profile.
      send: async (body) => as(await buildUser(t.ctx.db))("post", "/api/creator-profile", body),
    },
    "PATCH /api/creator-profile/:id": {
      base: { bio: "New bio", breed: null, coverImageUrl: ownUpload, subscriptionPrice: 4.5 },
      send: (body) => asOwner("patch", `/api/creator-profile/${creator.profile.id}`, body),
    },
    "POST /api/posts": {
      base: { creatorProfileId: creator.profile.id, caption: "Beach day", mediaUrl: ownUpload, mediaType: "image", isPremium: false },
      send: (body) => asOwner("post", "/api/posts", body),
    },
    "POST /api/subscription-tiers": {
      base: { creatorProfileId: creator.profile.id, name: "Gold", price: "9.99", description: "All of it", features: ["HD"] },
      send: (body) => asOwner("post", "/api/subscription-tiers", body),
    },
    "POST /api/community-threads": {
      base: { title: "Walks", content: "How long?", category: "General" },
      send: (body) => asOwner("post", "/api/community-threads", body),
    },
    "POST /api/thread-comments": {
      base: { threadId: thread.body.id, content: "Nice" },
      send: (body) => asOwner("post", "/api/thread-comments", body),
    },
    "POST /api/marketplace-items": {
      base: { title: "Bone", description: "Chewy", price: 5, category: "Toys", condition: "Good", location: "Portland", imageUrl: ownUpload },
      send: (body) => asOwner("post", "/api/marketplace-items", body),
    },
    "POST /api/wellness-tips": {
      base: { title: "Water", content: "Drink", category: "Nutrition", imageUrl: "https://images.example.com/a.png", tags: ["cats"] },
      send: (body) => asStaff("post", "/api/wellness-tips", body),
    },
    "POST /api/vet-articles": {
      base: { title: "Teeth", content: "Brush", specialization: "Dentistry", tags: ["dogs"] },
      send: (body) => asStaff("post", "/api/vet-articles", body),
    },
    "POST /api/contact": {
      base: { name: "Ann", email: "ann@pets.test", subject: "Hello there", message: "A message that is long enough." },
      send: (body) => json(t.anonymous().post("/api/contact"), body),
    },
    "PUT /api/profile-images": {
      base: { imageURL: ownUpload },
      send: (body) => asOwner("put", "/api/profile-images", body),
    },
  };
});
afterAll(() => t?.close());

describe(`random bodies (seed ${SEED}, ${CASES_PER_ENDPOINT} per endpoint) never get a 5xx`, () => {
  it.each([
    "POST /api/creator-profile",
    "PATCH /api/creator-profile/:id",
    "POST /api/posts",
    "POST /api/subscription-tiers",
    "POST /api/community-threads",
    "POST /api/thread-comments",
    "POST /api/marketplace-items",
    "POST /api/wellness-tips",
    "POST /api/vet-articles",
    "POST /api/contact",
    "PUT /api/profile-images",
  ])("%s", { timeout: 120_000 }, async (endpoint) => {
    const r = seeded(SEED + endpoint.length * 7919 + endpoint.charCodeAt(6));
    const { base, send } = bases[endpoint];
    const statuses = new Set<number>();
    for (let i = 0; i < CASES_PER_ENDPOINT; i++) {
      const body = mutate(r, base, ctx);
      const res = await send(body);
      const shown = JSON.stringify(body).slice(0, 300);
      expect(res.status, `case ${i}: ${shown} → ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
      // A refusal says why.
      expect(res.status < 400 || typeof res.body.message === "string", `case ${i}: ${shown}`).toBe(true);
      statuses.add(res.status);
    }
    // The cases reach both sides of the validation.
    expect([...statuses].some((s) => s < 300)).toBe(true);
    expect([...statuses].some((s) => s >= 400)).toBe(true);
  });
});
