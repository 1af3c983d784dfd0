/**
 * A post's commentsCount: the comments everyone sees (hidden ones are not
 * counted). Changed in SQL by the writes that add, delete, hide or show a
 * comment, in their transaction, so concurrent writes never lose a step; it
 * never goes below zero.
 */
import { eq, sql } from "drizzle-orm";
import { posts } from "../db/schema";
import type { DbOrTx } from "../db";

export async function adjustPostCommentCount(db: DbOrTx, postId: string, by: 1 | -1): Promise<void> {
  await db
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${by}, 0)` })
    .where(eq(posts.id, postId));
}
