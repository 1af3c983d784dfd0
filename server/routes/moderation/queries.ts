/**
 * The moderation queue's reads: cases in queue order (escalated first, then
 * urgent, then the soonest due), a case with its reports and audit log, and the
 * overview's figures.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ModerationOverviewView } from "@shared/api-types";
import type { CaseStatus, ReportReason } from "@shared/moderation";
import { moderationActions, moderationCases, reports, users, type ModerationCase } from "../../db/schema";
import type { DbOrTx } from "../../db";
import type { PageQuery } from "../../http/paging";
import type { CaseReportTally } from "../../presenters/moderation";
import { tallyOf } from "../../presenters/moderation";

/** The overview's median covers the cases resolved in these last days. */
const RESOLUTION_PERIOD_DAYS = 30;

/** The queue's bands in order; an escalated case is always urgent (moderation_cases_escalated_check). */
const QUEUE_BANDS = [
  { escalated: true, urgent: true },
  { escalated: false, urgent: true },
  { escalated: false, urgent: false },
] as const;

/**
 * A page of one status's cases in queue order: escalated, then urgent, then
 * normal, each by due time and id, read from moderation_cases_queue_idx. The
 * order mixes directions (the flags descending, due time ascending), which no
 * single row comparison can page through, so the bands are read one after the
 * other, each in its own index order. `before` is the id of the last case of
 * the previous page (the app's usual cursor); its place is read from the
 * database, to the microsecond.
 */
export async function listCases(
  db: DbOrTx,
  query: PageQuery & { status: CaseStatus },
): Promise<ModerationCase[]> {
  let cursor: { escalated: boolean; urgent: boolean } | undefined;
  if (query.before) {
    [cursor] = await db
      .select({ escalated: moderationCases.escalated, urgent: moderationCases.urgent })
      .from(moderationCases)
      .where(eq(moderationCases.id, query.before));
    if (!cursor) return [];
  }
  const cursorBand = cursor ? QUEUE_BANDS.findIndex((b) => b.escalated === cursor.escalated && b.urgent === cursor.urgent) : 0;
  const page: ModerationCase[] = [];
  // The bands before the cursor's lie behind it.
  for (const [i, band] of QUEUE_BANDS.entries()) {
    if (i < cursorBand) continue;
    const afterCursor =
      cursor && i === cursorBand
        ? sql`(${moderationCases.dueAt}, ${moderationCases.id}) > ((select due_at from moderation_cases where id = ${query.before}::uuid), ${query.before}::uuid)`
        : undefined;
    const rows = await db
      .select()
      .from(moderationCases)
      .where(
        and(
          eq(moderationCases.status, query.status),
          eq(moderationCases.escalated, band.escalated),
          eq(moderationCases.urgent, band.urgent),
          afterCursor,
        ),
      )
      .orderBy(asc(moderationCases.dueAt), asc(moderationCases.id))
      .limit(query.limit - page.length);
    page.push(...rows);
    if (page.length >= query.limit) break;
  }
  return page;
}

export async function findCase(db: DbOrTx, id: string): Promise<ModerationCase | undefined> {
  const [row] = await db.select().from(moderationCases).where(eq(moderationCases.id, id));
  return row;
}

/** Each case's reports counted by reason, and those no moderator answered yet (one grouped query for a page of cases). */
export async function reportTallies(db: DbOrTx, caseIds: string[]): Promise<Map<string, CaseReportTally>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .select({
      caseId: reports.caseId,
      reason: reports.reason,
      n: sql<number>`count(*)::int`,
      unanswered: sql<number>`(count(*) filter (where ${reports.outcome} is null))::int`,
    })
    .from(reports)
    .where(inArray(reports.caseId, caseIds))
    .groupBy(reports.caseId, reports.reason);
  const byCase = new Map<string, typeof rows>();
  for (const row of rows) byCase.set(row.caseId, [...(byCase.get(row.caseId) ?? []), row]);
  return new Map(
    caseIds.map((id) => {
      const counts = byCase.get(id) ?? [];
      return [id, tallyOf(counts.map((row) => [row.reason as ReportReason, row.n, row.unanswered] as const))];
    }),
  );
}

const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function caseAuthor(db: DbOrTx, authorId: string | null) {
  if (!authorId) return null;
  const [author] = await db
    .select({ ...personColumns, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, authorId));
  return author ?? null;
}

/** Every report of the case with its reporter, newest first. */
export function caseReports(db: DbOrTx, caseId: string) {
  return db
    .select({ report: reports, reporter: personColumns })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.caseId, caseId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

/** The case's audit log with each moderator, newest first. */
export function caseActions(db: DbOrTx, caseId: string) {
  return db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      note: moderationActions.note,
      createdAt: moderationActions.createdAt,
      moderator: personColumns,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.moderatorId))
    .where(eq(moderationActions.caseId, caseId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id));
}

/**
 * Open cases by priority and past due (from the queue's index: status first),
 * and the median time from (re)opening to resolution of the cases resolved in
 * the last RESOLUTION_PERIOD_DAYS.
 */
export async function overviewFigures(db: DbOrTx): Promise<ModerationOverviewView> {
  const [open] = await db
    .select({
      urgent: sql<number>`count(*) filter (where ${moderationCases.urgent})::int`,
      normal: sql<number>`count(*) filter (where not ${moderationCases.urgent})::int`,
      pastDue: sql<number>`count(*) filter (where ${moderationCases.dueAt} < now())::int`,
    })
    .from(moderationCases)
    .where(eq(moderationCases.status, "open"));
  const [resolved] = await db
    .select({
      median: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${moderationCases.resolvedAt} - ${moderationCases.openedAt}))`,
      count: sql<number>`count(*)::int`,
    })
    .from(moderationCases)
    .where(sql`${moderationCases.resolvedAt} >= now() - make_interval(days => ${RESOLUTION_PERIOD_DAYS})`);
  return {
    open: { urgent: open!.urgent, normal: open!.normal },
    pastDue: open!.pastDue,
    medianResolutionSeconds: resolved!.median === null ? null : Number(resolved!.median),
    resolvedCount: resolved!.count,
    periodDays: RESOLUTION_PERIOD_DAYS,
  };
}
