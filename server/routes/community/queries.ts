import { and, eq, sql } from "drizzle-orm";
import type { THREAD_CATEGORIES } from "@shared/constants";
import { communityThreads, threadComments, type CommunityThread, type ThreadComment } from "@shared/schema";
import type { Db, DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import { notFound } from "../../http/errors";

type ThreadCategory = (typeof THREAD_CATEGORIES)[number];

/** Threads newest first, optionally of one category. */
export async function listThreads(
  db: DbOrTx,
  query: PageQuery & { category?: ThreadCategory },
): Promise<CommunityThread[]> {
  const page = keyset(communityThreads, "community_threads", query.before);
  const inCategory = query.category ? eq(communityThreads.category, query.category) : undefined;
  return db
    .select()
    .from(communityThreads)
    .where(and(page.where, inCategory))
    .orderBy(...page.orderBy)
    .limit(query.limit);
}

export async function findThread(db: DbOrTx, id: string): Promise<CommunityThread | undefined> {
  const [row] = await db.select().from(communityThreads).where(eq(communityThreads.id, id));
  return row;
}

export async function insertThread(
  db: DbOrTx,
  userId: string,
  input: { title: string; content: string; category: ThreadCategory },
): Promise<CommunityThread> {
  const [row] = await db
    .insert(communityThreads)
    .values({ userId, title: input.title, content: input.content, category: input.category })
    .returning();
  return row;
}

/** A thread's comments, newest first. */
export async function listComments(db: DbOrTx, threadId: string, page: PageQuery): Promise<ThreadComment[]> {
  const { where, orderBy } = keyset(threadComments, "thread_comments", page.before);
  return db
    .select()
    .from(threadComments)
    .where(and(eq(threadComments.threadId, threadId), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

/**
 * Adds a comment and counts it on its thread in one transaction. The count is
 * bumped first, in SQL, so concurrent comments never lose an increment, and an
 * unknown thread aborts before anything is written.
 */
export async function addComment(
  db: Db,
  userId: string,
  input: { threadId: string; content: string },
): Promise<ThreadComment> {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .update(communityThreads)
      .set({ commentCount: sql`${communityThreads.commentCount} + 1` })
      .where(eq(communityThreads.id, input.threadId))
      .returning({ id: communityThreads.id });
    if (!thread) throw notFound("Thread not found");
    const [comment] = await tx
      .insert(threadComments)
      .values({ threadId: input.threadId, userId, content: input.content })
      .returning();
    return comment;
  });
}
