/**
 * Creator profiles (PawPals): list, read, create, edit, and the owner's
 * dashboard figures. Each handler loads, authorizes with ../../policies, then acts.
 */
import { Router } from "express";
import { creatorProfileInputSchema, creatorProfileUpdateSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { conflict, forbidden } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { canEditCreatorProfile, canViewCreatorBusiness } from "../../policies/creator-profile";
import { presentCreatorProfile } from "../../presenters/creator-profile";
import { presentDashboardStats } from "../../presenters/dashboard-stats";
import { foundProfileRow, loadCreatorProfile } from "./load";
import {
  findCreatorProfileRow,
  findCreatorProfileRowByUser,
  insertCreatorProfile,
  listCreatorProfileRows,
  loadDashboardFigures,
  updateCreatorProfile,
} from "./queries";

export function creatorsRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get("/creator-profiles", async (req, res) => {
    const page = parse(pageQuerySchema, req.query);
    const rows = await listCreatorProfileRows(db, page);
    res.json(rows.map(presentCreatorProfile));
  });

  router.get("/creator-profile/user/:userId", async (req, res) => {
    res.json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRowByUser(db, req.params.userId))));
  });

  router.get("/creator-profile/:id", async (req, res) => {
    res.json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRow(db, req.params.id))));
  });

  router.post("/creator-profile", async (req, res) => {
    const user = requireUser(req);
    const input = parse(creatorProfileInputSchema, req.body);
    const profile = await insertCreatorProfile(db, user.id, input);
    if (!profile) throw conflict("You already have a creator profile");
    res.status(201).json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRow(db, profile.id))));
  });

  router.patch("/creator-profile/:id", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    if (!canEditCreatorProfile(user, profile)) throw forbidden("Only the profile's owner can edit it");
    const changes = parse(creatorProfileUpdateSchema, req.body);
    await updateCreatorProfile(db, profile.id, changes);
    res.json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRow(db, profile.id))));
  });

  router.get("/creator-profile/:id/stats", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    if (!canViewCreatorBusiness(user, profile)) throw forbidden("Only the profile's owner can see its stats");
    res.json(presentDashboardStats(await loadDashboardFigures(db, profile.id)));
  });

  return router;
}
