/**
 * Commenting on a creator's post (the caller may see it: loaders/post.ts): the
 * comment and the post's commentsCount in one transaction, the count bumped
 * first in SQL so concurrent comments never lose an increment, and a post
 * deleted meanwhile aborts (404) before anything is written. A comment by
 * someone other than the creator arms the post's one waiting notification job
 * (jobs/definitions.ts): however many comments come while it waits, the
 * creator is told once.
 */
import { eq, sql } from "drizzle-orm";
import { postComments, posts, type PostComment } from "../db/schema";
import type { Db } from "../db";
import { notFound } from "../http/errors";
import { COMMENT_NOTIFICATION_DELAY_SECONDS } from "../jobs/definitions";
import type { JobQueue } from "../jobs/queue";
import { POST_NOT_FOUND } from "../loaders/post";
import type { Actor } from "../policies";

export async function addPostComment(
  deps: { db: Db; jobs: JobQueue },
  input: { author: Actor; postId: string; creatorUserId: string; content: string },
): Promise<PostComment> {
  return deps.db.transaction(async (tx) => {
    const [post] = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, input.postId))
      .returning({ id: posts.id });
    if (!post) throw notFound(POST_NOT_FOUND);
    const [comment] = await tx
      .insert(postComments)
      .values({ postId: input.postId, userId: input.author.id, content: input.content })
      .returning();
    if (input.author.id !== input.creatorUserId) {
      await deps.jobs.send(
        tx,
        "notify-creator-of-comments",
        { postId: input.postId, since: comment.createdAt.toISOString() },
        { singletonKey: input.postId, startAfter: new Date(Date.now() + COMMENT_NOTIFICATION_DELAY_SECONDS * 1000) },
      );
    }
    return comment;
  });
}
