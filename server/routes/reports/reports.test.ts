/**
 * POST /api/reports: any signed-in person reports what they can see, once per
 * target; each target has one case, due in 4 hours for cruelty and neglect and
 * 24 otherwise, reopened by new reports. Reports are weighed by their reporters'
 * standing: two cruelty reports, or three of any kind, from people in good
 * standing hide a post, thread, comment or Paw Bazar item pending review. A
 * creator profile is never hidden by reports, nor is anything a moderator let
 * stay, nor more than a few things of one author a day: such a case is escalated
 * to the front of the queue instead. After a moderator let something stay, only
 * people in good standing whose accounts predate that decision reopen its case.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModerationCaseSummaryView } from "@shared/api-types";
import { AUTO_HIDE_LIMITS, DETAILS_REQUIRED, REPORT_TARGET_TYPES, type ReportTargetType } from "@shared/moderation";
import {
  communityThreads,
  creatorProfiles,
  marketplaceItems,
  moderationCases,
  notifications,
  postComments,
  posts,
  reports,
  threadComments,
  type User,
} from "../../db/schema";
import { buildCreator, buildPost, buildStaff, buildSubscription, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  actOnCaseOf,
  buildEstablishedUser,
  buildTarget,
  caseIdOf,
  caseOf,
  daysAgo,
  fileReport,
  SEEN,
  type BuiltTarget,
} from "../../test/fixtures/moderation";

let t: TestApp;
/** A member in good standing: a month-old account with a verified email. */
let fan: User;
let moderator: User;

beforeAll(async () => {
  t = await startTestApp();
  fan = await buildEstablishedUser(t.ctx.db);
  moderator = await buildStaff(t.ctx.db, "moderator");
});
afterAll(() => t?.close());

const HIDDEN_AT_OF = {
  creator_profile: creatorProfiles,
  post: posts,
  post_comment: postComments,
  thread: communityThreads,
  comment: threadComments,
  marketplace_item: marketplaceItems,
} as const;

async function hiddenAtOf(target: BuiltTarget): Promise<Date | null> {
  const table = HIDDEN_AT_OF[target.type as keyof typeof HIDDEN_AT_OF];
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
    const res = await (await t.as(target.reader ?? fan))
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
    await actOnCaseOf(t, moderator, target, "dismiss");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
    const reopened = await caseRow(target);
    expect(reopened).toMatchObject({ id: first.id, status: "open", resolvedAt: null, urgent: false });
    expect(reopened.openedAt.getTime()).toBeGreaterThan(first.openedAt.getTime());
    expect(hoursBetween(reopened.openedAt, reopened.dueAt)).toBeCloseTo(24, 3);
  });
});

describe("hiding pending review", () => {
  it("hides a post after two distinct cruelty reports from people in good standing, and tells its author", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, "animal_cruelty");
    expect(await hiddenAtOf(target)).toBeNull();
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
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
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    const view = await caseOf(t, moderator, await caseIdOf(t.ctx.db, target));
    expect(view.actions).toEqual([
      expect.objectContaining({
        action: "hide",
        note: "Hidden automatically pending review: 2 people in good standing reported animal cruelty.",
        moderator: null,
      }),
    ]);
  });

  it("does not hide after one cruelty report and one of another kind", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, "animal_cruelty");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "harassment");
    expect(await hiddenAtOf(target)).toBeNull();
  });

  it.each(REPORT_TARGET_TYPES.filter((type) => !AUTO_HIDE_LIMITS.neverHidden.includes(type)))(
    "hides a %s after three reports of any kind",
    async (type) => {
      const target = await buildTarget(t.ctx.db, type);
      await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
      await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "harassment");
      expect(await hiddenAtOf(target)).toBeNull();
      await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "other");
      expect(await hiddenAtOf(target)).toBeInstanceOf(Date);
    },
  );

  it("counts the same reporter once, however often they report", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    await fileReport(t, fan, target, "animal_cruelty");
    await fileReport(t, fan, target, "animal_cruelty", 200);
    await fileReport(t, fan, target, "spam_scam", 200);
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
    expect(await hiddenAtOf(target)).toBeNull();
  });

  it("counts only reports since the case was last opened: a dismissed round does not count again", async () => {
    const target = await buildTarget(t.ctx.db, "marketplace_item");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
    await actOnCaseOf(t, moderator, target, "dismiss");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
    expect(await caseRow(target)).toMatchObject({ status: "open" });
    expect(await hiddenAtOf(target)).toBeNull();
  });

  it("keeps the details of every report for the moderators", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, fan, target, "animal_cruelty");
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.targetId, target.id));
    expect(row).toMatchObject({ reporterId: fan.id, reason: "animal_cruelty", details: SEEN });
  });
});

describe("reports weighed by their reporters' standing", () => {
  it("two cruelty reports from accounts seconds old do not take a creator offline: visitors and paying fans still see the profile and its posts", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const post = await buildPost(t.ctx.db, profile, { caption: "Exclusive", isPremium: true });
    const payingFan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, payingFan, profile);
    const target = { type: "creator_profile" as const, id: profile.id, author: owner };
    for (const _ of [1, 2]) await fileReport(t, await buildUser(t.ctx.db, { emailVerified: true }), target, "animal_cruelty");

    expect(await hiddenAtOf(target)).toBeNull();
    const fanAgent = await t.as(payingFan);
    expect((await t.anonymous().get(`/api/creator-profile/${profile.id}`)).status).toBe(200);
    expect((await fanAgent.get(`/api/creator-profile/${profile.id}`)).status).toBe(200);
    const fanPosts = await fanAgent.get(`/api/posts/creator/${profile.id}`);
    expect(fanPosts.status).toBe(200);
    expect(fanPosts.body).toEqual([expect.objectContaining({ id: post.id, locked: false })]);
    // The cruelty reports still make the case urgent: due within 4 hours.
    expect(await caseRow(target as BuiltTarget)).toMatchObject({ status: "open", urgent: true, escalated: false });
  });

  it.each([
    ["accounts made minutes ago", () => ({ emailVerified: true, createdAt: new Date() })],
    ["accounts six days old", () => ({ emailVerified: true, createdAt: daysAgo(6) })],
    ["accounts whose email is not verified", () => ({ emailVerified: false, createdAt: daysAgo(30) })],
  ])("reports from %s reach the queue but hide nothing", async (_kind, standing) => {
    const target = await buildTarget(t.ctx.db, "post");
    for (const _ of [1, 2, 3]) await fileReport(t, await buildUser(t.ctx.db, standing()), target, "animal_cruelty");
    expect(await hiddenAtOf(target)).toBeNull();
    expect(await caseRow(target)).toMatchObject({ status: "open", urgent: true, escalated: false });
    const view = await caseOf(t, moderator, await caseIdOf(t.ctx.db, target));
    expect(view.reports.map((r) => r.reporterInGoodStanding)).toEqual([false, false, false]);
    expect(view.actions).toEqual([]);
  });

  it.each([
    ["mostly dismissed reports count for nothing", "dismiss", null],
    ["reports moderators upheld keep counting", "warn", expect.any(Date)],
  ] as const)("a reporter's track record: %s", async (_record, verdict, hiddenAt) => {
    const reporter = await buildEstablishedUser(t.ctx.db);
    for (const _ of [1, 2, 3]) {
      const earlier = await buildTarget(t.ctx.db, "thread");
      await fileReport(t, reporter, earlier, "spam_scam");
      await actOnCaseOf(t, moderator, earlier, verdict);
    }
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, reporter, target, "animal_cruelty");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    expect(await hiddenAtOf(target)).toEqual(hiddenAt);
  });

  it("no report hides a creator profile by itself: reports from people in good standing escalate its case to the front of the queue", async () => {
    // Another urgent case, due sooner.
    await fileReport(t, await buildUser(t.ctx.db), await buildTarget(t.ctx.db, "thread"), "animal_neglect");
    const target = await buildTarget(t.ctx.db, "creator_profile");
    for (const _ of [1, 2]) await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");

    expect(await hiddenAtOf(target)).toBeNull();
    const caseId = await caseIdOf(t.ctx.db, target);
    expect(await caseRow(target)).toMatchObject({ status: "open", urgent: true, escalated: true });
    const queue = (await (await t.as(moderator)).get("/api/moderation/cases?limit=100")).body as ModerationCaseSummaryView[];
    const place = queue.findIndex((c) => c.id === caseId);
    expect(queue[place]).toMatchObject({ escalated: true, urgent: true });
    expect(queue.slice(0, place).every((c) => c.escalated)).toBe(true);
    expect(queue.some((c) => !c.escalated && c.urgent)).toBe(true);
    const view = await caseOf(t, moderator, caseId);
    expect(view.actions).toEqual([
      expect.objectContaining({
        action: "escalate",
        note: "Escalated: 2 people in good standing reported animal cruelty. A creator profile is never hidden automatically: its fans would lose what they pay for.",
        moderator: null,
      }),
    ]);
    // Escalated once: further reports add no entry.
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    expect((await caseOf(t, moderator, caseId)).actions).toHaveLength(1);
  });

  it.each(["dismiss", "restore"] as const)(
    "after a moderator's %s, accounts made since then neither reopen the case nor hide the content: their reports wait on the case",
    async (decision) => {
      const target = await buildTarget(t.ctx.db, "post");
      for (const _ of [1, 2]) await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
      expect(await hiddenAtOf(target)).toBeInstanceOf(Date);
      const decided = await actOnCaseOf(t, moderator, target, decision);
      expect(await hiddenAtOf(target)).toBeNull();

      for (const _ of [1, 2, 3]) await fileReport(t, await buildUser(t.ctx.db, { emailVerified: true }), target, "animal_cruelty");
      expect(await hiddenAtOf(target)).toBeNull();
      const view = await caseOf(t, moderator, decided.id);
      expect(view).toMatchObject({ status: decided.status, reportCount: 5, unansweredReportCount: 3, escalated: false });
      expect(view.version).toBeGreaterThan(decided.version);
    },
  );

  it("after a moderator let it stay, people in good standing who predate the decision reopen the case, escalated, and still nothing is hidden", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    for (const _ of [1, 2]) await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    await actOnCaseOf(t, moderator, target, "dismiss");
    for (const _ of [1, 2]) await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");

    expect(await hiddenAtOf(target)).toBeNull();
    expect(await caseRow(target)).toMatchObject({ status: "open", urgent: true, escalated: true });
    const view = await caseOf(t, moderator, await caseIdOf(t.ctx.db, target));
    expect(view.actions[0]).toMatchObject({
      action: "escalate",
      note: "Escalated: 2 people in good standing reported animal cruelty. A moderator let it stay before, so reports no longer hide it.",
    });
  });

  it("hides at most 3 things of one author a day by reports; the next case is escalated instead", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const posted = [];
    for (const _ of [1, 2, 3, 4]) posted.push({ type: "post" as const, id: (await buildPost(t.ctx.db, profile)).id, author: owner });
    for (const target of posted) {
      for (const _ of [1, 2]) await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    }
    const hidden = await Promise.all(posted.map(async (target) => (await hiddenAtOf(target)) !== null));
    expect(hidden).toEqual([true, true, true, false]);
    expect(await caseRow(posted[3]!)).toMatchObject({ status: "open", escalated: true });
    const view = await caseOf(t, moderator, await caseIdOf(t.ctx.db, posted[3]!));
    expect(view.actions[0]!.note).toBe(
      "Escalated: 2 people in good standing reported animal cruelty. Reports already hid 3 things of its author in the last 24 hours, the most they may hide in a day.",
    );
  });
});
