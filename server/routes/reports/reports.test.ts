/**
 * POST /api/reports: any signed-in person reports what they can see, once per
 * target; each target has one case, due in 4 hours for cruelty and neglect and
 * 24 otherwise, reopened by new reports; two distinct cruelty reporters, or
 * three of any kind, hide the content pending review.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DETAILS_REQUIRED, REPORT_TARGET_TYPES, type ReportTargetType } from "@shared/moderation";
import {
  communityThreads,
  creatorProfiles,
  marketplaceItems,
  moderationCases,
  notifications,
  posts,
  reports,
  threadComments,
  type User,
} from "@shared/schema";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildTarget, caseIdOf, caseOf, fileReport, SEEN, type BuiltTarget } from "../moderation/test-data";

let t: TestApp;
let fan: User;

beforeAll(async () => {
  t = await startTestApp();
  fan = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

const HIDDEN_AT_OF = {
  creator_profile: creatorProfiles,
  post: posts,
  thread: communityThreads,
  comment: threadComments,
  marketplace_item: marketplaceItems,
} as const;

async function hiddenAtOf(target: BuiltTarget): Promise<Date | null> {
  const table = HIDDEN_AT_OF[target.type];
  const [row] = await t.ctx.db.select({ hiddenAt: table.hiddenAt }).from(table).where(eq(table.id, target.id));
  return row!.hiddenAt;
}

async function caseRow(target: BuiltTarget) {
  const [row] = await t.ctx.db.select().from(moderationCases).where(eq(moderationCases.id, await caseIdOf(t.ctx.db, target)));
  return row!;
}

const hoursBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe("POST /api/reports", () => {
  it.each(REPORT_TARGET_TYPES)("files a report of a %s and opens its case for review", async (type: ReportTargetType) => {
    const target = await buildTarget(t.ctx.db, type);
    const res = await (await t.as(fan))
      .post("/api/reports")
      .send({ targetType: type, targetId: target.id, reason: "harassment", details: "  Rude to everyone  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      targetType: type,
      targetId: target.id,
      reason: "harassment",
      details: "Rude to everyone",
      createdAt: expect.any(String),
    });
    const kase = await caseRow(target);
    expect(kase).toMatchObject({ status: "open", urgent: false, authorId: target.author.id });
    expect(hoursBetween(kase.openedAt, kase.dueAt)).toBeCloseTo(24, 3);
  });

  it("refuses visitors who are not signed in", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    const res = await t.anonymous().post("/api/reports").send({ targetType: "post", targetId: target.id, reason: "spam_scam" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it.each(["animal_cruelty", "illegal_animal_sale"] as const)("needs details for %s, with the shared message", async (reason) => {
    const target = await buildTarget(t.ctx.db, "post");
    const res = await (await t.as(fan))
      .post("/api/reports")
      .send({ targetType: "post", targetId: target.id, reason, details: "   " });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "details", message: DETAILS_REQUIRED }]);
  });

  it("takes other reasons without details", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    const res = await (await t.as(fan)).post("/api/reports").send({ targetType: "thread", targetId: target.id, reason: "other" });
    expect(res.status).toBe(201);
    expect(res.body.details).toBeNull();
  });

  it.each([
    ["an unknown reason", { reason: "ugly" }, "Please choose a reason"],
    ["an unknown kind of target", { targetType: "tier" }, "Please choose what you are reporting"],
    ["a target id that is no id", { targetId: "42" }, "Invalid id"],
  ])("refuses %s", async (_case, change, message) => {
    const target = await buildTarget(t.ctx.db, "post");
    const res = await (await t.as(fan))
      .post("/api/reports")
      .send({ targetType: "post", targetId: target.id, reason: "spam_scam", ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for a target that does not exist", async () => {
    const res = await (await t.as(fan))
      .post("/api/reports")
      .send({ targetType: "post", targetId: crypto.randomUUID(), reason: "spam_scam" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "This content does not exist or was removed" });
  });

  it("answers 404 for content hidden from the reporter, as if it did not exist", async () => {
    const target = await buildTarget(t.ctx.db, "marketplace_item");
    await t.ctx.db.update(marketplaceItems).set({ hiddenAt: new Date() }).where(eq(marketplaceItems.id, target.id));
    const res = await (await t.as(fan))
      .post("/api/reports")
      .send({ targetType: target.type, targetId: target.id, reason: "spam_scam" });
    expect(res.status).toBe(404);
  });

  it("refuses a report of one's own content", async () => {
    const target = await buildTarget(t.ctx.db, "comment");
    const res = await (await t.as(target.author))
      .post("/api/reports")
      .send({ targetType: "comment", targetId: target.id, reason: "spam_scam" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "You cannot report your own content" });
  });

  it("answers a repeat with the first report (200) and changes nothing", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    const first = await fileReport(t, fan, target, "spam_scam");
    const before = await caseRow(target);
    const again = await fileReport(t, fan, target, "animal_cruelty", 200);
    expect(again).toEqual(first);
    const rows = await t.ctx.db.select().from(reports).where(eq(reports.targetId, target.id));
    expect(rows).toHaveLength(1);
    expect(await caseRow(target)).toEqual(before);
  });

  it("keeps one report when the same person reports twice at once", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    const agent = await t.as(fan);
    const body = { targetType: target.type, targetId: target.id, reason: "spam_scam" };
    const answers = await Promise.all([agent.post("/api/reports").send(body), agent.post("/api/reports").send(body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    expect(await t.ctx.db.select().from(reports).where(eq(reports.targetId, target.id))).toHaveLength(1);
  });
});

describe("the case of a reported thing", () => {
  it.each(["animal_cruelty", "animal_neglect"] as const)("is urgent and due in 4 hours for %s", async (reason) => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, reason);
    const kase = await caseRow(target);
    expect(kase.urgent).toBe(true);
    expect(hoursBetween(kase.openedAt, kase.dueAt)).toBeCloseTo(4, 3);
  });

  it("becomes urgent and due sooner when a cruelty report follows, one case for every report", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, "spam_scam");
    const before = await caseRow(target);
    await fileReport(t, await buildUser(t.ctx.db), target, "animal_cruelty");
    const after = await caseRow(target);
    expect(after.id).toBe(before.id);
    expect(after.urgent).toBe(true);
    expect(after.dueAt.getTime()).toBeLessThan(before.dueAt.getTime());
    expect(after.version).toBe(before.version + 1);
    await fileReport(t, await buildUser(t.ctx.db), target, "spam_scam");
    expect(await caseRow(target)).toMatchObject({ urgent: true, dueAt: after.dueAt });
  });

  it("is reopened by a new report after it was resolved, due from the new report", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    await fileReport(t, fan, target, "animal_neglect");
    const first = await caseRow(target);
    await t.ctx.db
      .update(moderationCases)
      .set({ status: "dismissed", resolvedAt: new Date(), urgent: true })
      .where(eq(moderationCases.id, first.id));
    await fileReport(t, await buildUser(t.ctx.db), target, "spam_scam");
    const reopened = await caseRow(target);
    expect(reopened).toMatchObject({ id: first.id, status: "open", resolvedAt: null, urgent: false });
    expect(reopened.openedAt.getTime()).toBeGreaterThan(first.openedAt.getTime());
    expect(hoursBetween(reopened.openedAt, reopened.dueAt)).toBeCloseTo(24, 3);
  });
});

describe("hiding pending review", () => {
  it("hides content after two distinct cruelty reports, and tells its author", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, "animal_cruelty");
    expect(await hiddenAtOf(target)).toBeNull();
    await fileReport(t, await buildUser(t.ctx.db), target, "animal_cruelty");
    expect(await hiddenAtOf(target)).toBeInstanceOf(Date);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, target.author.id));
    expect(told).toEqual([
      expect.objectContaining({
        type: "moderation",
        title: "Your post is hidden pending review",
        message: expect.stringContaining("within 4 hours"),
        postId: null,
      }),
    ]);
  });

  it("writes the hide in the case's audit log, taken by PawFans itself", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, "animal_cruelty");
    await fileReport(t, await buildUser(t.ctx.db), target, "animal_cruelty");
    const view = await caseOf(t, await buildStaff(t.ctx.db, "moderator"), await caseIdOf(t.ctx.db, target));
    expect(view.actions).toEqual([
      expect.objectContaining({
        action: "hide",
        note: "Hidden automatically pending review: 2 people reported animal cruelty.",
        moderator: null,
      }),
    ]);
  });

  it("does not hide after one cruelty report and one of another kind", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, "animal_cruelty");
    await fileReport(t, await buildUser(t.ctx.db), target, "harassment");
    expect(await hiddenAtOf(target)).toBeNull();
  });

  it.each(REPORT_TARGET_TYPES)("hides a %s after three reports of any kind", async (type) => {
    const target = await buildTarget(t.ctx.db, type);
    await fileReport(t, await buildUser(t.ctx.db), target, "spam_scam");
    await fileReport(t, await buildUser(t.ctx.db), target, "harassment");
    expect(await hiddenAtOf(target)).toBeNull();
    await fileReport(t, await buildUser(t.ctx.db), target, "other");
    expect(await hiddenAtOf(target)).toBeInstanceOf(Date);
  });

  it("counts the same reporter once, however often they report", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    await fileReport(t, fan, target, "animal_cruelty");
    await fileReport(t, fan, target, "animal_cruelty", 200);
    await fileReport(t, fan, target, "spam_scam", 200);
    await fileReport(t, await buildUser(t.ctx.db), target, "spam_scam");
    expect(await hiddenAtOf(target)).toBeNull();
  });

  it("counts only reports since the case was last opened: a dismissed round does not count again", async () => {
    const target = await buildTarget(t.ctx.db, "marketplace_item");
    await fileReport(t, await buildUser(t.ctx.db), target, "spam_scam");
    await fileReport(t, await buildUser(t.ctx.db), target, "spam_scam");
    await t.ctx.db
      .update(moderationCases)
      .set({ status: "dismissed", resolvedAt: new Date() })
      .where(eq(moderationCases.id, await caseIdOf(t.ctx.db, target)));
    await fileReport(t, await buildUser(t.ctx.db), target, "spam_scam");
    expect(await hiddenAtOf(target)).toBeNull();
  });

  it("keeps the details of every report for the moderators", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, "animal_cruelty");
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.targetId, target.id));
    expect(row).toMatchObject({ reporterId: fan.id, reason: "animal_cruelty", details: SEEN });
  });
});
