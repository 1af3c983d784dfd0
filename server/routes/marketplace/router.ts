/**
 * The marketplace (Paw Bazar): GET /api/marketplace-items (?category, ?condition,
 * ?minPrice, ?maxPrice, ?q) and GET /api/marketplace-items/:id for everyone,
 * POST /api/marketplace-items for any signed-in seller.
 */
import { Router } from "express";
import { ITEM_CONDITIONS, MARKETPLACE_CATEGORIES } from "@shared/constants";
import { marketplaceItemInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { oneOfFilter, priceFilter, searchFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { presentMarketplaceItem } from "../../presenters/marketplace";
import { findItem, insertItem, listItems } from "./queries";

const itemListQuerySchema = pageQuerySchema
  .extend({
    category: oneOfFilter(MARKETPLACE_CATEGORIES, "category"),
    condition: oneOfFilter(ITEM_CONDITIONS, "condition"),
    minPrice: priceFilter("minPrice"),
    maxPrice: priceFilter("maxPrice"),
    q: searchFilter,
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || Number(f.minPrice) <= Number(f.maxPrice), {
    message: "minPrice must not be more than maxPrice",
    path: ["minPrice"],
  });

export function marketplaceRouter(ctx: AppContext): Router {
  const router = Router();

  router.get("/marketplace-items", async (req, res) => {
    const query = parse(itemListQuerySchema, req.query);
    const items = await listItems(ctx.db, query);
    res.json(items.map(presentMarketplaceItem));
  });

  router.get("/marketplace-items/:id", async (req, res) => {
    const item = await findItem(ctx.db, req.params.id);
    if (!item) throw notFound("Item not found");
    res.json(presentMarketplaceItem(item));
  });

  router.post("/marketplace-items", async (req, res) => {
    const viewer = requireUser(req);
    const input = parse(marketplaceItemInputSchema, req.body);
    const item = await insertItem(ctx.db, viewer.id, input);
    res.status(201).json(presentMarketplaceItem(item));
  });

  return router;
}
