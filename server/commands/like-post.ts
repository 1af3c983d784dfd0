/**
 * Liking and unliking a post: the user's post_likes row and the post's likes
 * counter, in one transaction. Liking twice (or unliking a post one never
 * liked) changes nothing; the answer is the counter either way.
 */
import { and, eq, sql } from "drizzle-orm";
import { postLikes, posts } from "../db/schema";
import type { Db, DbOrTx } from "../db";

export function likePost(db: Db, input: { postId: string; userId: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(postLikes)
      .values({ postId: input.postId, userId: input.userId })
      .onConflictDoNothing({ target: [postLikes.userId, postLikes.postId] })
      .returning({ id: postLikes.id });
    return inserted.length > 0 ? bumpLikes(tx, input.postId, 1) : currentLikes(tx, input.postId);
  });
}

export function unlikePost(db: Db, input: { postId: string; userId: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, input.postId), eq(postLikes.userId, input.userId)))
      .returning({ id: postLikes.id });
    return deleted.length > 0 ? bumpLikes(tx, input.postId, -1) : currentLikes(tx, input.postId);
  });
}

async function bumpLikes(tx: DbOrTx, postId: string, delta: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(posts)
    .set({ likes: sql`greatest(${posts.likes} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ likes: posts.likes });
  return row.likes;
}

async function currentLikes(tx: DbOrTx, postId: string): Promise<number> {
  const [row] = await tx.select({ likes: posts.likes }).from(posts).where(eq(posts.id, postId));
  return row.likes;
}
