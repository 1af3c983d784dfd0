import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VetArticleView } from "@shared/api-types";
import { VET_SPECIALIZATIONS } from "@shared/constants";
import type { User } from "@shared/schema";
import { buildUser } from "../../test/factories";
import { STAFF_EMAIL, startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let staff: User;
let member: User;

beforeAll(async () => {
  t = await startTestApp();
  staff = await buildUser(t.ctx.db, { email: STAFF_EMAIL });
  member = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

const dentalArticle = {
  title: "Why dental cleanings matter",
  content: "By age three most dogs show signs of dental disease. Here is what a cleaning involves.",
  specialization: "Dentistry",
  imageUrl: "/objects/demo/teeth.svg",
  tags: ["dogs", " dental care "],
};

async function publish(body: Record<string, unknown>): Promise<VetArticleView> {
  const res = await (await t.as(staff)).post("/api/vet-articles").send(body);
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/vet-articles", () => {
  it("publishes an article by a staff member", async () => {
    const article = await publish(dentalArticle);
    expect(article).toEqual({
      id: expect.any(String),
      authorId: staff.id,
      title: dentalArticle.title,
      content: dentalArticle.content,
      specialization: "Dentistry",
      imageUrl: "/objects/demo/teeth.svg",
      tags: ["dogs", "dental care"],
      createdAt: expect.any(String),
    });
  });

  it("stores a blank image URL as null", async () => {
    const article = await publish({ ...dentalArticle, imageUrl: "  " });
    expect(article.imageUrl).toBeNull();
  });

  it.each([
    ["a blank title", { title: "" }, "title", "Title is required"],
    ["a blank content", { content: "   " }, "content", "Content is required"],
    ["an unknown specialization", { specialization: "Astrology" }, "specialization", "Please choose a specialization"],
  ])("refuses %s", async (_case, change, path, message) => {
    const res = await (await t.as(staff)).post("/api/vet-articles").send({ ...dentalArticle, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path, message }] });
  });

  it("is refused to visitors (401) and to members who are not staff (403)", async () => {
    expect((await t.anonymous().post("/api/vet-articles").send(dentalArticle)).status).toBe(401);
    const res = await (await t.as(member)).post("/api/vet-articles").send(dentalArticle);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Staff only" });
  });
});

describe("GET /api/vet-articles", () => {
  it("lists articles newest first, to visitors too", async () => {
    const older = await publish({ ...dentalArticle, title: "Older article" });
    const newer = await publish({ ...dentalArticle, title: "Newer article" });
    const res = await t.anonymous().get("/api/vet-articles");
    expect(res.status).toBe(200);
    const ids = (res.body as VetArticleView[]).map((a) => a.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it("filters by every specialization of the list and refuses an unknown one", async () => {
    for (const specialization of VET_SPECIALIZATIONS) await publish({ ...dentalArticle, specialization });
    for (const specialization of VET_SPECIALIZATIONS) {
      const res = await t.anonymous().get("/api/vet-articles").query({ specialization });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect((res.body as VetArticleView[]).every((a) => a.specialization === specialization)).toBe(true);
    }
    const unknown = await t.anonymous().get("/api/vet-articles?specialization=Astrology");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Unknown specialization. Choose one of: ${VET_SPECIALIZATIONS.join(", ")}`);
  });

  it("pages with ?limit and ?before", async () => {
    const all = (await t.anonymous().get("/api/vet-articles")).body as VetArticleView[];
    const first = (await t.anonymous().get("/api/vet-articles?limit=2")).body as VetArticleView[];
    expect(first.map((a) => a.id)).toEqual(all.slice(0, 2).map((a) => a.id));
    const next = (await t.anonymous().get(`/api/vet-articles?limit=2&before=${first[1].id}`)).body as VetArticleView[];
    expect(next.map((a) => a.id)).toEqual(all.slice(2, 4).map((a) => a.id));
  });
});

describe("GET /api/vet-articles/:id", () => {
  it("answers one article", async () => {
    const article = await publish({ ...dentalArticle, specialization: "Cardiology" });
    const res = await t.anonymous().get(`/api/vet-articles/${article.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(article);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await t.anonymous().get("/api/vet-articles/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Article not found" });
    expect((await t.anonymous().get("/api/vet-articles/not-an-id")).status).toBe(400);
  });
});
