/**
 * What reports do by themselves to an open case, inside the report's
 * transaction (the case row is locked by it, so reports on one case take turns):
 *
 * - Counting the distinct reporters in good standing since the case was
 *   (re)opened: two cruelty reports, or three of any kind, reach the threshold
 *   (shared/moderation.ts AUTO_HIDE_THRESHOLDS).
 * - Reached, the content is hidden pending review and its author told, unless
 *   PawFans may not hide it by itself (AUTO_HIDE_LIMITS): a creator profile, or
 *   content a moderator let stay before, or an author whose content reports
 *   already hid as often as a day allows. Then the case is escalated instead:
 *   first in the queue, urgent, once per round.
 * - Both are written in the case's audit log, taken by nobody: PawFans itself.
 */
import { and, count, countDistinct, eq, gt, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { AUTO_HIDE_LIMITS, AUTO_HIDE_THRESHOLDS, LETTING_STAY_ACTIONS, REVIEW_DUE_HOURS } from "@shared/moderation";
import { moderationActions, moderationCases, reports, type ModerationCase } from "../db/schema";
import type { DbOrTx } from "../db";
import { hiddenPendingReviewNotice, notify } from "./moderation-notices";
import { hideTarget, loadTarget, type ModerationTarget } from "./moderation-targets";
import type { JobQueue } from "../jobs/queue";

const PROFILE_NEVER_HIDDEN = "A creator profile is never hidden automatically: its fans would lose what they pay for.";
const MESSAGE_NEVER_HIDDEN = "A message is never hidden automatically: a moderator reads it and removes it if it breaks the rules.";
const LET_STAY_BEFORE = "A moderator let it stay before, so reports no longer hide it.";
const AUTHOR_LIMIT = `Reports already hid ${AUTO_HIDE_LIMITS.perAuthorPerDay} things of its author in the last 24 hours, the most they may hide in a day.`;

/** Answers whether it hid the content (so the caller clears what was shown of it). */
export async function hideOrEscalate(tx: DbOrTx, jobs: JobQueue, kase: ModerationCase, target: ModerationTarget): Promise<boolean> {
  const reported = await thresholdReached(tx, kase.id);
  if (!reported) return false;
  // Re-read inside the transaction: an earlier report may have hidden it meanwhile.
  const current = await loadTarget(tx, target.type, target.id);
  if (!current || current.hiddenAt) return false;

  const limit = await limitReached(tx, kase, current);
  if (!limit) {
    await hideTarget(tx, jobs, current);
    await tx
      .insert(moderationActions)
      .values({ caseId: kase.id, moderatorId: null, action: "hide", note: `Hidden automatically pending review: ${reported}.` });
    await notify(tx, [current.authorId], hiddenPendingReviewNotice(current.type, kase.urgent));
    return true;
  }
  if (!kase.escalated) {
    await tx
      .update(moderationCases)
      .set({
        escalated: true,
        urgent: true,
        dueAt: sql`least(${moderationCases.dueAt}, now() + make_interval(hours => ${REVIEW_DUE_HOURS.urgent}))`,
        version: sql`${moderationCases.version} + 1`,
      })
      .where(eq(moderationCases.id, kase.id));
    await tx.insert(moderationActions).values({ caseId: kase.id, moderatorId: null, action: "escalate", note: `Escalated: ${reported}. ${limit}` });
  }
  return false;
}

/** Who reached the threshold, as the audit log says it; undefined below it. */
async function thresholdReached(tx: DbOrTx, caseId: string): Promise<string | undefined> {
  const [counts] = await tx
    .select({
      cruelty: sql<number>`count(distinct ${reports.reporterId}) filter (where ${reports.reason} = 'animal_cruelty')`.mapWith(Number),
      any: countDistinct(reports.reporterId),
    })
    .from(reports)
    .where(
      and(
        eq(reports.caseId, caseId),
        eq(reports.reporterInGoodStanding, true),
        // Compared in the database: a JS Date would drop the timestamp's microseconds.
        gte(reports.createdAt, sql`(select opened_at from moderation_cases where id = ${caseId})`),
      ),
    );
  if (counts!.cruelty >= AUTO_HIDE_THRESHOLDS.crueltyReports) return `${counts!.cruelty} people in good standing reported animal cruelty`;
  if (counts!.any >= AUTO_HIDE_THRESHOLDS.anyReports) return `${counts!.any} people in good standing reported it`;
  return undefined;
}

/** Why PawFans may not hide it by itself, as the audit log says it; undefined when it may. */
async function limitReached(tx: DbOrTx, kase: ModerationCase, target: ModerationTarget): Promise<string | undefined> {
  if (AUTO_HIDE_LIMITS.neverHidden.includes(target.type)) return target.type === "creator_profile" ? PROFILE_NEVER_HIDDEN : MESSAGE_NEVER_HIDDEN;
  const [letStay] = await tx
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.caseId, kase.id),
        isNotNull(moderationActions.moderatorId),
        inArray(moderationActions.action, [...LETTING_STAY_ACTIONS]),
      ),
    )
    .limit(1);
  if (letStay) return LET_STAY_BEFORE;
  if (!kase.authorId) return undefined;
  const [hidden] = await tx
    .select({ n: count() })
    .from(moderationActions)
    .innerJoin(moderationCases, eq(moderationCases.id, moderationActions.caseId))
    .where(
      and(
        eq(moderationCases.authorId, kase.authorId),
        isNull(moderationActions.moderatorId),
        eq(moderationActions.action, "hide"),
        gt(moderationActions.createdAt, sql`now() - make_interval(days => 1)`),
      ),
    );
  return hidden!.n >= AUTO_HIDE_LIMITS.perAuthorPerDay ? AUTHOR_LIMIT : undefined;
}
