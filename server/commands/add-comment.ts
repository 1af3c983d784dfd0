/**
 * Commenting on a thread: the comment and the thread's commentCount, in one
 * transaction. The count is bumped first, in SQL, so concurrent comments never
 * lose an increment, and a thread deleted meanwhile aborts (404) before
 * anything is written.
 */
import { eq, sql } from "drizzle-orm";
import { communityThreads, threadComments, type ThreadComment } from "@shared/schema";
import type { Db } from "../db";
import { notFound } from "../http/errors";

export const THREAD_NOT_FOUND = "Thread not found";

export async function addComment(
  db: Db,
  input: { authorId: string; threadId: string; content: string },
): Promise<ThreadComment> {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .update(communityThreads)
      .set({ commentCount: sql`${communityThreads.commentCount} + 1` })
      .where(eq(communityThreads.id, input.threadId))
      .returning({ id: communityThreads.id });
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    const [comment] = await tx
      .insert(threadComments)
      .values({ threadId: input.threadId, userId: input.authorId, content: input.content })
      .returning();
    return comment;
  });
}
