/**
 * GET /api/search: full-text and typo-tolerant search over creators, threads,
 * Paw Bazar items and articles, ranked and paged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityThreads, marketplaceItems, vetArticles, wellnessTips } from "@shared/schema";
import type { SearchAnswer, SearchResult } from "@shared/search";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildCreator, buildPost, buildUser } from "../../test/factories";

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
  await db.insert(wellnessTips).values({ authorId: author.id, title: "Hydration in summer", content: "Fresh water always.", category: "Nutrition" });
  await db.insert(vetArticles).values({ authorId: author.id, title: "Summer heatstroke signs", content: "Panting, drooling.", specialization: "Emergency Care" });

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
  it("finds a Golden Retriever despite typos", async () => {
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
  });
});
