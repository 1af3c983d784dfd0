/**
 * Editing a listing, by its seller: its fields, its delivery options, and
 * withdrawing or relisting it. A sold item is not edited any more, nor a
 * reserved one while its buyer pays (409): the order keeps what was bought. The new picture was accepted before (an upload of the
 * seller's, registered public, or an https address: ./image-reference.ts); in
 * one transaction the item changes and a replaced or removed upload of the old
 * picture is let go of (./release-media.ts).
 */
import { eq } from "drizzle-orm";
import { marketplaceItems, type MarketplaceItem } from "../db/schema";
import type { marketplaceItemUpdateSchema } from "@shared/validation";
import type { z } from "zod";
import type { Db } from "../db";
import { conflict, notFound } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import { releaseMedia } from "./release-media";

type ItemChanges = z.output<typeof marketplaceItemUpdateSchema>;

export const ITEM_NOT_FOUND = "Item not found";
const SOLD_ITEM = "This item has been sold and can no longer be edited.";
const RESERVED_ITEM = "A buyer is paying for this item. Try again once the reservation ends.";

export async function editMarketplaceItem(
  deps: { db: Db; jobs: JobQueue },
  input: { itemId: string; changes: ItemChanges },
): Promise<MarketplaceItem> {
  const { itemId, changes } = input;
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(marketplaceItems).where(eq(marketplaceItems.id, itemId)).for("update");
    if (!before) throw notFound(ITEM_NOT_FOUND);
    if (before.status === "sold") throw conflict(SOLD_ITEM);
    if (before.status === "reserved") throw conflict(RESERVED_ITEM);
    const [item] = await tx
      .update(marketplaceItems)
      .set({
        title: changes.title,
        description: changes.description,
        price: changes.price,
        category: changes.category,
        condition: changes.condition,
        location: changes.location,
        imageUrl: changes.imageUrl,
        status: changes.status,
        deliveryPickup: changes.delivery?.pickup,
        deliveryShipping: changes.delivery?.shipping,
        shippingCents: changes.delivery?.shippingCents,
      })
      .where(eq(marketplaceItems.id, itemId))
      .returning();
    if (changes.imageUrl !== undefined && changes.imageUrl !== before.imageUrl) {
      await releaseMedia(tx, deps.jobs, [before.imageUrl]);
    }
    return item;
  });
}
