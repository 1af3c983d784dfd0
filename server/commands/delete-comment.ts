/**
 * Deleting a comment, by its author or staff: the comment and its thread's
 * commentCount, in one transaction (the mirror of ./add-comment.ts). The count
 * drops only when this request deleted the row, so two deletes of one comment
 * take one off, and only for a comment that was counted (not hidden).
 */
import { eq } from "drizzle-orm";
import { threadComments } from "../db/schema";
import type { Db } from "../db";
import { notFound } from "../http/errors";
import { adjustCommentCount } from "./comment-count";

export const COMMENT_NOT_FOUND = "Comment not found";

export async function deleteComment(db: Db, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(threadComments)
      .where(eq(threadComments.id, commentId))
      .returning({ threadId: threadComments.threadId, hiddenAt: threadComments.hiddenAt });
    if (!deleted) throw notFound(COMMENT_NOT_FOUND);
    if (!deleted.hiddenAt) await adjustCommentCount(tx, deleted.threadId, -1);
  });
}
