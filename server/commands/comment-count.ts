/**
 * A thread's commentCount: the comments everyone sees (hidden ones are not
 * counted). Changed in SQL by the writes that add, delete, hide or show a
 * comment, in their transaction, so concurrent writes never lose a step; it
 * never goes below zero.
 */
import { eq, sql } from "drizzle-orm";
import { communityThreads } from "../db/schema";
import type { DbOrTx } from "../db";

export async function adjustCommentCount(db: DbOrTx, threadId: string, by: 1 | -1): Promise<void> {
  await db
    .update(communityThreads)
    .set({ commentCount: sql`greatest(${communityThreads.commentCount} + ${by}, 0)` })
    .where(eq(communityThreads.id, threadId));
}
