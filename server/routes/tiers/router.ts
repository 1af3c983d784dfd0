/**
 * A creator's subscription tiers (GET /api/subscription-tiers/creator/:creatorProfileId,
 * POST /api/subscription-tiers): listed for everyone (the owner also sees the
 * archived ones), added by the owner, with their benefits (shared/benefits.ts).
 * The owner changes a tier (PATCH /api/subscription-tiers/:id: benefits reach its
 * current fans at once, a new price only new fans), archives it (POST
 * /api/subscription-tiers/:id/archive: offered to no new fan, kept by the fans
 * who hold it) and deletes one nobody ever subscribed to (DELETE
 * /api/subscription-tiers/:id; 409 otherwise: it must be archived).
 */
import { Router } from "express";
import { tierInputSchema, tierUpdateSchema } from "@shared/validation";
import { currentUser, requireUser, type SessionUser } from "../../auth/guards";
import { addTier } from "../../commands/add-tier";
import type { AppContext } from "../../context";
import { conflict, notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize, can } from "../../policies";
import { presentTier } from "../../presenters/tier";
import { loadCreatorProfile, loadVisibleCreatorProfile } from "../../loaders/creator-profile";
import { archiveTier, deleteUnusedTier, findTierWithCreator, listCreatorTiers, updateTier } from "./queries";

const TIER_NOT_FOUND = "Tier not found";
const TIER_HAS_SUBSCRIPTIONS =
  "Fans have subscribed to this tier, so it cannot be deleted. Archive it instead: new fans won't see it, and current fans keep it.";

export function tiersRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  router.get("/subscription-tiers/creator/:creatorProfileId", async (req, res) => {
    const viewer = currentUser(req);
    const profile = await loadVisibleCreatorProfile(db, req.params.creatorProfileId, viewer);
    const page = parse(pageQuerySchema, req.query);
    const includeArchived = can(viewer, "manageTier", profile);
    const tiers = await listCreatorTiers(db, profile.id, page, { includeArchived });
    res.json(tiers.map(presentTier));
  });

  router.post("/subscription-tiers", async (req, res) => {
    const user = requireUser(req);
    const input = parse(tierInputSchema, req.body);
    const profile = await loadCreatorProfile(db, input.creatorProfileId);
    authorize(user, "addTier", profile);
    res.status(201).json(presentTier(await addTier(db, input)));
  });

  /** The tier, once the caller is allowed to change it. */
  async function loadTierToChange(user: SessionUser, tierId: string) {
    const found = await findTierWithCreator(db, tierId);
    if (!found) throw notFound(TIER_NOT_FOUND);
    authorize(user, "manageTier", found.creator);
    return found.tier;
  }

  router.patch("/subscription-tiers/:id", async (req, res) => {
    const user = requireUser(req);
    const tier = await loadTierToChange(user, req.params.id);
    const changes = parse(tierUpdateSchema, req.body);
    const updated = await updateTier(db, tier.id, changes);
    if (!updated) throw notFound(TIER_NOT_FOUND);
    res.json(presentTier(updated));
  });

  router.post("/subscription-tiers/:id/archive", async (req, res) => {
    const user = requireUser(req);
    const tier = await loadTierToChange(user, req.params.id);
    const archived = await archiveTier(db, tier.id);
    if (!archived) throw notFound(TIER_NOT_FOUND);
    res.json(presentTier(archived));
  });

  router.delete("/subscription-tiers/:id", async (req, res) => {
    const user = requireUser(req);
    const tier = await loadTierToChange(user, req.params.id);
    const outcome = await deleteUnusedTier(db, tier.id);
    if (outcome === "subscribed") throw conflict(TIER_HAS_SUBSCRIPTIONS);
    if (outcome === "missing") throw notFound(TIER_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
