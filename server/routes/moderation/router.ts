/**
 * The moderation queue, for staff (moderators and admins):
 * GET /api/moderation/cases?status=open|actioned|dismissed (queue order, paged
 * with ?before=<last case id>), GET /api/moderation/cases/:id (the content even
 * when hidden, its reports and its audit log), POST /api/moderation/cases/:id/actions
 * {action, note, version} (409 when another moderator acted first), and
 * GET /api/moderation/overview.
 */
import { Router } from "express";
import { z } from "zod";
import { CASE_STATUSES, moderationActionInputSchema, type ReportTargetType } from "@shared/moderation";
import { requireUser } from "../../auth/guards";
import { actOnCase, CASE_NOT_FOUND } from "../../commands/act-on-case";
import { loadTarget, loadTargets, targetKey } from "../../commands/moderation-targets";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentCase, presentCaseSummary, presentOverview } from "../../presenters/moderation";
import type { ModerationCase } from "../../db/schema";
import { caseActions, caseAuthor, caseReports, findCase, listCases, overviewFigures, reportTallies } from "./queries";

const caseListQuerySchema = pageQuerySchema.extend({
  status: z.enum(CASE_STATUSES, { error: `status must be one of: ${CASE_STATUSES.join(", ")}` }).default("open"),
});

/** The case as the case view shows it: its content now (even when hidden), the author, the reports and the audit log. */
async function caseView(db: DbOrTx, kase: ModerationCase) {
  const [target, author, reports, actions] = await Promise.all([
    loadTarget(db, kase.targetType as ReportTargetType, kase.targetId),
    caseAuthor(db, kase.authorId),
    caseReports(db, kase.id),
    caseActions(db, kase.id),
  ]);
  return presentCase({ kase, target, author, reports, actions });
}

export function moderationRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  router.get("/moderation/cases", async (req, res) => {
    authorize(requireUser(req), "reviewReports");
    const query = parse(caseListQuerySchema, req.query);
    const cases = await listCases(db, query);
    const [tallies, targets] = await Promise.all([reportTallies(db, cases.map((c) => c.id)), loadTargets(db, cases)]);
    res.json(
      cases.map((kase) =>
        presentCaseSummary(kase, tallies.get(kase.id)!, targets.get(targetKey(kase.targetType, kase.targetId))),
      ),
    );
  });

  router.get("/moderation/cases/:id", async (req, res) => {
    authorize(requireUser(req), "reviewReports");
    const kase = await findCase(db, req.params.id);
    if (!kase) throw notFound(CASE_NOT_FOUND);
    res.json(await caseView(db, kase));
  });

  router.post("/moderation/cases/:id/actions", async (req, res) => {
    const moderator = requireUser(req);
    authorize(moderator, "moderateContent");
    const input = parse(moderationActionInputSchema, req.body);
    const kase = await actOnCase({ db, jobs: ctx.jobs, config: ctx.config }, { moderator, caseId: req.params.id, ...input });
    res.json(await caseView(db, kase));
  });

  router.get("/moderation/overview", async (req, res) => {
    authorize(requireUser(req), "reviewReports");
    res.json(presentOverview(await overviewFigures(db)));
  });

  return router;
}
