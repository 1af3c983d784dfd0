/**
 * The moderation queue: cases in queue order (escalated first, then urgent, then soonest due)
 * paged without gaps, a case with its content, reports and audit log, each
 * action's effect on the content and its author, one winner when two
 * moderators act at once, an append-only audit log, reporters told of every
 * outcome, and the staff overview.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModerationCaseSummaryView, ModerationCaseView, ModerationOverviewView, PostView } from "@shared/api-types";
import type { ModerationAction } from "@shared/moderation";
import {
  communityThreads,
  mediaObjects,
  moderationActions,
  moderationCases,
  notifications,
  posts,
  reports,
  threadComments,
  uploadTickets,
  users,
  type User,
} from "../../db/schema";
import { cleanUpUnattachedUploads } from "../../jobs/handlers/clean-up-unattached-uploads";
import { buildCreator, buildStaff, buildSubscription, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildEstablishedUser, buildTarget, caseIdOf, caseOf, fileReport, SEEN, type BuiltTarget } from "../../test/fixtures/moderation";

let t: TestApp;
let moderator: User;
let admin: User;

beforeAll(async () => {
  t = await startTestApp();
  moderator = await buildStaff(t.ctx.db, "moderator");
  admin = await buildStaff(t.ctx.db, "admin");
});
afterAll(() => t?.close());

/** A reported target with its open case. */
async function reported(type: BuiltTarget["type"], reason: Parameters<typeof fileReport>[3] = "harassment") {
  const target = await buildTarget(t.ctx.db, type);
  const reporter = await buildUser(t.ctx.db);
  await fileReport(t, reporter, target, reason);
  const caseId = await caseIdOf(t.ctx.db, target);
  return { target, reporter, caseId };
}

async function act(caseId: string, action: ModerationAction, options: { version?: number; as?: User; note?: string } = {}) {
  const as = options.as ?? moderator;
  const version = options.version ?? (await caseOf(t, as, caseId)).version;
  return (await t.as(as))
    .post(`/api/moderation/cases/${caseId}/actions`)
    .send({ action, note: options.note ?? `Reviewed: ${action}`, version });
}

async function actOk(caseId: string, action: ModerationAction, options: Parameters<typeof act>[2] = {}): Promise<ModerationCaseView> {
  const res = await act(caseId, action, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ModerationCaseView;
}

async function notificationsOf(user: User) {
  return t.ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
}

describe("GET /api/moderation/cases", () => {
  /** Cases straight in the table (one statement: the same now()), due minutes apart; two share a due time. */
  async function seedQueue(status: "actioned" | "dismissed") {
    const at = (minutes: number) => sql`now() + make_interval(mins => ${minutes})`;
    // [escalated, urgent, due in minutes]: an escalated case is urgent too.
    const plan = [
      [false, false, 30],
      [false, true, 120],
      [true, true, 300],
      [false, false, 5],
      [false, true, 60],
      [false, false, 600],
      [true, true, 90],
      [false, true, 60],
    ] as const;
    const rows = await t.ctx.db
      .insert(moderationCases)
      .values(
        plan.map(([escalated, urgent, dueIn]) => ({
          targetType: "thread",
          targetId: crypto.randomUUID(),
          status,
          escalated,
          urgent,
          dueAt: at(dueIn),
        })),
      )
      .returning();
    return rows.map((row, i) => ({ id: row.id, escalated: plan[i]![0], urgent: plan[i]![1], dueIn: plan[i]![2] }));
  }

  it("lists escalated cases first, then urgent ones, then by due time, and pages through them without gaps or repeats", async () => {
    const made = await seedQueue("actioned");
    const expected = [...made]
      .sort(
        (a, b) =>
          Number(b.escalated) - Number(a.escalated) ||
          Number(b.urgent) - Number(a.urgent) ||
          a.dueIn - b.dueIn ||
          (a.id < b.id ? -1 : 1),
      )
      .map((c) => c.id);
    const agent = await t.as(moderator);
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 5; page++) {
      const res = await agent.get(`/api/moderation/cases?status=actioned&limit=4${before ? `&before=${before}` : ""}`);
      expect(res.status).toBe(200);
      const cases = res.body as ModerationCaseSummaryView[];
      seen.push(...cases.map((c) => c.id));
      if (cases.length < 4) break;
      before = cases.at(-1)!.id;
    }
    expect(seen).toEqual(expected);
  });

  it("lists one status at a time, open by default", async () => {
    const dismissed = await seedQueue("dismissed");
    const { caseId } = await reported("post");
    const agent = await t.as(moderator);
    const open = (await agent.get("/api/moderation/cases?limit=100")).body as ModerationCaseSummaryView[];
    expect(open.map((c) => c.id)).toContain(caseId);
    expect(open.every((c) => c.status === "open")).toBe(true);
    const onlyDismissed = (await agent.get("/api/moderation/cases?status=dismissed&limit=100")).body as ModerationCaseSummaryView[];
    expect(onlyDismissed.map((c) => c.id).sort()).toEqual(dismissed.map((c) => c.id).sort());
  });

  it("shows each case's report count, reasons (most given first) and a preview of the content", async () => {
    const target = await buildTarget(t.ctx.db, "thread");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "spam_scam");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    const caseId = await caseIdOf(t.ctx.db, target);
    const all = (await (await t.as(moderator)).get("/api/moderation/cases?limit=100")).body as ModerationCaseSummaryView[];
    const row = all.find((c) => c.id === caseId)!;
    expect(row).toMatchObject({
      status: "open",
      urgent: true,
      escalated: false,
      reportCount: 3,
      unansweredReportCount: 3,
      reasons: ["animal_cruelty", "spam_scam"],
      target: {
        type: "thread",
        id: target.id,
        title: "Puppy mills near me",
        text: "Look at this",
        href: `/community?thread=${target.id}`,
        hiddenAt: expect.any(String),
      },
    });
  });

  it("refuses an unknown status", async () => {
    const res = await (await t.as(moderator)).get("/api/moderation/cases?status=pending");
    expect(res.status).toBe(400);
  });
});

describe("GET /api/moderation/cases/:id", () => {
  it("shows the content even when hidden, its author, its reports with details and its audit log", async () => {
    const target = await buildTarget(t.ctx.db, "comment");
    const first = await buildEstablishedUser(t.ctx.db, { displayName: "Ada" });
    await fileReport(t, first, target, "animal_cruelty");
    await fileReport(t, await buildUser(t.ctx.db), target, "animal_cruelty");
    await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    const caseId = await caseIdOf(t.ctx.db, target);
    await actOk(caseId, "hide", { note: "Clear cruelty" });
    const view = await caseOf(t, admin, caseId);
    expect(view.target).toMatchObject({ type: "comment", text: "Hit the dog until it obeys", hiddenAt: expect.any(String) });
    expect(view.author).toMatchObject({ id: target.author.id, suspended: false, role: "member" });
    expect(view.reports).toHaveLength(3);
    expect(view.reports.at(-1)).toMatchObject({
      reason: "animal_cruelty",
      details: SEEN,
      sinceOpened: true,
      reporterInGoodStanding: true,
      reporter: { id: first.id, name: "Ada" },
    });
    // The second reporter's account is seconds old: their report did not count toward hiding.
    expect(view.reports.map((r) => r.reporterInGoodStanding)).toEqual([true, false, true]);
    expect(view.actions).toEqual([
      {
        id: expect.any(String),
        action: "hide",
        note: "Clear cruelty",
        createdAt: expect.any(String),
        moderator: { id: moderator.id, name: expect.any(String) },
      },
      // The two cruelty reports had hidden it pending review.
      expect.objectContaining({ action: "hide", moderator: null }),
    ]);
  });

  it("answers 404 for an unknown case", async () => {
    const res = await (await t.as(moderator)).get(`/api/moderation/cases/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
  });
});

describe("POST /api/moderation/cases/:id/actions", () => {
  it("dismiss: the case is dismissed and content hidden pending review is shown again", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    for (const _ of [1, 2]) await fileReport(t, await buildEstablishedUser(t.ctx.db), target, "animal_cruelty");
    const caseId = await caseIdOf(t.ctx.db, target);
    expect((await caseOf(t, moderator, caseId)).target!.hiddenAt).not.toBeNull();
    const view = await actOk(caseId, "dismiss");
    expect(view).toMatchObject({ status: "dismissed", resolvedAt: expect.any(String) });
    expect(view.target!.hiddenAt).toBeNull();
  });

  it("hide and restore: hidden from everyone else with its media, then shown again with them", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const mediaUrl = await buildUpload(t.ctx.storage, owner);
    const published = await (await t.as(owner))
      .post("/api/posts")
      .send({ creatorProfileId: profile.id, caption: "Bath time", mediaUrl, mediaType: "image", isPremium: false });
    expect(published.status).toBe(201);
    const post = published.body as PostView;
    await fileReport(t, await buildUser(t.ctx.db), { type: "post", id: post.id }, "obscene");
    const caseId = await caseIdOf(t.ctx.db, { type: "post", id: post.id });

    expect((await actOk(caseId, "hide")).status).toBe("actioned");
    expect((await t.anonymous().get(mediaUrl)).status).toBe(404);
    expect((await (await t.as(await buildUser(t.ctx.db))).get(mediaUrl)).status).toBe(404);
    expect((await (await t.as(owner)).get(mediaUrl)).status).toBe(200);
    expect((await (await t.as(moderator)).get(mediaUrl)).status).toBe(200);
    expect(await notificationsOf(owner)).toContainEqual(
      expect.objectContaining({ type: "moderation", title: "Your post is hidden by moderators" }),
    );

    const restored = await actOk(caseId, "restore");
    expect(restored.target!.hiddenAt).toBeNull();
    const media = await t.anonymous().get(mediaUrl);
    expect(media.status).toBe(200);
    expect(media.headers["cache-control"]).toContain("public");
  });

  it("restore refuses content that is not hidden (409)", async () => {
    const { caseId } = await reported("thread");
    const res = await act(caseId, "restore");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This content is not hidden" });
  });

  it("remove: the post is deleted for good, and its media become unattached uploads the clean-up job deletes", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const mediaUrl = await buildUpload(t.ctx.storage, owner);
    const objectPath = mediaUrl.slice("/objects/".length);
    const published = await (await t.as(owner))
      .post("/api/posts")
      .send({ creatorProfileId: profile.id, caption: "Look", mediaUrl, mediaType: "image", isPremium: true });
    const postId = (published.body as PostView).id;
    await fileReport(t, await buildUser(t.ctx.db), { type: "post", id: postId }, "animal_cruelty");
    const caseId = await caseIdOf(t.ctx.db, { type: "post", id: postId });

    const view = await actOk(caseId, "remove");
    expect(view).toMatchObject({ status: "actioned", target: null });
    expect(await t.ctx.db.select().from(posts).where(eq(posts.id, postId))).toEqual([]);
    expect(await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, objectPath))).toEqual([]);
    expect(await t.ctx.db.select().from(uploadTickets).where(eq(uploadTickets.objectPath, objectPath))).toHaveLength(1);
    expect((await (await t.as(await buildUser(t.ctx.db))).get(mediaUrl)).status).toBe(404);

    expect(await t.ctx.storage.stat(objectPath)).not.toBeNull();
    await cleanUpUnattachedUploads(t.ctx.db, t.ctx.storage, new Date(Date.now() + 1000));
    expect(await t.ctx.storage.stat(objectPath)).toBeNull();
  });

  it("remove keeps a file another post still shows", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const mediaUrl = await buildUpload(t.ctx.storage, owner);
    const agent = await t.as(owner);
    const body = { creatorProfileId: profile.id, caption: "Twice", mediaUrl, mediaType: "image", isPremium: false };
    const postId = ((await agent.post("/api/posts").send(body)).body as PostView).id;
    expect((await agent.post("/api/posts").send(body)).status).toBe(201);
    await fileReport(t, await buildUser(t.ctx.db), { type: "post", id: postId }, "spam_scam");
    await actOk(await caseIdOf(t.ctx.db, { type: "post", id: postId }), "remove");
    expect(await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, mediaUrl.slice(9)))).toHaveLength(1);
    expect((await t.anonymous().get(mediaUrl)).status).toBe(200);
  });

  it("remove of a comment takes it off its thread's count", async () => {
    const { target, caseId } = await reported("comment");
    const [comment] = await t.ctx.db.select().from(threadComments).where(eq(threadComments.id, target.id));
    const countOf = async () =>
      (await t.ctx.db.select().from(communityThreads).where(eq(communityThreads.id, comment!.threadId)))[0]!.commentCount;
    await t.ctx.db.update(communityThreads).set({ commentCount: 1 }).where(eq(communityThreads.id, comment!.threadId));
    await actOk(caseId, "remove");
    expect(await countOf()).toBe(0);
  });

  it("remove refuses a creator profile with subscriptions on record (409): it is hidden and its owner suspended instead", async () => {
    const { target, caseId } = await reported("creator_profile");
    await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), { id: target.id, subscriptionPrice: "9.99" });
    const res = await act(caseId, "remove");
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/hide it and suspend its owner/);
    expect((await caseOf(t, moderator, caseId)).target).not.toBeNull();
  });

  it("remove of an already removed target answers 409", async () => {
    const { caseId } = await reported("marketplace_item");
    await actOk(caseId, "remove");
    const res = await act(caseId, "remove");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This content was removed already" });
  });

  it("warn: the author is told; the content stays", async () => {
    const { target, caseId } = await reported("thread");
    const view = await actOk(caseId, "warn");
    expect(view.target).not.toBeNull();
    expect(await notificationsOf(target.author)).toContainEqual(
      expect.objectContaining({ type: "moderation", title: "A warning from our moderators", message: expect.stringContaining("harassment") }),
    );
  });

  it("suspend: the author is suspended (kept on a second suspension) and told; after removal it still works", async () => {
    const { target, caseId } = await reported("post", "animal_cruelty");
    await actOk(caseId, "remove");
    const view = await actOk(caseId, "suspend", { as: admin });
    expect(view.author).toMatchObject({ id: target.author.id, suspended: true });
    const [author] = await t.ctx.db.select().from(users).where(eq(users.id, target.author.id));
    expect(author!.suspendedAt).toBeInstanceOf(Date);
    await actOk(caseId, "suspend");
    const [again] = await t.ctx.db.select().from(users).where(eq(users.id, target.author.id));
    expect(again!.suspendedAt).toEqual(author!.suspendedAt);
    expect(await notificationsOf(target.author)).toContainEqual(
      expect.objectContaining({ title: "Your account is suspended" }),
    );
  });

  it("suspend refuses a staff author (409)", async () => {
    const staffAuthor = await buildStaff(t.ctx.db, "moderator");
    const target = await buildTarget(t.ctx.db, "thread", staffAuthor);
    await fileReport(t, await buildUser(t.ctx.db), target);
    const res = await act(await caseIdOf(t.ctx.db, target), "suspend", { as: admin });
    expect(res.status).toBe(409);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, staffAuthor.id));
    expect(row!.suspendedAt).toBeNull();
  });

  it("tells every reporter the outcome of each action", async () => {
    const target = await buildTarget(t.ctx.db, "marketplace_item");
    const reporters = [await buildUser(t.ctx.db), await buildUser(t.ctx.db)];
    for (const reporter of reporters) await fileReport(t, reporter, target, "illegal_animal_sale");
    await actOk(await caseIdOf(t.ctx.db, target), "remove");
    for (const reporter of reporters) {
      expect(await notificationsOf(reporter)).toEqual([
        expect.objectContaining({
          type: "moderation",
          title: "Your report was reviewed",
          message: "Thank you for reporting a Paw Bazar item. Our moderators removed it.",
        }),
      ]);
    }
  });

  it("writes each action to the audit log with its moderator and note, newest first", async () => {
    const { caseId } = await reported("thread");
    await actOk(caseId, "warn", { note: "First warning" });
    await actOk(caseId, "hide", { note: "Kept posting it", as: admin });
    const view = await caseOf(t, moderator, caseId);
    expect(view.actions.map((a) => [a.action, a.note, a.moderator?.id])).toEqual([
      ["hide", "Kept posting it", admin.id],
      ["warn", "First warning", moderator.id],
    ]);
  });

  it("needs a note for the audit log", async () => {
    const { caseId } = await reported("thread");
    const version = (await caseOf(t, moderator, caseId)).version;
    const res = await (await t.as(moderator)).post(`/api/moderation/cases/${caseId}/actions`).send({ action: "dismiss", note: "  ", version });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please add a note for the audit log");
  });

  it("answers 409 to a moderator acting on an older version, and changes nothing", async () => {
    const { caseId } = await reported("thread");
    const seen = (await caseOf(t, moderator, caseId)).version;
    await fileReport(t, await buildUser(t.ctx.db), { type: "thread", id: (await caseOf(t, moderator, caseId)).target!.id });
    const res = await act(caseId, "dismiss", { version: seen });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This case was changed by another moderator: reload it to see what changed" });
    expect((await caseOf(t, moderator, caseId)).status).toBe("open");
  });

  it("lets exactly one of two moderators acting at once on the same version win", async () => {
    const { caseId } = await reported("post");
    const version = (await caseOf(t, moderator, caseId)).version;
    const [a, b] = await Promise.all([
      act(caseId, "hide", { version, as: moderator }),
      act(caseId, "dismiss", { version, as: admin }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const view = await caseOf(t, moderator, caseId);
    expect(view.actions).toHaveLength(1);
    expect(view.version).toBe(version + 1);
  });
});

describe("the reporters' track record", () => {
  it.each([
    ["hide", "upheld"],
    ["remove", "upheld"],
    ["warn", "upheld"],
    ["suspend", "upheld"],
    ["dismiss", "dismissed"],
  ] as const)("%s answers every report of the case as %s", async (action, outcome) => {
    const { target, caseId } = await reported("post");
    await fileReport(t, await buildUser(t.ctx.db), target, "spam_scam");
    const view = await actOk(caseId, action);
    expect(view.unansweredReportCount).toBe(0);
    const rows = await t.ctx.db.select({ outcome: reports.outcome }).from(reports).where(eq(reports.caseId, caseId));
    expect(rows).toEqual([{ outcome }, { outcome }]);
  });

  it("a restore after a hide answers them again: the content may stay, so the reports did not hold", async () => {
    const { caseId } = await reported("thread");
    await actOk(caseId, "hide");
    await actOk(caseId, "restore");
    const rows = await t.ctx.db.select({ outcome: reports.outcome }).from(reports).where(eq(reports.caseId, caseId));
    expect(rows).toEqual([{ outcome: "dismissed" }]);
  });
});

describe("the audit log", () => {
  it("is append only: the database refuses to change or delete a row", async () => {
    const { caseId } = await reported("thread");
    await actOk(caseId, "warn");
    const refused = { cause: expect.objectContaining({ message: expect.stringContaining("the moderation log is append only") }) };
    await expect(
      t.ctx.db.update(moderationActions).set({ note: "Nothing happened" }).where(eq(moderationActions.caseId, caseId)),
    ).rejects.toMatchObject(refused);
    await expect(t.ctx.db.delete(moderationActions).where(eq(moderationActions.caseId, caseId))).rejects.toMatchObject(refused);
    expect(await t.ctx.db.select().from(moderationActions).where(eq(moderationActions.caseId, caseId))).toEqual([
      expect.objectContaining({ action: "warn", note: "Reviewed: warn" }),
    ]);
  });
});

describe("GET /api/moderation/overview", () => {
  it("counts open cases by priority and past due, and the median time to resolution", async () => {
    const agent = await t.as(moderator);
    const before = (await agent.get("/api/moderation/overview")).body as ModerationOverviewView;
    const target = await buildTarget(t.ctx.db, "thread");
    const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
    await t.ctx.db.insert(moderationCases).values([
      { targetType: "thread", targetId: target.id, status: "open", urgent: true, dueAt: ago(10) },
      { targetType: "post", targetId: crypto.randomUUID(), status: "open", urgent: false, dueAt: ago(-60) },
    ]);
    const after = (await agent.get("/api/moderation/overview")).body as ModerationOverviewView;
    expect(after.open).toEqual({ urgent: before.open.urgent + 1, normal: before.open.normal + 1 });
    expect(after.pastDue).toBe(before.pastDue + 1);
    expect(after.periodDays).toBe(30);
  });

  it("takes the median over resolved cases, from opening to the first resolution", async () => {
    const fresh = await startTestApp();
    try {
      const staff = await buildStaff(fresh.ctx.db, "moderator");
      const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
      const resolvedAfter = [10, 30, 240];
      for (const minutes of resolvedAfter) {
        await fresh.ctx.db.insert(moderationCases).values({
          targetType: "thread",
          targetId: crypto.randomUUID(),
          status: "actioned",
          dueAt: ago(0),
          openedAt: ago(minutes + 5),
          resolvedAt: ago(5),
        });
      }
      const res = await (await fresh.as(staff)).get("/api/moderation/overview");
      expect(res.body).toEqual({
        open: { urgent: 0, normal: 0 },
        pastDue: 0,
        medianResolutionSeconds: 30 * 60,
        resolvedCount: 3,
        periodDays: 30,
      });
    } finally {
      await fresh.close();
    }
  });
});
