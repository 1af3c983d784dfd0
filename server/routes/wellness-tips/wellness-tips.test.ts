import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WellnessTipView } from "@shared/api-types";
import { WELLNESS_CATEGORIES } from "@shared/constants";
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

const hydrationTip = {
  title: "Keep the water bowl interesting",
  content: "Many cats drink more from a wide, shallow bowl placed away from their food.",
  category: "Nutrition",
  tags: [" cats ", "hydration", "  "],
};

async function publish(body: Record<string, unknown>): Promise<WellnessTipView> {
  const res = await (await t.as(staff)).post("/api/wellness-tips").send(body);
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/wellness-tips", () => {
  it("publishes a tip by a staff member, with trimmed tags and no image", async () => {
    const tip = await publish(hydrationTip);
    expect(tip).toEqual({
      id: expect.any(String),
      authorId: staff.id,
      title: hydrationTip.title,
      content: hydrationTip.content,
      category: "Nutrition",
      imageUrl: null,
      tags: ["cats", "hydration"],
      createdAt: expect.any(String),
    });
  });

  it("keeps an image URL and defaults tags to none", async () => {
    const { tags: _tags, ...withoutTags } = hydrationTip;
    const tip = await publish({ ...withoutTags, imageUrl: "/objects/demo/water.svg" });
    expect(tip).toMatchObject({ imageUrl: "/objects/demo/water.svg", tags: [] });
  });

  it.each([
    ["a blank title", { title: " " }, "title", "Title is required"],
    ["a blank content", { content: "" }, "content", "Content is required"],
    ["an unknown category", { category: "Astrology" }, "category", "Please choose a category"],
  ])("refuses %s", async (_case, change, path, message) => {
    const res = await (await t.as(staff)).post("/api/wellness-tips").send({ ...hydrationTip, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path, message }] });
  });

  it("is refused to visitors (401) and to members who are not staff (403)", async () => {
    expect((await t.anonymous().post("/api/wellness-tips").send(hydrationTip)).status).toBe(401);
    const res = await (await t.as(member)).post("/api/wellness-tips").send(hydrationTip);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Staff only" });
  });
});

describe("GET /api/wellness-tips", () => {
  it("lists tips newest first, to visitors too", async () => {
    const older = await publish({ ...hydrationTip, title: "Older tip" });
    const newer = await publish({ ...hydrationTip, title: "Newer tip" });
    const res = await t.anonymous().get("/api/wellness-tips");
    expect(res.status).toBe(200);
    const ids = (res.body as WellnessTipView[]).map((tip) => tip.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it("filters by every category of the list and refuses an unknown one", async () => {
    for (const category of WELLNESS_CATEGORIES) await publish({ ...hydrationTip, category });
    for (const category of WELLNESS_CATEGORIES) {
      const res = await t.anonymous().get("/api/wellness-tips").query({ category });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect((res.body as WellnessTipView[]).every((tip) => tip.category === category)).toBe(true);
    }
    const unknown = await t.anonymous().get("/api/wellness-tips?category=Astrology");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Unknown category. Choose one of: ${WELLNESS_CATEGORIES.join(", ")}`);
  });

  it("pages with ?limit and ?before", async () => {
    const all = (await t.anonymous().get("/api/wellness-tips")).body as WellnessTipView[];
    const first = (await t.anonymous().get("/api/wellness-tips?limit=2")).body as WellnessTipView[];
    expect(first.map((tip) => tip.id)).toEqual(all.slice(0, 2).map((tip) => tip.id));
    const next = (await t.anonymous().get(`/api/wellness-tips?limit=2&before=${first[1].id}`)).body as WellnessTipView[];
    expect(next.map((tip) => tip.id)).toEqual(all.slice(2, 4).map((tip) => tip.id));
  });
});

describe("GET /api/wellness-tips/:id", () => {
  it("answers one tip", async () => {
    const tip = await publish({ ...hydrationTip, category: "Exercise" });
    const res = await t.anonymous().get(`/api/wellness-tips/${tip.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(tip);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await t.anonymous().get("/api/wellness-tips/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Wellness tip not found" });
    expect((await t.anonymous().get("/api/wellness-tips/42")).status).toBe(400);
  });
});
