/**
 * GET /api/search: full-text and typo-tolerant search over creators, threads,
 * Paw Bazar items and articles, ranked and paged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, communityThreads, marketplaceItems, mediaObjects } from "../../db/schema";
import type pg from "pg";
import { SEARCH_TYPES, type SearchAnswer, type SearchResult } from "@shared/search";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildCreator, buildPost, buildUser } from "../../test/factories";
import { searchType } from "./queries";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.ctx;
  const author = await buildUser(db);
  await buildCreator(db, { petName: "Biscuit", petType: "Dog", breed: "Golden Retriever", bio: "Loves tennis balls." });
  await buildCreator(db, { petName: "Mochi", petType: "Cat", breed: null, bio: "A sleepy cat who dreams of golden sunbeams." });
  await buildCreator(db, { petName: "Kiwi", petType: "Parrot", bio: "Talks all day." });
  const premium = await buildCreator(db, { petName: "Secretive", petType: "Fox", bio: "Mysterious." });
  await buildPost(db, premium.profile, { caption: "xylophonic premium secret", isPremium: true });

  // Title beats body: one thread has the word in its title, one only in its text.
  await db.insert(communityThreads).values([
    { userId: author.id, title: "Crate training a puppy", content: "Tips welcome.", category: "Training Tips" },
    { userId: author.id, title: "Our first week together", content: "We started crate training today.", category: "General" },
  ]);
  await db.insert(marketplaceItems).values({
    sellerId: author.id,
    title: "Orthopedic dog bed",
    description: "Memory foam, washable cover.",
    price: "45.00",
    category: "Accessories",
    condition: "Like New",
  });
  await db.insert(articles).values([
    { kind: "wellness", authorId: author.id, title: "Hydration in summer", content: "Fresh water always.", topic: "Nutrition" },
    { kind: "vet", authorId: author.id, title: "Summer heatstroke signs", content: "Panting, drooling.", topic: "Emergency Care" },
  ]);

  // One word in every tier, and the tiers' order against age: "beagle" in a name
  // (second oldest), in two breeds, only in a bio (newest), and a name that is only
  // similar to it (oldest).
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const hound = { petType: "Hound", breed: "Mixed" };
  await buildCreator(db, { ...hound, petName: "Beagly", bio: "Sleeps a lot.", createdAt: day(1) });
  await buildCreator(db, { ...hound, petName: "Beagle Boy", bio: "Found at the shelter.", createdAt: day(2) });
  await buildCreator(db, { ...hound, petName: "Waffles", breed: "Beagle", bio: "Naps all day.", createdAt: day(3) });
  await buildCreator(db, { ...hound, petName: "Pancake", breed: "Beagle", bio: "Howls at the moon.", createdAt: day(4) });
  await buildCreator(db, { ...hound, petName: "Noodle", breed: "Dachshund", bio: "Best friends with the beagle next door.", createdAt: day(5) });

  // A rare word, in an old title and a newer text, behind more than a hundred newer threads.
  await db.insert(communityThreads).values([
    { userId: author.id, title: "Brumation basics", content: "Cooler nights, fewer meals.", category: "Health Questions", createdAt: day(1) },
    { userId: author.id, title: "Winter sleep", content: "Is brumation normal for a bearded dragon?", category: "Health Questions", createdAt: day(2) },
  ]);
  await db.insert(communityThreads).values(
    Array.from({ length: 110 }, (_, i) => ({ userId: author.id, title: `Park meetup ${i}`, content: "See you there.", category: "General" })),
  );

  // Enough matches for several pages.
  await db.insert(communityThreads).values(
    Array.from({ length: 23 }, (_, i) => ({
      userId: author.id,
      title: `Zoomies report ${i}`,
      content: i % 2 ? "zoomies after the bath" : "evening zoomies",
      category: "Funny Moments",
    })),
  );
});

afterAll(() => app?.close());

async function search(query: Record<string, string>): Promise<SearchAnswer> {
  const res = await app.anonymous().get("/api/search").query(query);
  expect(res.status).toBe(200);
  return res.body as SearchAnswer;
}

const titles = (results: SearchResult[]) => results.map((r) => r.title);

describe("GET /api/search", () => {
  it("finds a Golden Retriever despite typos, and a dog from its first letters", async () => {
    expect(titles((await search({ q: "do", type: "creators" })).results)).toEqual(["Biscuit"]);
    const { results } = await search({ q: "goldn retrievr", type: "creators" });
    expect(titles(results)[0]).toBe("Biscuit");
    expect(results[0]).toMatchObject({ type: "creators", detail: "Dog · Golden Retriever" });
    expect(results[0]!.href).toMatch(/^\/profile\/[0-9a-f-]{36}$/);
  });

  it("ranks a match in the title above a match in the text", async () => {
    const { results } = await search({ q: "crate training", type: "threads" });
    expect(titles(results)).toEqual(["Crate training a puppy", "Our first week together"]);
    expect(results[1]!.snippet).toContain("crate training today");
    expect(results[0]!.href).toBe(`/community?thread=${results[0]!.id}`);
  });

  it("ranks the name first, then name and kind, then the text, then similar names, newest first within each", async () => {
    const { results, nextCursor } = await search({ q: "beagle", type: "creators" });
    expect(titles(results)).toEqual(["Beagle Boy", "Pancake", "Waffles", "Noodle", "Beagly"]);
    expect(nextCursor).toBeNull();
  });

  it("pages through the tiers in order, without duplicates or gaps", async () => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const answer = await search({ q: "beagle", type: "creators", limit: "2", ...(cursor ? { cursor } : {}) });
      pages.push(titles(answer.results));
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
    expect(pages).toEqual([["Beagle Boy", "Pancake"], ["Waffles", "Noodle"], ["Beagly"]]);
  });

  it("ranks a rare word's matches by tier too, however old", async () => {
    const { results } = await search({ q: "brumation", type: "threads" });
    expect(titles(results)).toEqual(["Brumation basics", "Winter sleep"]);
  });

  it("leaves out whatever has a -word anywhere, even when its title matches", async () => {
    const { results } = await search({ q: "zoomies -bath", type: "threads", limit: "50" });
    expect(results).toHaveLength(12);
    expect(results.every((r) => !r.snippet.includes("bath"))).toBe(true);
  });

  it("answers alike however often it is asked, once PostgreSQL reuses one plan for every query", async () => {
    for (let time = 0; time < 8; time++) {
      expect(titles((await search({ q: "beagle", type: "creators" })).results)).toEqual(["Beagle Boy", "Pancake", "Waffles", "Noodle", "Beagly"]);
      expect(titles((await search({ q: "brumation", type: "threads" })).results)).toEqual(["Brumation basics", "Winter sleep"]);
      expect(titles((await search({ q: "crate training", type: "threads" })).results)).toEqual(["Crate training a puppy", "Our first week together"]);
    }
  });

  // The embedded database gets them unnamed (server/db/statement-names.ts).
  it.runIf(process.env.TEST_DATABASE_URL)("plans each of its statements once per connection: PostgreSQL keeps a generic plan after five runs", async () => {
    // One connection, so its prepared statements can be counted (pg_prepared_statements is per session).
    const client = await app.ctx.database.pool.connect();
    try {
      const runs = new Map<string, number>();
      const onOneConnection = {
        query: (statement: pg.QueryConfig) => {
          runs.set(statement.name!, (runs.get(statement.name!) ?? 0) + 1);
          return client.query(statement);
        },
      } as unknown as pg.Pool;
      for (let time = 0; time < 8; time++) {
        for (const type of SEARCH_TYPES) await searchType(onOneConnection, type, time % 2 ? "beagel" : "hedgehg", 4, null);
      }
      const { rows } = await client.query<{ name: string; generic_plans: number; custom_plans: number }>(
        "select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name = any($1)",
        [[...runs.keys()]],
      );
      // Each type's word tiers and its similar tier, eight times each.
      expect([...runs.values()]).toEqual(Array(SEARCH_TYPES.length * 2).fill(8));
      expect(rows).toHaveLength(runs.size);
      for (const statement of rows) {
        expect(statement.custom_plans, statement.name).toBeLessThanOrEqual(5);
        expect(statement.generic_plans, statement.name).toBeGreaterThanOrEqual(3);
      }
    } finally {
      client.release();
    }
  });

  it("searches Paw Bazar items and both kinds of articles", async () => {
    expect(titles((await search({ q: "dog bed", type: "items" })).results)).toEqual(["Orthopedic dog bed"]);
    const articles = await search({ q: "summer", type: "articles" });
    expect(titles(articles.results).sort()).toEqual(["Hydration in summer", "Summer heatstroke signs"]);
    expect(articles.results.map((r) => r.href.split("?")[0]).sort()).toEqual(["/vets-corner", "/wellness-tips"]);
  });

  it("pages through every match once, without duplicates or gaps", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const answer = await search({ q: "zoomies", type: "threads", limit: "5", ...(cursor ? { cursor } : {}) });
      seen.push(...answer.results.map((r) => r.id));
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
  });

  it("groups the best few of every type when no type is given", async () => {
    const { results, nextCursor } = await search({ q: "dog" });
    expect(nextCursor).toBeNull();
    expect(results.map((r) => [r.type, r.title])).toEqual([
      ["creators", "Biscuit"],
      ["items", "Orthopedic dog bed"],
    ]);
  });

  it("carries a result's picture with its placeholder and variants, so a thumbnail loads the narrowest", async () => {
    const { db } = app.ctx;
    const owner = await buildUser(db);
    const objectPath = `uploads/${owner.id}/avatar`;
    await db.insert(mediaObjects).values({
      objectPath,
      ownerId: owner.id,
      contentType: "image/jpeg",
      size: 5000,
      etag: '"a"',
      width: 2000,
      height: 2000,
      placeholder: "data:image/webp;base64,AAAA",
      variantWidths: [1280, 320, 640],
    });
    await buildCreator(db, { owner, petName: "Thumbelina", avatarImageUrl: `/objects/${objectPath}` });
    await buildCreator(db, { petName: "Thumbelino", avatarImageUrl: "https://pictures.example/cat.jpg" });
    const { results } = await search({ q: "thumbelina", type: "creators" });
    const found = Object.fromEntries(results.map((r) => [r.title, r]));
    expect(found.Thumbelina!.image).toEqual({
      url: `/objects/${objectPath}`,
      width: 2000,
      height: 2000,
      placeholder: "data:image/webp;base64,AAAA",
      variants: [320, 640, 1280].map((width) => ({ url: `/objects/${objectPath}.w${width}.webp`, width })),
    });
    // An address elsewhere goes out alone.
    expect(found.Thumbelino!.image).toEqual({ url: "https://pictures.example/cat.jpg", width: null, height: null, placeholder: null, variants: [] });
  });

  it("never finds premium post text", async () => {
    const grouped = await search({ q: "xylophonic" });
    expect(grouped.results).toEqual([]);
  });

  it("answers 400 with a clear message for a missing query, an unknown type or a bad cursor", async () => {
    const missing = await app.anonymous().get("/api/search");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Enter something to search for");
    const unknown = await app.anonymous().get("/api/search").query({ q: "cat", type: "posts" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown type. Choose one of: creators, threads, items, articles");
    const badCursor = await app.anonymous().get("/api/search").query({ q: "cat", type: "threads", cursor: "nope" });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe("cursor must come from a previous page");
    const noSuchDay = Buffer.from(JSON.stringify(["name", "2026-02-30T00:00:00+00:00", crypto.randomUUID()])).toString("base64url");
    const forged = await app.anonymous().get("/api/search").query({ q: "cat", type: "threads", cursor: noSuchDay });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe("cursor must come from a previous page");
  });
});
