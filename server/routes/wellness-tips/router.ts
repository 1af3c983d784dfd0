/** Wellness tips: read by everyone, published by staff. */
import { Router } from "express";
import { WELLNESS_CATEGORIES } from "@shared/constants";
import { wellnessTipInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { forbidden, notFound } from "../../http/errors";
import { oneOfFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { canPublishArticles } from "../../policies/articles";
import { presentWellnessTip } from "../../presenters/articles";
import { findTip, insertTip, listTips } from "./queries";

const tipListQuerySchema = pageQuerySchema.extend({
  category: oneOfFilter(WELLNESS_CATEGORIES, "category"),
});

export function wellnessTipsRouter(ctx: AppContext): Router {
  const router = Router();

  router.get("/wellness-tips", async (req, res) => {
    const query = parse(tipListQuerySchema, req.query);
    const tips = await listTips(ctx.db, query);
    res.json(tips.map(presentWellnessTip));
  });

  router.get("/wellness-tips/:id", async (req, res) => {
    const tip = await findTip(ctx.db, req.params.id);
    if (!tip) throw notFound("Wellness tip not found");
    res.json(presentWellnessTip(tip));
  });

  router.post("/wellness-tips", async (req, res) => {
    const viewer = requireUser(req);
    if (!canPublishArticles(viewer)) throw forbidden("Staff only");
    const input = parse(wellnessTipInputSchema, req.body);
    const tip = await insertTip(ctx.db, viewer.id, input);
    res.status(201).json(presentWellnessTip(tip));
  });

  return router;
}
