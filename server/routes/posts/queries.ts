/** Post reads: a creator's feed and one post with its creator. */
import { and, eq, exists, sql } from "drizzle-orm";
import { creatorProfiles, postLikes, posts, type CreatorProfile, type Post } from "@shared/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";

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
