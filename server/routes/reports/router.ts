/**
 * POST /api/reports {targetType, targetId, reason, details?}: any signed-in
 * person reports a creator profile, post, thread, comment or Paw Bazar item
 * they can see. 201 with the new report; 200 with their earlier report of the
 * same thing (one report per person and target). The rules are the command's
 * (commands/report-content.ts); a report that hid something clears the public
 * cache as a moderator's hide does.
 */
import { Router } from "express";
import { reportInputSchema } from "@shared/moderation";
import { requireUser } from "../../auth/guards";
import { reportContent } from "../../commands/report-content";
import type { AppContext } from "../../context";
import { parse } from "../../http/validate";
import { presentReport } from "../../presenters/moderation";

export function reportsRouter(ctx: AppContext, hooks: { contentHidden(): Promise<void> }): Router {
  const router = Router({ caseSensitive: true });

  router.post("/reports", async (req, res) => {
    const reporter = requireUser(req);
    const input = parse(reportInputSchema, req.body);
    const { report, created, hidden } = await reportContent({ db: ctx.db, jobs: ctx.jobs }, { reporter, report: input });
    // After the commit: an answer computed before it must not outlive the hide in the public cache.
    if (hidden) await hooks.contentHidden();
    res.status(created ? 201 : 200).json(presentReport(report));
  });

  return router;
}
