/** Test data for reports and moderation: one reportable thing of each kind, and reports filed through the API. */
import { expect } from "vitest";
import type { ModerationCaseView, ReportView } from "@shared/api-types";
import type { ModerationAction, ReportReason, ReportTargetType } from "@shared/moderation";
import { and, eq } from "drizzle-orm";
import { communityThreads, marketplaceItems, moderationCases, threadComments, type User } from "@shared/schema";
import type { DbOrTx } from "../../db";
import { buildCreator, buildPost, buildUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";

export interface BuiltTarget {
  type: ReportTargetType;
  id: string;
  author: User;
}

/** A visible thing of the kind, written by `author` (a new user unless given). */
export async function buildTarget(db: DbOrTx, type: ReportTargetType, author?: User): Promise<BuiltTarget> {
  const owner = author ?? (await buildUser(db));
  switch (type) {
    case "creator_profile": {
      const { profile } = await buildCreator(db, { owner });
      return { type, id: profile.id, author: owner };
    }
    case "post": {
      const { profile } = await buildCreator(db, { owner });
      const post = await buildPost(db, profile);
      return { type, id: post.id, author: owner };
    }
    case "thread": {
      const [thread] = await db
        .insert(communityThreads)
        .values({ userId: owner.id, title: "Puppy mills near me", content: "Look at this", category: "General" })
        .returning();
      return { type, id: thread!.id, author: owner };
    }
    case "comment": {
      const [thread] = await db
        .insert(communityThreads)
        .values({ userId: (await buildUser(db)).id, title: "Leash tips", content: "Any?", category: "Training Tips" })
        .returning();
      const [comment] = await db
        .insert(threadComments)
        .values({ threadId: thread!.id, userId: owner.id, content: "Hit the dog until it obeys" })
        .returning();
      return { type, id: comment!.id, author: owner };
    }
    case "marketplace_item": {
      const [item] = await db
        .insert(marketplaceItems)
        .values({
          sellerId: owner.id,
          title: "Exotic parrot, no papers",
          description: "Caught wild last month",
          price: "150.00",
          category: "Other",
          condition: "New",
        })
        .returning();
      return { type, id: item!.id, author: owner };
    }
  }
}

const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * A member whose reports count toward hiding content by itself (shared/moderation.ts
 * REPORTER_STANDING): an account a month old whose email the identity provider verified.
 * A plain buildUser is an account made seconds ago, unverified: its reports only reach the queue.
 */
export function buildEstablishedUser(db: DbOrTx, overrides: Parameters<typeof buildUser>[1] = {}): Promise<User> {
  return buildUser(db, { emailVerified: true, createdAt: daysAgo(30), ...overrides });
}

/** A details text for the reasons that need one. */
export const SEEN = "The dog in the photo is kicked twice.";

/** POST /api/reports as `reporter`, expecting `status` (201 unless told). */
export async function fileReport(
  t: TestApp,
  reporter: User,
  target: Pick<BuiltTarget, "type" | "id">,
  reason: ReportReason = "spam_scam",
  status = 201,
): Promise<ReportView> {
  const res = await (await t.as(reporter))
    .post("/api/reports")
    .send({ targetType: target.type, targetId: target.id, reason, details: SEEN });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as ReportView;
}

/** GET /api/moderation/cases/:id of the target's case, as `staff`. */
export async function caseOf(t: TestApp, staff: User, caseId: string): Promise<ModerationCaseView> {
  const res = await (await t.as(staff)).get(`/api/moderation/cases/${caseId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ModerationCaseView;
}

/** The id of the target's case (one per target). */
export async function caseIdOf(db: DbOrTx, target: Pick<BuiltTarget, "type" | "id">): Promise<string> {
  const [row] = await db
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(and(eq(moderationCases.targetType, target.type), eq(moderationCases.targetId, target.id)));
  expect(row, `no case for ${target.type} ${target.id}`).toBeDefined();
  return row!.id;
}

/** POST /api/moderation/cases/:id/actions on the target's case as `staff`, at its current version; answers the case. */
export async function actOnCaseOf(
  t: TestApp,
  staff: User,
  target: Pick<BuiltTarget, "type" | "id">,
  action: ModerationAction,
): Promise<ModerationCaseView> {
  const caseId = await caseIdOf(t.ctx.db, target);
  const { version } = await caseOf(t, staff, caseId);
  const res = await (await t.as(staff))
    .post(`/api/moderation/cases/${caseId}/actions`)
    .send({ action, note: `Reviewed: ${action}`, version });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ModerationCaseView;
}
