/** The marketplace: GET /api/marketplace-items?category= and POST /api/marketplace-items. */
import { Router } from "express";
import { MARKETPLACE_CATEGORIES } from "@shared/constants";
import { marketplaceItemInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { forbidden } from "../../http/errors";
import { oneOfFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { canListItem } from "../../policies/marketplace";
import { presentMarketplaceItem } from "../../presenters/marketplace";
import { insertItem, listItems } from "./queries";

const itemListQuerySchema = pageQuerySchema.extend({
  category: oneOfFilter(MARKETPLACE_CATEGORIES, "category"),
});

export function marketplaceRouter(ctx: AppContext): Router {
  const router = Router();

  router.get("/marketplace-items", async (req, res) => {
    const query = parse(itemListQuerySchema, req.query);
    const items = await listItems(ctx.db, query);
    res.json(items.map(presentMarketplaceItem));
  });

  router.post("/marketplace-items", async (req, res) => {
    const viewer = requireUser(req);
    if (!canListItem(viewer)) throw forbidden();
    const input = parse(marketplaceItemInputSchema, req.body);
    const item = await insertItem(ctx.db, viewer.id, input);
    res.status(201).json(presentMarketplaceItem(item));
  });

  return router;
}
