/** Post reads and writes, including the like counter kept beside post_likes. */
import { and, eq, exists, sql } from "drizzle-orm";
import type { z } from "zod";
import { creatorProfiles, postLikes, posts, type CreatorProfile, type Post } from "@shared/schema";
import type { postInputSchema } from "@shared/validation";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";

type PostInput = z.output<typeof postInputSchema>;

export interface PostWithViewerLike {
  post: Post;
  likedByViewer: boolean;
}

/** A creator's posts, newest first, each with whether the viewer liked it (one query). */
export function listCreatorPosts(
  db: DbOrTx,
  creatorProfileId: string,
  viewerId: string | undefined,
  page: PageQuery,
): Promise<PostWithViewerLike[]> {
  const { where, orderBy } = keyset(posts, "posts", page.before);
  const likedByViewer = viewerId
    ? sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(postLikes)
          .where(and(eq(postLikes.postId, posts.id), eq(postLikes.userId, viewerId))),
      )}`
    : sql<boolean>`false`;
  return db
    .select({ post: posts, likedByViewer })
    .from(posts)
    .where(and(eq(posts.creatorProfileId, creatorProfileId), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

/** A post with the profile it belongs to (for the content rule). */
export async function findPostWithCreator(
  db: DbOrTx,
  id: string,
): Promise<{ post: Post; creator: Pick<CreatorProfile, "id" | "userId"> } | undefined> {
  const [row] = await db
    .select({ post: posts, creator: { id: creatorProfiles.id, userId: creatorProfiles.userId } })
    .from(posts)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, posts.creatorProfileId))
    .where(eq(posts.id, id))
    .limit(1);
  return row;
}

export async function insertPost(tx: DbOrTx, input: PostInput): Promise<Post> {
  const [post] = await tx
    .insert(posts)
    .values({
      creatorProfileId: input.creatorProfileId,
      caption: input.caption,
      mediaUrl: input.mediaUrl,
      mediaType: input.mediaType,
      thumbnailUrl: input.thumbnailUrl,
      duration: input.duration,
      isPremium: input.isPremium,
    })
    .returning();
  return post;
}

/**
 * Records the user's like and bumps the counter, in the caller's transaction.
 * A second like finds the unique (user, post) row and changes nothing.
 */
export async function addLike(tx: DbOrTx, postId: string, userId: string): Promise<number> {
  const inserted = await tx
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing({ target: [postLikes.userId, postLikes.postId] })
    .returning({ id: postLikes.id });
  return inserted.length > 0 ? bumpLikes(tx, postId, 1) : currentLikes(tx, postId);
}

/** Removes the user's like if there was one and lowers the counter to match. */
export async function removeLike(tx: DbOrTx, postId: string, userId: string): Promise<number> {
  const deleted = await tx
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ id: postLikes.id });
  return deleted.length > 0 ? bumpLikes(tx, postId, -1) : currentLikes(tx, postId);
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
