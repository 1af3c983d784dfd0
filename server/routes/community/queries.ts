import { and, eq } from "drizzle-orm";
import type { THREAD_CATEGORIES } from "@shared/constants/categories";
import { communityThreads, threadComments, type CommunityThread, type ThreadComment } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { pageSize, param, preparedQuery, viewerKind, viewerOfKind, type ViewerKind } from "../../db/prepared-queries";
import { keyset, type PageQuery } from "../../http/paging";
import type { Actor } from "../../policies";
import { visibleContentCondition } from "../../policies/moderation";
import { searchWords, textMatch } from "../../db/text-match";

type ThreadCategory = (typeof THREAD_CATEGORIES)[number];

const threadPages = preparedQuery(
  "community_threads",
  (db, shape: { before: boolean; category: boolean; q: boolean; viewer: ViewerKind; limit: number }) => {
    const page = keyset(communityThreads, "community_threads", shape.before ? param("before") : undefined);
    return db
      .select()
      .from(communityThreads)
      .where(
        and(
          page.where,
          shape.category ? eq(communityThreads.category, param("category")) : undefined,
          textMatch("community_threads", shape.q ? param("q") : undefined),
          visibleContentCondition(viewerOfKind(shape.viewer), communityThreads.hiddenAt, communityThreads.userId),
        ),
      )
      .orderBy(...page.orderBy)
      .limit(pageSize(shape.limit));
  },
);

/** Threads newest first, optionally of one category and matching a search; hidden ones only for their author and staff. */
export function listThreads(
  db: DbOrTx,
  query: PageQuery & { category?: ThreadCategory; q?: string },
  viewer?: Actor,
): Promise<CommunityThread[]> {
  const q = searchWords(query.q);
  return threadPages(
    db,
    { before: !!query.before, category: !!query.category, q: !!q, viewer: viewerKind(viewer), limit: query.limit },
    { before: query.before, category: query.category, q, viewerId: viewer?.id },
  );
}

const threadById = preparedQuery("community_thread", (db) =>
  db.select().from(communityThreads).where(eq(communityThreads.id, param("id"))),
);

export async function findThread(db: DbOrTx, id: string): Promise<CommunityThread | undefined> {
  const [row] = await threadById(db, {}, { id });
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

const commentPages = preparedQuery("thread_comments", (db, shape: { before: boolean; viewer: ViewerKind; limit: number }) => {
  const page = keyset(threadComments, "thread_comments", shape.before ? param("before") : undefined);
  return db
    .select()
    .from(threadComments)
    .where(
      and(
        eq(threadComments.threadId, param("threadId")),
        page.where,
        visibleContentCondition(viewerOfKind(shape.viewer), threadComments.hiddenAt, threadComments.userId),
      ),
    )
    .orderBy(...page.orderBy)
    .limit(pageSize(shape.limit));
});

/** A thread's comments, newest first; hidden ones only for their author and staff. */
export function listComments(db: DbOrTx, threadId: string, page: PageQuery, viewer?: Actor): Promise<ThreadComment[]> {
  return commentPages(
    db,
    { before: !!page.before, viewer: viewerKind(viewer), limit: page.limit },
    { threadId, before: page.before, viewerId: viewer?.id },
  );
}

type ThreadChanges = { title?: string; content?: string; category?: ThreadCategory };

/** Changes the given fields of a thread (the author's edit); undefined when it is gone. */
export async function updateThread(db: DbOrTx, id: string, changes: ThreadChanges): Promise<CommunityThread | undefined> {
  const [row] = await db
    .update(communityThreads)
    .set({ title: changes.title, content: changes.content, category: changes.category })
    .where(eq(communityThreads.id, id))
    .returning();
  return row;
}

/** Deletes a thread and, by cascade, its comments; whether it was there. */
export async function deleteThread(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(communityThreads).where(eq(communityThreads.id, id)).returning({ id: communityThreads.id });
  return deleted.length > 0;
}

export async function findComment(db: DbOrTx, id: string): Promise<ThreadComment | undefined> {
  const [row] = await db.select().from(threadComments).where(eq(threadComments.id, id));
  return row;
}

/** Changes a comment's text (the author's edit); undefined when it is gone. */
export async function updateComment(db: DbOrTx, id: string, content: string): Promise<ThreadComment | undefined> {
  const [row] = await db.update(threadComments).set({ content }).where(eq(threadComments.id, id)).returning();
  return row;
}
