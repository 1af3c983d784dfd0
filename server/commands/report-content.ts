/**
 * Reporting something (POST /api/reports), in one transaction:
 *
 * 1. The target must exist and be visible to the reporter (404 otherwise, as
 *    for anything missing); reporting one's own content is refused (400).
 * 2. One report per person and target: a repeat answers the first report and
 *    changes nothing.
 * 3. The report keeps its reporter's standing (shared/moderation.ts: account
 *    age, verified email, earlier reports upheld against dismissed): only
 *    reports of people in good standing count toward hiding anything.
 * 4. The target's one case is opened, due in 4 hours for cruelty and neglect,
 *    24 otherwise; a new report on an open case can only make it more urgent
 *    and due sooner. A resolved case is reopened by a new report, except after
 *    a moderator let the content stay (dismissed the case or restored the
 *    content): then only a reporter in good standing whose account is older
 *    than that decision reopens it. Other reports wait on the resolved case,
 *    which shows them to moderators as not answered yet. Every change bumps the
 *    case's version, so a moderator acting on what they saw before gets 409 and
 *    reloads.
 * 5. On an open case, enough reporters in good standing hide the content
 *    pending review, or escalate the case when PawFans may not hide it by
 *    itself (hide-pending-review.ts).
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  inGoodStanding,
  letsStay,
  REVIEW_DUE_HOURS,
  priorityOf,
  type MessageEvidence,
  type ReportReason,
  type reportInputSchema,
} from "@shared/moderation";
import { moderationActions, moderationCases, reports, type ModerationCase, type Report } from "../db/schema";
import type { z } from "zod";
import type { Db, DbOrTx } from "../db";
import { badRequest, notFound } from "../http/errors";
import type { Actor } from "../policies";
import { mayViewHidden } from "../policies/moderation";
import { hideOrEscalate } from "./hide-pending-review";
import { loadTarget, targetEvidence, targetVisibleTo, type ModerationTarget } from "./moderation-targets";
import { reporterRecord } from "./reporter-standing";
import type { JobQueue } from "../jobs/queue";

const TARGET_NOT_FOUND = "This content does not exist or was removed";
const OWN_CONTENT = "You cannot report your own content";

type ReportFields = z.output<typeof reportInputSchema>;

/** Thrown inside the transaction when a concurrent request filed the same report first: nothing is kept. */
class RepeatReport extends Error {}

/** What a report did: `hidden` when it hid the content pending review. */
export interface FiledReport {
  report: Report;
  created: boolean;
  hidden: boolean;
}

export async function reportContent({ db, jobs }: { db: Db; jobs: JobQueue }, input: { reporter: Actor; report: ReportFields }): Promise<FiledReport> {
  const { reporter, report } = input;
  const target = await loadTarget(db, report.targetType, report.targetId);
  if (!target || !mayViewHidden(reporter, target) || !(await targetVisibleTo(db, reporter, target))) throw notFound(TARGET_NOT_FOUND);
  if (target.authorId === reporter.id) throw badRequest(OWN_CONTENT);

  const earlier = await findReport(db, reporter.id, report);
  if (earlier) return { report: earlier, created: false, hidden: false };
  const record = await reporterRecord(db, reporter.id);
  const standing = { inGoodStanding: inGoodStanding(record), accountCreatedAt: record.accountCreatedAt };
  // A message's words as they are now: its sender may delete it before a moderator looks.
  const evidence = await targetEvidence(db, target);

  try {
    return await db.transaction(async (tx) => {
      const kase = await caseForReport(tx, target, report.reason, standing, evidence);
      const [row] = await tx
        .insert(reports)
        .values({
          caseId: kase.id,
          reporterId: reporter.id,
          targetType: report.targetType,
          targetId: report.targetId,
          reason: report.reason,
          details: report.details ?? null,
          reporterInGoodStanding: standing.inGoodStanding,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new RepeatReport();
      const hidden = kase.status === "open" && (await hideOrEscalate(tx, jobs, kase, target));
      return { report: row, created: true, hidden };
    });
  } catch (error) {
    if (!(error instanceof RepeatReport)) throw error;
    const first = await findReport(db, reporter.id, report);
    if (!first) throw error;
    return { report: first, created: false, hidden: false };
  }
}

interface ReporterStanding {
  inGoodStanding: boolean;
  accountCreatedAt: Date;
}

/** The target's case after this report, locked until the transaction ends: new, more pressing, reopened, or only changed. */
async function caseForReport(
  tx: DbOrTx,
  target: ModerationTarget,
  reason: ReportReason,
  reporter: ReporterStanding,
  evidence: MessageEvidence | null,
): Promise<ModerationCase> {
  const urgent = priorityOf(reason) === "urgent";
  const dueAt = sql`now() + make_interval(hours => ${urgent ? REVIEW_DUE_HOURS.urgent : REVIEW_DUE_HOURS.normal})`;
  const [opened] = await tx
    .insert(moderationCases)
    .values({ targetType: target.type, targetId: target.id, authorId: target.authorId, urgent, dueAt, evidence })
    .onConflictDoNothing()
    .returning();
  if (opened) return opened;

  const [kase] = await tx
    .select()
    .from(moderationCases)
    .where(and(eq(moderationCases.targetType, target.type), eq(moderationCases.targetId, target.id)))
    .for("update");
  const change = (set: PgUpdateSetSource<typeof moderationCases>) =>
    tx
      .update(moderationCases)
      // The evidence of its first report stands; a case opened before there was any gets this one.
      .set({ ...set, evidence: sql`coalesce(${moderationCases.evidence}, ${evidence ? JSON.stringify(evidence) : null}::jsonb)`, version: sql`${moderationCases.version} + 1` })
      .where(eq(moderationCases.id, kase!.id))
      .returning()
      .then(([row]) => row!);

  if (kase!.status === "open") {
    // As urgent and as soon as its most pressing report.
    return change({ urgent: sql`${moderationCases.urgent} or ${urgent}`, dueAt: sql`least(${moderationCases.dueAt}, ${dueAt})` });
  }
  if (!(await mayReopen(tx, kase!, reporter))) return change({});
  return change({ status: "open", urgent, escalated: false, dueAt, openedAt: sql`now()`, resolvedAt: null });
}

/**
 * After a moderator let the content stay, a brigade must not bring it back:
 * only a reporter in good standing whose account predates that decision reopens the case.
 */
async function mayReopen(tx: DbOrTx, kase: ModerationCase, reporter: ReporterStanding): Promise<boolean> {
  const [decision] = await tx
    .select({ action: moderationActions.action, createdAt: moderationActions.createdAt })
    .from(moderationActions)
    .where(and(eq(moderationActions.caseId, kase.id), isNotNull(moderationActions.moderatorId)))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(1);
  if (!decision || !letsStay(decision.action)) return true;
  return reporter.inGoodStanding && reporter.accountCreatedAt < decision.createdAt;
}

async function findReport(db: Db, reporterId: string, target: Pick<ReportFields, "targetType" | "targetId">) {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(eq(reports.reporterId, reporterId), eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId)),
    )
    .limit(1);
  return row;
}
