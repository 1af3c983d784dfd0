/**
 * Deleting a comment on a post (by its author, the post's creator or staff):
 * the comment and its post's commentsCount, in one transaction. The count drops
 * only when this request deleted the row, so two deletes of one comment take
 * one off, and only for a comment that was counted (not hidden).
 */
import { eq } from "drizzle-orm";
import { postComments } from "../db/schema";
import type { Db } from "../db";
import { notFound } from "../http/errors";
import { adjustPostCommentCount } from "./post-comment-count";

export const POST_COMMENT_NOT_FOUND = "Comment not found";

export async function deletePostComment(db: Db, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(postComments)
      .where(eq(postComments.id, commentId))
      .returning({ postId: postComments.postId, hiddenAt: postComments.hiddenAt });
    if (!deleted) throw notFound(POST_COMMENT_NOT_FOUND);
    if (!deleted.hiddenAt) await adjustPostCommentCount(tx, deleted.postId, -1);
  });
}
