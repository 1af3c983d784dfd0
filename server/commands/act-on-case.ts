/**
 * A moderator's action on a case (POST /api/moderation/cases/:id/actions), in
 * one transaction: the case moves on, the content or its author changes, the
 * audit log gets its row, and the people concerned are told.
 *
 * - The moderator names the case version they saw. The case is updated only
 *   while it still has that version, so of two moderators acting at once
 *   exactly one wins; the other gets 409 and reloads.
 * - dismiss: the reports do not hold; the case is dismissed and content hidden
 *   pending review is shown again. Every other action marks the case actioned.
 *   An action on a resolved case (suspending the author after removing the
 *   post) keeps its first resolution time, which the overview's median uses.
 *   Any action answers the escalation, if there was one.
 * - Each action answers the case's reports (those since it was opened, and any
 *   that waited on it): dismissed by a dismiss or restore, upheld by the others.
 *   The latest answer counts toward each reporter's standing (shared/moderation.ts).
 * - hide / restore: hidden from everyone but its author and staff, or shown again.
 * - remove: deleted for good (moderation-targets.ts says what goes with it).
 * - warn / suspend: the author is told; a suspended author can no longer sign
 *   in or write (auth/). Staff accounts are not suspended here: an admin
 *   revokes the role first.
 * - Every reporter of the case is told the outcome; the author is told of a
 *   hide, removal, warning or suspension (moderation-notices.ts).
 */
import { and, eq, gte, isNull, or, sql } from "drizzle-orm";
import { isStaffRole, outcomeOf, type ModerationAction, type ReportReason, type ReportTargetType } from "@shared/moderation";
import { moderationActions, moderationCases, reports, users, type ModerationCase } from "../db/schema";
import type { Db, DbOrTx } from "../db";
import { sessionsChanged } from "../auth/session-cache";
import { conflict, notFound } from "../http/errors";
import type { Actor } from "../policies";
import type { JobQueue } from "../jobs/queue";
import { mailModerationDecision } from "../mail/account-mail";
import type { MailContext } from "../mail/outbox";
import { authorNotice, notify, reporterNotice } from "./moderation-notices";
import { hideTarget, loadTarget, removeTarget, showTarget, type ModerationTarget } from "./moderation-targets";

export const CASE_NOT_FOUND = "Case not found";
const CASE_CHANGED = "This case was changed by another moderator: reload it to see what changed";
const TARGET_REMOVED = "This content was removed already";
const NOT_HIDDEN = "This content is not hidden";
const NO_AUTHOR = "The author's account no longer exists";
const STAFF_AUTHOR = "Staff accounts cannot be suspended: an admin revokes the role first";

export async function actOnCase(
  { db, jobs, config }: { db: Db; jobs: JobQueue } & MailContext,
  input: { moderator: Actor; caseId: string; action: ModerationAction; note: string; version: number },
): Promise<ModerationCase> {
  const { moderator, caseId, action, note, version } = input;
  return db.transaction(async (tx) => {
    const [kase] = await tx
      .update(moderationCases)
      .set({
        status: action === "dismiss" ? "dismissed" : "actioned",
        escalated: false,
        resolvedAt: sql`coalesce(${moderationCases.resolvedAt}, now())`,
        version: sql`${moderationCases.version} + 1`,
      })
      .where(and(eq(moderationCases.id, caseId), eq(moderationCases.version, version)))
      .returning();
    if (!kase) {
      const [exists] = await tx.select({ id: moderationCases.id }).from(moderationCases).where(eq(moderationCases.id, caseId));
      throw exists ? conflict(CASE_CHANGED) : notFound(CASE_NOT_FOUND);
    }
    const type = kase.targetType as ReportTargetType;
    const target = await loadTarget(tx, type, kase.targetId);
    await applyToContent(tx, jobs, action, target, kase.authorId);
    await tx.insert(moderationActions).values({ caseId: kase.id, moderatorId: moderator.id, action, note });
    await tx
      .update(reports)
      .set({ outcome: outcomeOf(action) })
      .where(
        and(
          eq(reports.caseId, kase.id),
          // Compared in the database: a JS Date would drop the timestamp's microseconds.
          or(isNull(reports.outcome), gte(reports.createdAt, sql`(select opened_at from moderation_cases where id = ${kase.id})`)),
        ),
      );

    const caseReports = await tx
      .select({ reporterId: reports.reporterId, reason: reports.reason })
      .from(reports)
      .where(eq(reports.caseId, kase.id));
    await notify(
      tx,
      caseReports.map((r) => r.reporterId),
      reporterNotice(action, type),
    );
    const reasons = [...new Set(caseReports.map((r) => r.reason as ReportReason))];
    const toAuthor = authorNotice(action, type, reasons);
    if (toAuthor && kase.authorId) {
      await notify(tx, [kase.authorId], toAuthor);
      // And by email, with the guidelines the reports named.
      await mailModerationDecision(tx, { jobs, config }, { authorId: kase.authorId, caseId: kase.id, caseVersion: kase.version, action, notice: toAuthor, reasons });
    }
    return kase;
  });
}

async function applyToContent(
  tx: DbOrTx,
  jobs: JobQueue,
  action: ModerationAction,
  target: ModerationTarget | undefined,
  authorId: string | null,
): Promise<void> {
  switch (action) {
    case "dismiss":
      if (target?.hiddenAt) await showTarget(tx, jobs, target);
      return;
    case "hide":
      await hideTarget(tx, jobs, present(target));
      return;
    case "restore": {
      const shown = present(target);
      if (!shown.hiddenAt) throw conflict(NOT_HIDDEN);
      await showTarget(tx, jobs, shown);
      return;
    }
    case "remove":
      await removeTarget(tx, jobs, present(target));
      return;
    case "warn":
      await authorOf(tx, authorId);
      return;
    case "suspend": {
      const author = await authorOf(tx, authorId);
      if (isStaffRole(author.role)) throw conflict(STAFF_AUTHOR);
      // An earlier suspension keeps its date.
      await tx.update(users).set({ suspendedAt: sql`now()` }).where(and(eq(users.id, author.id), isNull(users.suspendedAt)));
      // Signed out on every instance as this commits.
      await sessionsChanged(tx, { userId: author.id });
      return;
    }
  }
}

function present(target: ModerationTarget | undefined): ModerationTarget {
  if (!target) throw conflict(TARGET_REMOVED);
  return target;
}

async function authorOf(tx: DbOrTx, authorId: string | null) {
  const [author] = authorId
    ? await tx.select({ id: users.id, role: users.role }).from(users).where(and(eq(users.id, authorId), isNull(users.deletedAt)))
    : [];
  if (!author) throw conflict(NO_AUTHOR);
  return author;
}
