/** Post reads: a creator's feed and one post with its creator. */
import { and, eq, exists, isNull, sql } from "drizzle-orm";
import { postLikes, posts, type CreatorProfile, type Post } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { pageSize, param, preparedQuery } from "../../db/prepared-queries";
import { keyset, type PageQuery } from "../../http/paging";
import type { Actor } from "../../policies";
import { visibleContentCondition } from "../../policies/moderation";
import type { PostMediaFacts } from "../../presenters/post";
import { imageFactsJoin } from "../../loaders/image-facts";

export interface PostWithViewerLike extends PostMediaFacts {
  post: Post;
  likedByViewer: boolean;
}

const postPages = preparedQuery("posts", (db, shape: { before: boolean; signedIn: boolean; hiddenShown: boolean; limit: number }) => {
  const { where, orderBy } = keyset(posts, "posts", shape.before ? param("before") : undefined);
  const likedByViewer = shape.signedIn
    ? sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(postLikes)
          .where(and(eq(postLikes.postId, posts.id), eq(postLikes.userId, param("viewerId")))),
      )}`
    : sql<boolean>`false`;
  // Whatever their rule: the presenter gives a viewer who may not see them only the teaser.
  const media = imageFactsJoin(posts.mediaUrl, "post_media", { publicOnly: false });
  const thumbnail = imageFactsJoin(posts.thumbnailUrl, "post_thumbnail", { publicOnly: false });
  return db
    .select({ post: posts, likedByViewer, media: media.facts, thumbnail: thumbnail.facts })
    .from(posts)
    .leftJoin(media.table, media.on)
    .leftJoin(thumbnail.table, thumbnail.on)
    .where(
      and(
        eq(posts.creatorProfileId, param("creatorId")),
        where,
        // Hidden posts and videos not watchable yet: the creator's and staff's alone (filters on the feed's index scan).
        shape.hiddenShown ? undefined : isNull(posts.hiddenAt),
        shape.hiddenShown ? undefined : eq(posts.videoReady, true),
      ),
    )
    .orderBy(...orderBy)
    .limit(pageSize(shape.limit));
});

/**
 * A creator's posts, newest first, each with whether the viewer liked it and its
 * media records (one query). Hidden posts, and video posts not watchable yet,
 * only for the creator and staff.
 */
export function listCreatorPosts(
  db: DbOrTx,
  creator: Pick<CreatorProfile, "id" | "userId">,
  viewer: Actor | undefined,
  page: PageQuery,
): Promise<PostWithViewerLike[]> {
  // Every post has the creator's id as its author: whether hidden ones show is known here.
  const hiddenShown = visibleContentCondition(viewer, posts.hiddenAt, creator.userId) === undefined;
  return postPages(
    db,
    { before: !!page.before, signedIn: !!viewer, hiddenShown, limit: page.limit },
    { creatorId: creator.id, before: page.before, viewerId: viewer?.id },
  );
}

/** Whether the user has liked the post. */
export async function isPostLikedBy(db: DbOrTx, postId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: postLikes.id })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
}
