/** Comments on creator posts: a post's pages, one comment, the author's edit. */
import { and, eq } from "drizzle-orm";
import { postComments, type PostComment } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { pageSize, param, preparedQuery, viewerKind, viewerOfKind, type ViewerKind } from "../../db/prepared-queries";
import { keyset, type PageQuery } from "../../http/paging";
import type { Actor } from "../../policies";
import { visibleContentCondition } from "../../policies/moderation";

const commentPages = preparedQuery("post_comments", (db, shape: { before: boolean; viewer: ViewerKind; limit: number }) => {
  const page = keyset(postComments, "post_comments", shape.before ? param("before") : undefined);
  return db
    .select()
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, param("postId")),
        page.where,
        visibleContentCondition(viewerOfKind(shape.viewer), postComments.hiddenAt, postComments.userId),
      ),
    )
    .orderBy(...page.orderBy)
    .limit(pageSize(shape.limit));
});

/** A post's comments, newest first (as thread comments); hidden ones only for their author and staff. */
export function listPostComments(db: DbOrTx, postId: string, page: PageQuery, viewer?: Actor): Promise<PostComment[]> {
  return commentPages(
    db,
    { before: !!page.before, viewer: viewerKind(viewer), limit: page.limit },
    { postId, before: page.before, viewerId: viewer?.id },
  );
}

export async function findPostComment(db: DbOrTx, id: string): Promise<PostComment | undefined> {
  const [row] = await db.select().from(postComments).where(eq(postComments.id, id));
  return row;
}

/** Changes a comment's text (the author's edit); undefined when it is gone. */
export async function updatePostComment(db: DbOrTx, id: string, content: string): Promise<PostComment | undefined> {
  const [row] = await db.update(postComments).set({ content }).where(eq(postComments.id, id)).returning();
  return row;
}
