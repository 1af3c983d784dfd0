/**
 * Wellness tips and vet articles, one suite run for each kind: the same
 * endpoints under /api/wellness-tips and /api/vet-articles, filtered by
 * `category` or `specialization`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VetArticleView, WellnessTipView } from "@shared/api-types";
import { VET_SPECIALIZATIONS, WELLNESS_CATEGORIES } from "@shared/constants/categories";
import type { User } from "../../db/schema";
import { buildStaff, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

type ArticleView = WellnessTipView | VetArticleView;

const KINDS = [
  {
    kind: "wellness tips",
    path: "/api/wellness-tips",
    topicField: "category",
    topics: WELLNESS_CATEGORIES,
    /** A topic other than the sample's. */
    otherTopic: "Exercise",
    notFoundMessage: "Wellness tip not found",
    topicRequiredMessage: "Please choose a category",
    sample: {
      title: "Keep the water bowl interesting",
      content: "Many cats drink more from a wide, shallow bowl placed away from their food.",
      category: "Nutrition",
      tags: [" cats ", "hydration", "  "],
    } as Record<string, unknown>,
    /** The sample as published: tags trimmed, blank ones dropped. */
    published: { category: "Nutrition", imageUrl: null, image: null, tags: ["cats", "hydration"] },
  },
  {
    kind: "vet articles",
    path: "/api/vet-articles",
    topicField: "specialization",
    topics: VET_SPECIALIZATIONS,
    otherTopic: "Cardiology",
    notFoundMessage: "Article not found",
    topicRequiredMessage: "Please choose a specialization",
    sample: {
      title: "Why dental cleanings matter",
      content: "By age three most dogs show signs of dental disease. Here is what a cleaning involves.",
      specialization: "Dentistry",
      imageUrl: "https://images.example.com/teeth.png",
      tags: ["dogs", " dental care "],
    } as Record<string, unknown>,
    published: {
      specialization: "Dentistry",
      imageUrl: "https://images.example.com/teeth.png",
      // An address elsewhere: shown as it is, with no size, placeholder or variants.
      image: { url: "https://images.example.com/teeth.png", width: null, height: null, placeholder: null, variants: [] },
      tags: ["dogs", "dental care"],
    },
  },
] as const;

let t: TestApp;
let staff: User;
let member: User;

beforeAll(async () => {
  t = await startTestApp();
  staff = await buildStaff(t.ctx.db);
  member = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

describe.each(KINDS)("$kind", ({ path, topicField, topics, otherTopic, notFoundMessage, topicRequiredMessage, sample, published }) => {
  const topicOf = (article: ArticleView) => (article as unknown as Record<string, string>)[topicField];

  async function publish(body: Record<string, unknown>): Promise<ArticleView> {
    const res = await (await t.as(staff)).post(path).send(body);
    expect(res.status).toBe(201);
    return res.body;
  }

  describe(`POST ${path}`, () => {
    it("publishes by a staff member, with trimmed tags", async () => {
      const article = await publish(sample);
      expect(article).toEqual({
        id: expect.any(String),
        authorId: staff.id,
        title: sample.title,
        content: sample.content,
        ...published,
        createdAt: expect.any(String),
      });
    });

    it("keeps the author's uploaded image and defaults tags to none", async () => {
      const { tags: _tags, ...withoutTags } = sample;
      const photo = await buildUpload(t.ctx.storage, staff);
      const article = await publish({ ...withoutTags, imageUrl: photo });
      expect(article).toMatchObject({ imageUrl: photo, tags: [] });
      expect((await t.anonymous().get(photo)).status).toBe(200);
    });

    it("refuses an image uploaded by someone else, and an address that is not an upload or https", async () => {
      const res = await (await t.as(staff)).post(path).send({ ...sample, imageUrl: await buildUpload(t.ctx.storage, member) });
      expect(res.status).toBe(403);
      const plain = await (await t.as(staff)).post(path).send({ ...sample, imageUrl: "http://images.example.com/a.png" });
      expect(plain.status).toBe(400);
      expect(plain.body.message).toBe("Images must be uploaded files or https addresses");
    });

    it("stores a blank image URL as null", async () => {
      const article = await publish({ ...sample, imageUrl: "  " });
      expect(article.imageUrl).toBeNull();
    });

    it.each([
      ["a blank title", { title: " " }, "title", "Title is required"],
      ["an empty title", { title: "" }, "title", "Title is required"],
      ["an empty content", { content: "" }, "content", "Content is required"],
      ["a blank content", { content: "   " }, "content", "Content is required"],
      ["an unknown topic", { [topicField]: "Astrology" }, topicField, topicRequiredMessage],
      ["a title over 150 characters", { title: "t".repeat(151) }, "title", "Title must be at most 150 characters"],
      ["more than 10 tags", { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, "tags", "An article can have at most 10 tags"],
      ["a tag over 30 characters", { tags: ["t".repeat(31)] }, "tags.0", "Each tag must be at most 30 characters"],
    ])("refuses %s", async (_case, change, field, message) => {
      const res = await (await t.as(staff)).post(path).send({ ...sample, ...change });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, errors: [{ path: field, message }] });
    });

    it("is refused to visitors (401) and to members who are not staff (403)", async () => {
      const visitor = await t.anonymous().post(path).send(sample);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ message: "Unauthorized" });
      const res = await (await t.as(member)).post(path).send(sample);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Staff only" });
    });
  });

  describe(`GET ${path}`, () => {
    it("lists newest first, to visitors too", async () => {
      const older = await publish({ ...sample, title: "Older one" });
      const newer = await publish({ ...sample, title: "Newer one" });
      const res = await t.anonymous().get(path);
      expect(res.status).toBe(200);
      const ids = (res.body as ArticleView[]).map((a) => a.id);
      expect(ids[0]).toBe(newer.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    });

    it(`filters by every ${topicField} of the list and refuses an unknown one`, async () => {
      for (const topic of topics) await publish({ ...sample, [topicField]: topic });
      for (const topic of topics) {
        const res = await t.anonymous().get(path).query({ [topicField]: topic });
        expect(res.status).toBe(200);
        expect(res.body.length).toBeGreaterThan(0);
        expect((res.body as ArticleView[]).every((a) => topicOf(a) === topic)).toBe(true);
      }
      const unknown = await t.anonymous().get(`${path}?${topicField}=Astrology`);
      expect(unknown.status).toBe(400);
      const message = `Unknown ${topicField}. Choose one of: ${topics.join(", ")}`;
      expect(unknown.body).toEqual({ message, errors: [{ path: topicField, message }] });
    });

    it("pages with ?limit and ?before", async () => {
      const all = (await t.anonymous().get(path)).body as ArticleView[];
      const first = (await t.anonymous().get(`${path}?limit=2`)).body as ArticleView[];
      expect(first.map((a) => a.id)).toEqual(all.slice(0, 2).map((a) => a.id));
      const next = (await t.anonymous().get(`${path}?limit=2&before=${first[1].id}`)).body as ArticleView[];
      expect(next.map((a) => a.id)).toEqual(all.slice(2, 4).map((a) => a.id));
    });
  });

  describe(`GET ${path}/:id`, () => {
    it("answers one", async () => {
      const article = await publish({ ...sample, [topicField]: otherTopic });
      const res = await t.anonymous().get(`${path}/${article.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(article);
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      const unknown = await t.anonymous().get(`${path}/00000000-0000-4000-8000-000000000000`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: notFoundMessage });
      for (const malformed of ["42", "not-an-id"]) {
        const res = await t.anonymous().get(`${path}/${malformed}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: "Invalid id" });
      }
    });
  });
});
