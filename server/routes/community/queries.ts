import { and, eq } from "drizzle-orm";
import type { THREAD_CATEGORIES } from "@shared/constants";
import { communityThreads, threadComments, type CommunityThread, type ThreadComment } from "@shared/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import { textMatch } from "../search/text-match";

type ThreadCategory = (typeof THREAD_CATEGORIES)[number];

/** Threads newest first, optionally of one category and matching a search. */
export async function listThreads(
  db: DbOrTx,
  query: PageQuery & { category?: ThreadCategory; q?: string },
): Promise<CommunityThread[]> {
  const page = keyset(communityThreads, "community_threads", query.before);
  const inCategory = query.category ? eq(communityThreads.category, query.category) : undefined;
  return db
    .select()
    .from(communityThreads)
    .where(and(page.where, inCategory, textMatch("community_threads", query.q)))
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
