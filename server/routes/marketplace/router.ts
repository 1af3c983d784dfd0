/**
 * The marketplace (Paw Bazar): GET /api/marketplace-items (?status, ?category,
 * ?condition, ?minPrice, ?maxPrice, ?q: the items for sale unless ?status=sold …)
 * and GET /api/marketplace-items/:id for everyone, POST /api/marketplace-items
 * for any signed-in seller, PATCH /api/marketplace-items/:id (fields, delivery,
 * withdrawn or available again; never once sold) for its seller, DELETE
 * /api/marketplace-items/:id for its seller or staff. Ordering an item is
 * ../orders/router.ts.
 */
import { Router } from "express";
import { ITEM_CONDITIONS, MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import { ITEM_LIST_STATUSES } from "@shared/marketplace";
import { marketplaceItemInputSchema, marketplaceItemUpdateSchema } from "@shared/validation";
import { currentUser, requireUser, type SessionUser } from "../../auth/guards";
import { deleteMarketplaceItem } from "../../commands/delete-marketplace-item";
import { editMarketplaceItem, ITEM_NOT_FOUND } from "../../commands/edit-marketplace-item";
import { acceptOptionalImageReference } from "../../commands/image-reference";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { oneOfFilter, priceFilter, searchFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { mayViewHidden } from "../../policies/moderation";
import { presentMarketplaceItem } from "../../presenters/marketplace";
import { findItem, insertItem, listItems } from "./queries";

const itemListQuerySchema = pageQuerySchema
  .extend({
    status: oneOfFilter(ITEM_LIST_STATUSES, "status"),
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
  const router = Router({ caseSensitive: true });

  router.get("/marketplace-items", async (req, res) => {
    const query = parse(itemListQuerySchema, req.query);
    const items = await listItems(ctx.db, query, currentUser(req));
    res.json(items.map(presentMarketplaceItem));
  });

  router.get("/marketplace-items/:id", async (req, res) => {
    const item = await findItem(ctx.db, req.params.id);
    if (!item || !mayViewHidden(currentUser(req), { authorId: item.sellerId, hiddenAt: item.hiddenAt })) {
      throw notFound("Item not found");
    }
    res.json(presentMarketplaceItem(item));
  });

  router.post("/marketplace-items", async (req, res) => {
    const viewer = requireUser(req);
    const input = parse(marketplaceItemInputSchema, req.body);
    // The seller's own upload (recorded public, so buyers see it) or an https address elsewhere.
    const imageUrl = await acceptOptionalImageReference(
      { db: ctx.db, storage: ctx.storage, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl },
      { reference: input.imageUrl, ownerId: viewer.id },
    );
    const inserted = await insertItem(ctx.db, viewer.id, { ...input, imageUrl });
    // Read back as the lists read it: with the seller's ratings.
    const item = await findItem(ctx.db, inserted.id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    res.status(201).json(presentMarketplaceItem(item));
  });

  /** The item as its seller or staff may see it (hidden ones too); 404 for others who may not. */
  async function loadItemToChange(user: SessionUser, id: string) {
    const item = await findItem(ctx.db, id);
    if (!item || !mayViewHidden(user, { authorId: item.sellerId, hiddenAt: item.hiddenAt })) throw notFound(ITEM_NOT_FOUND);
    return item;
  }

  router.patch("/marketplace-items/:id", async (req, res) => {
    const user = requireUser(req);
    const item = await loadItemToChange(user, req.params.id);
    authorize(user, "editMarketplaceItem", item);
    const changes = parse(marketplaceItemUpdateSchema, req.body);
    // A new picture as when listing; null removes it.
    const imageUrl = await acceptOptionalImageReference(
      { db: ctx.db, storage: ctx.storage, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl },
      { reference: changes.imageUrl, ownerId: user.id },
    );
    await editMarketplaceItem(ctx, { itemId: item.id, changes: { ...changes, imageUrl } });
    const updated = await findItem(ctx.db, item.id);
    if (!updated) throw notFound(ITEM_NOT_FOUND);
    res.json(presentMarketplaceItem(updated));
  });

  router.delete("/marketplace-items/:id", async (req, res) => {
    const user = requireUser(req);
    const item = await loadItemToChange(user, req.params.id);
    authorize(user, "deleteMarketplaceItem", item);
    await deleteMarketplaceItem(ctx, item.id);
    res.status(204).end();
  });

  return router;
}
