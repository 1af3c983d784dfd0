/**
 * Deleting a listing, by its seller or staff: the item and, in the same
 * transaction, its uploaded picture's record and the job that deletes the file
 * once this commits (./release-media.ts).
 */
import { eq } from "drizzle-orm";
import { marketplaceItems } from "../db/schema";
import type { Db } from "../db";
import { notFound } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import { ITEM_NOT_FOUND } from "./edit-marketplace-item";
import { releaseMedia } from "./release-media";

export async function deleteMarketplaceItem(deps: { db: Db; jobs: JobQueue }, itemId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(marketplaceItems)
      .where(eq(marketplaceItems.id, itemId))
      .returning({ imageUrl: marketplaceItems.imageUrl });
    if (!deleted) throw notFound(ITEM_NOT_FOUND);
    await releaseMedia(tx, deps.jobs, [deleted.imageUrl]);
  });
}
