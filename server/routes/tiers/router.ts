/**
 * A creator's subscription tiers (GET /api/subscription-tiers/creator/:creatorProfileId,
 * POST /api/subscription-tiers): listed for everyone, added by the owner.
 */
import { Router } from "express";
import { tierInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentTier } from "../../presenters/tier";
import { loadCreatorProfile } from "../creators/load";
import { insertTier, listCreatorTiers } from "./queries";

export function tiersRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get("/subscription-tiers/creator/:creatorProfileId", async (req, res) => {
    const profile = await loadCreatorProfile(db, req.params.creatorProfileId);
    const page = parse(pageQuerySchema, req.query);
    const tiers = await listCreatorTiers(db, profile.id, page);
    res.json(tiers.map(presentTier));
  });

  router.post("/subscription-tiers", async (req, res) => {
    const user = requireUser(req);
    const input = parse(tierInputSchema, req.body);
    const profile = await loadCreatorProfile(db, input.creatorProfileId);
    authorize(user, "addTier", profile);
    res.status(201).json(presentTier(await insertTier(db, input)));
  });

  return router;
}
