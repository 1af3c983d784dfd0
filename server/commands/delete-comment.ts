/**
 * Deleting a comment, by its author or staff: the comment and its thread's
 * commentCount, in one transaction (the mirror of ./add-comment.ts). The count
 * drops only when this request deleted the row, so two deletes of one comment
 * take one off, and it never goes below zero.
 */
import { eq, sql } from "drizzle-orm";
import { communityThreads, threadComments } from "@shared/schema";
import type { Db } from "../db";
import { notFound } from "../http/errors";

export const COMMENT_NOT_FOUND = "Comment not found";

export async function deleteComment(db: Db, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(threadComments)
      .where(eq(threadComments.id, commentId))
      .returning({ threadId: threadComments.threadId });
    if (!deleted) throw notFound(COMMENT_NOT_FOUND);
    await tx
      .update(communityThreads)
      .set({ commentCount: sql`greatest(${communityThreads.commentCount} - 1, 0)` })
      .where(eq(communityThreads.id, deleted.threadId));
  });
}
