/**
 * Creator profiles (PawPals): list, read, create, edit, and the owner's
 * dashboard figures (GET/POST /api/creator-profile…, GET /api/creator-profiles),
 * and what the profile's own price gives (PUT /api/creator-profile/:id/benefits).
 * Each handler parses, loads, authorizes with ../../policies, then acts.
 */
import { EXPLORE_CATEGORIES, type ExploreCategoryId } from "@shared/constants/categories";
import { oneOfFilter, searchFilter } from "../../http/list-filter";
import { Router } from "express";
import { creatorProfileInputSchema, creatorProfileUpdateSchema, profileBenefitsInputSchema } from "@shared/validation";
import { currentUser, requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { createCreatorProfile } from "../../commands/create-creator-profile";
import { acceptOptionalImageReference } from "../../commands/image-reference";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentCreatorProfile } from "../../presenters/creator-profile";
import { presentDashboardStats } from "../../presenters/dashboard-stats";
import { foundProfileRow, loadCreatorProfile } from "../../loaders/creator-profile";
import {
  findCreatorProfileRow,
  findCreatorProfileRowByUser,
  listCreatorProfileRows,
  loadDashboardFigures,
  updateCreatorProfile,
} from "./queries";

const EXPLORE_CATEGORY_IDS = EXPLORE_CATEGORIES.map((c) => c.id) as [ExploreCategoryId, ...ExploreCategoryId[]];

const creatorProfileListQuerySchema = pageQuerySchema.extend({
  q: searchFilter,
  category: oneOfFilter(EXPLORE_CATEGORY_IDS, "category"),
});

export function creatorsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;
  const imageDeps = { db, storage: ctx.storage, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl };

  /** The profile's images as stored: the owner's own uploads (recorded public) or https addresses elsewhere. */
  async function acceptProfileImages<F extends { coverImageUrl?: string | null; avatarImageUrl?: string | null }>(
    ownerId: string,
    fields: F,
  ): Promise<F> {
    const [coverImageUrl, avatarImageUrl] = await Promise.all([
      acceptOptionalImageReference(imageDeps, { reference: fields.coverImageUrl, ownerId }),
      acceptOptionalImageReference(imageDeps, { reference: fields.avatarImageUrl, ownerId }),
    ]);
    return { ...fields, coverImageUrl, avatarImageUrl };
  }

  router.get("/creator-profiles", async (req, res) => {
    const { q, category, ...page } = parse(creatorProfileListQuerySchema, req.query);
    const filter = { q, category: category === "all" ? undefined : category };
    const rows = await listCreatorProfileRows(db, page, filter, currentUser(req));
    res.json(rows.map(presentCreatorProfile));
  });

  router.get("/creator-profile/user/:userId", async (req, res) => {
    res.json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRowByUser(db, req.params.userId), currentUser(req))));
  });

  router.get("/creator-profile/:id", async (req, res) => {
    res.json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRow(db, req.params.id), currentUser(req))));
  });

  router.post("/creator-profile", async (req, res) => {
    const user = requireUser(req);
    const input = await acceptProfileImages(user.id, parse(creatorProfileInputSchema, req.body));
    const profile = await createCreatorProfile(db, { ownerId: user.id, profile: input });
    res.status(201).json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRow(db, profile.id), user)));
  });

  router.patch("/creator-profile/:id", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "editCreatorProfile", profile);
    const changes = await acceptProfileImages(user.id, parse(creatorProfileUpdateSchema, req.body));
    await updateCreatorProfile(db, profile.id, changes);
    res.json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRow(db, profile.id), user)));
  });

  /**
   * The benefits of the profile's own price (subscriptions without a tier): priced
   * like a tier, so managed like one (the owner only); they apply to its fans at once.
   */
  router.put("/creator-profile/:id/benefits", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "manageTier", profile);
    const { benefits } = parse(profileBenefitsInputSchema, req.body);
    await updateCreatorProfile(db, profile.id, { benefits });
    res.json(presentCreatorProfile(foundProfileRow(await findCreatorProfileRow(db, profile.id), user)));
  });

  router.get("/creator-profile/:id/stats", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "viewCreatorStats", profile);
    res.json(presentDashboardStats(await loadDashboardFigures(db, profile.id, new Date())));
  });

  return router;
}
