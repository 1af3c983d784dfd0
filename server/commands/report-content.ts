/**
 * Reporting something (POST /api/reports), in one transaction:
 *
 * 1. The target must exist and be visible to the reporter (404 otherwise, as
 *    for anything missing); reporting one's own content is refused (400).
 * 2. One report per person and target: a repeat answers the first report and
 *    changes nothing.
 * 3. The target's one case is opened, or reopened when it was resolved: due in
 *    4 hours for cruelty and neglect, 24 otherwise (shared/moderation.ts). A new
 *    report on an open case can only make it more urgent and due sooner. Every
 *    change bumps the case's version, so a moderator acting on what they saw
 *    before the new report gets 409 and reloads.
 * 4. Counting the distinct reporters since the case was (re)opened: two cruelty
 *    reports, or three of any kind, hide the content pending review, and its
 *    author is told. Reports a moderator already answered (a dismissed round)
 *    do not count again.
 */
import { and, countDistinct, eq, gte, sql } from "drizzle-orm";
import {
  AUTO_HIDE_THRESHOLDS,
  REVIEW_DUE_HOURS,
  priorityOf,
  type ReportInput,
  type reportInputSchema,
} from "@shared/moderation";
import { moderationActions, moderationCases, reports, type Report } from "@shared/schema";
import type { z } from "zod";
import type { Db } from "../db";
import { badRequest, notFound } from "../http/errors";
import type { Actor } from "../policies";
import { mayViewHidden } from "../policies/moderation";
import { hiddenPendingReviewNotice, notify } from "./moderation-notices";
import { hideTarget, loadTarget } from "./moderation-targets";

const TARGET_NOT_FOUND = "This content does not exist or was removed";
const OWN_CONTENT = "You cannot report your own content";

type ReportFields = z.output<typeof reportInputSchema>;

/** Thrown inside the transaction when a concurrent request filed the same report first: nothing is kept. */
class RepeatReport extends Error {}

export async function reportContent(
  db: Db,
  input: { reporter: Actor; report: ReportFields },
): Promise<{ report: Report; created: boolean }> {
  const { reporter, report } = input;
  const target = await loadTarget(db, report.targetType, report.targetId);
  if (!target || !mayViewHidden(reporter, target)) throw notFound(TARGET_NOT_FOUND);
  if (target.authorId === reporter.id) throw badRequest(OWN_CONTENT);

  const earlier = await findReport(db, reporter.id, report);
  if (earlier) return { report: earlier, created: false };

  try {
    const created = await db.transaction(async (tx) => {
      const urgent = priorityOf(report.reason) === "urgent";
      const hours = urgent ? REVIEW_DUE_HOURS.urgent : REVIEW_DUE_HOURS.normal;
      const [kase] = await tx
        .insert(moderationCases)
        .values({
          targetType: report.targetType,
          targetId: report.targetId,
          authorId: target.authorId,
          urgent,
          dueAt: sql`now() + make_interval(hours => ${hours})`,
        })
        .onConflictDoUpdate({
          target: [moderationCases.targetType, moderationCases.targetId],
          set: {
            // Open: as urgent and as soon as its most pressing report. Resolved: opened anew.
            urgent: sql`case when moderation_cases.status = 'open' then moderation_cases.urgent or excluded.urgent else excluded.urgent end`,
            dueAt: sql`case when moderation_cases.status = 'open' then least(moderation_cases.due_at, excluded.due_at) else excluded.due_at end`,
            openedAt: sql`case when moderation_cases.status = 'open' then moderation_cases.opened_at else now() end`,
            resolvedAt: sql`null`,
            status: "open",
            version: sql`moderation_cases.version + 1`,
          },
        })
        .returning();
      const [row] = await tx
        .insert(reports)
        .values({
          caseId: kase!.id,
          reporterId: reporter.id,
          targetType: report.targetType,
          targetId: report.targetId,
          reason: report.reason,
          details: report.details ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new RepeatReport();

      const [counts] = await tx
        .select({
          cruelty: sql<number>`count(distinct ${reports.reporterId}) filter (where ${reports.reason} = 'animal_cruelty')`.mapWith(Number),
          any: countDistinct(reports.reporterId),
        })
        .from(reports)
        .where(
          and(
            eq(reports.caseId, kase!.id),
            // Compared in the database: a JS Date would drop the timestamp's microseconds.
            gte(reports.createdAt, sql`(select opened_at from moderation_cases where id = ${kase!.id})`),
          ),
        );
      const reachesThreshold =
        counts!.cruelty >= AUTO_HIDE_THRESHOLDS.crueltyReports || counts!.any >= AUTO_HIDE_THRESHOLDS.anyReports;
      if (reachesThreshold) {
        // Re-read inside the transaction: another report may have hidden it meanwhile.
        const current = await loadTarget(tx, target.type, target.id);
        if (current && (await hideTarget(tx, current))) {
          // In the audit log like any hide, taken by nobody: PawFans itself.
          await tx.insert(moderationActions).values({ caseId: kase!.id, moderatorId: null, action: "hide", note: autoHideNote(counts!) });
          await notify(tx, [current.authorId], hiddenPendingReviewNotice(current.type, kase!.urgent));
        }
      }
      return row;
    });
    return { report: created, created: true };
  } catch (error) {
    if (!(error instanceof RepeatReport)) throw error;
    const first = await findReport(db, reporter.id, report);
    if (!first) throw error;
    return { report: first, created: false };
  }
}

async function findReport(db: Db, reporterId: string, target: Pick<ReportInput, "targetType" | "targetId">) {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(eq(reports.reporterId, reporterId), eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId)),
    )
    .limit(1);
  return row;
}

/** Why the content was hidden by itself, as the audit log says. */
function autoHideNote(counts: { cruelty: number; any: number }): string {
  return counts.cruelty >= AUTO_HIDE_THRESHOLDS.crueltyReports
    ? `Hidden automatically pending review: ${counts.cruelty} people reported animal cruelty.`
    : `Hidden automatically pending review: ${counts.any} people reported it.`;
}
