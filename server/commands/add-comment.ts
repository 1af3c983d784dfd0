/**
 * Commenting on a thread: the comment and the thread's commentCount, in one
 * transaction. The count is bumped first, in SQL, so concurrent comments never
 * lose an increment, and a thread deleted meanwhile, or hidden from the writer
 * (only its author and staff see a hidden thread), aborts (404) before
 * anything is written.
 */
import { and, eq, sql } from "drizzle-orm";
import { communityThreads, threadComments, type ThreadComment } from "../db/schema";
import type { Db } from "../db";
import { notFound } from "../http/errors";
import type { Actor } from "../policies";
import { visibleContentCondition } from "../policies/moderation";

export const THREAD_NOT_FOUND = "Thread not found";

export async function addComment(
  db: Db,
  input: { author: Actor; threadId: string; content: string },
): Promise<ThreadComment> {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .update(communityThreads)
      .set({ commentCount: sql`${communityThreads.commentCount} + 1` })
      .where(
        and(
          eq(communityThreads.id, input.threadId),
          visibleContentCondition(input.author, communityThreads.hiddenAt, communityThreads.userId),
        ),
      )
      .returning({ id: communityThreads.id });
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    const [comment] = await tx
      .insert(threadComments)
      .values({ threadId: input.threadId, userId: input.author.id, content: input.content })
      .returning();
    return comment;
  });
}
