/**
 * Reports and moderation cases as they leave the server. A reporter gets their
 * own report back; staff get the queue and the cases with the reported content
 * (even when hidden), the reporters' and moderators' names (never their
 * emails) and the audit log.
 */
import type {
  ModerationCaseSummaryView,
  ModerationCaseView,
  ModerationOverviewView,
  ModerationTargetView,
  ReportView,
} from "@shared/api-types";
import type { AuditAction, CaseStatus, ReportReason, ReportTargetType, Role } from "@shared/moderation";
import { displayNameOf, type PersonNameFields } from "@shared/people";
import type { ModerationCase, Report } from "../db/schema";

/** A reported thing, as the moderation commands load it (commands/moderation-targets.ts): the fields shown. */
export interface ReportedThing {
  type: ReportTargetType;
  id: string;
  hiddenAt: Date | null;
  title: string;
  text: string;
  media: { url: string; kind: "image" | "video" } | null;
  href: string;
}

/** How much of a reported text the queue shows; the case view shows all of it. */
const QUEUE_TEXT_LENGTH = 280;

export function presentReport(report: Report): ReportView {
  return {
    id: report.id,
    targetType: report.targetType as ReportTargetType,
    targetId: report.targetId,
    reason: report.reason as ReportReason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
  };
}

function presentTarget(target: ReportedThing | undefined, { full }: { full: boolean }): ModerationTargetView | null {
  if (!target) return null;
  const cut = !full && target.text.length > QUEUE_TEXT_LENGTH;
  return {
    type: target.type,
    id: target.id,
    title: target.title,
    text: cut ? `${target.text.slice(0, QUEUE_TEXT_LENGTH).trimEnd()}…` : target.text,
    media: target.media,
    href: target.href,
    hiddenAt: target.hiddenAt?.toISOString() ?? null,
  };
}

/** A case's reports counted, with their reasons most often given first, and those no moderator answered yet. */
export interface CaseReportTally {
  reportCount: number;
  reasons: ReportReason[];
  unansweredReportCount: number;
}

export function presentCaseSummary(
  kase: ModerationCase,
  tally: CaseReportTally,
  target: ReportedThing | undefined,
): ModerationCaseSummaryView {
  return summaryOf(kase, tally, presentTarget(target, { full: false }));
}

function summaryOf(kase: ModerationCase, tally: CaseReportTally, target: ModerationTargetView | null): ModerationCaseSummaryView {
  return {
    id: kase.id,
    targetType: kase.targetType as ReportTargetType,
    targetId: kase.targetId,
    status: kase.status as CaseStatus,
    urgent: kase.urgent,
    escalated: kase.escalated,
    dueAt: kase.dueAt.toISOString(),
    openedAt: kase.openedAt.toISOString(),
    resolvedAt: kase.resolvedAt?.toISOString() ?? null,
    version: kase.version,
    reportCount: tally.reportCount,
    reasons: tally.reasons,
    unansweredReportCount: tally.unansweredReportCount,
    target,
  };
}

type Person = PersonNameFields & { id: string; username: string };

export interface CaseDetail {
  kase: ModerationCase;
  target: ReportedThing | undefined;
  author: (Person & { role: string; suspendedAt: Date | null }) | null;
  reports: Array<{ report: Report; reporter: Person }>;
  actions: Array<{ id: string; action: string; note: string; createdAt: Date; moderator: Person | null }>;
}

export function presentCase({ kase, target, author, reports, actions }: CaseDetail): ModerationCaseView {
  const nameOf = (person: PersonNameFields) => displayNameOf(person, { withEmail: false });
  return {
    ...summaryOf(
      kase,
      tallyOf(reports.map((r) => [r.report.reason as ReportReason, 1, r.report.outcome === null ? 1 : 0] as const)),
      presentTarget(target, { full: true }),
    ),
    evidence: kase.evidence ?? null,
    author: author
      ? {
          id: author.id,
          name: nameOf(author),
          username: author.username,
          role: author.role as Role,
          suspended: author.suspendedAt !== null,
        }
      : null,
    reports: reports.map(({ report, reporter }) => ({
      id: report.id,
      reason: report.reason as ReportReason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
      sinceOpened: report.createdAt >= kase.openedAt,
      reporterInGoodStanding: report.reporterInGoodStanding,
      reporter: { id: reporter.id, name: nameOf(reporter), username: reporter.username },
    })),
    actions: actions.map((row) => ({
      id: row.id,
      action: row.action as AuditAction,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      moderator: row.moderator && { id: row.moderator.id, name: nameOf(row.moderator) },
    })),
  };
}

/**
 * A case's reports by reason (with how many of them no moderator answered yet),
 * as the tally the queue shows (ties keep the order given).
 */
export function tallyOf(reasonCounts: Iterable<readonly [ReportReason, number, number]>): CaseReportTally {
  const counts = new Map<ReportReason, number>();
  let unanswered = 0;
  for (const [reason, n, notAnswered] of reasonCounts) {
    counts.set(reason, (counts.get(reason) ?? 0) + n);
    unanswered += notAnswered;
  }
  return {
    reportCount: [...counts.values()].reduce((sum, n) => sum + n, 0),
    reasons: [...counts].sort((a, b) => b[1] - a[1]).map(([reason]) => reason),
    unansweredReportCount: unanswered,
  };
}

export function presentOverview(figures: ModerationOverviewView): ModerationOverviewView {
  return {
    open: { urgent: figures.open.urgent, normal: figures.open.normal },
    pastDue: figures.pastDue,
    medianResolutionSeconds: figures.medianResolutionSeconds === null ? null : Math.round(figures.medianResolutionSeconds),
    resolvedCount: figures.resolvedCount,
    periodDays: figures.periodDays,
  };
}
