/** What an order does to its listing: reserved while it waits for payment, sold once paid, available again when it ends unpaid or canceled. */
import { and, eq, inArray } from "drizzle-orm";
import { marketplaceItems } from "../db/schema";
import type { DbOrTx } from "../db";

/** The item of an order that ended unpaid is available again (a deleted one has no id left). */
export async function releaseItem(tx: DbOrTx, itemId: string | null): Promise<void> {
  if (!itemId) return;
  await tx
    .update(marketplaceItems)
    .set({ status: "available" })
    .where(and(eq(marketplaceItems.id, itemId), eq(marketplaceItems.status, "reserved")));
}

export async function markItemSold(tx: DbOrTx, itemId: string | null): Promise<void> {
  if (!itemId) return;
  await tx.update(marketplaceItems).set({ status: "sold" }).where(eq(marketplaceItems.id, itemId));
}

/** The item of a canceled order is for sale again, whether it was still reserved or already sold (a withdrawn one stays withdrawn). */
export async function relistItem(tx: DbOrTx, itemId: string | null): Promise<void> {
  if (!itemId) return;
  await tx
    .update(marketplaceItems)
    .set({ status: "available" })
    .where(and(eq(marketplaceItems.id, itemId), inArray(marketplaceItems.status, ["reserved", "sold"])));
}
