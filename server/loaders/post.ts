/**
 * A post as a viewer may reach it, for what hangs off it (its likes and
 * comments): 404 when it is missing or hidden from them (moderation, or a
 * video not watchable yet, server/video/posts.ts), 403 with what unlocks
 * it when the one rule (policies/post-access.ts) locks it.
 */
import { eq } from "drizzle-orm";
import { creatorProfiles, posts, type CreatorProfile, type Post } from "../db/schema";
import type { DbOrTx } from "../db";
import { notFound } from "../http/errors";
import type { Actor } from "../policies";
import { mayViewHidden } from "../policies/moderation";
import { assertPostVisible, postAccess, OPEN_ACCESS, type PostAccess } from "../policies/post-access";
import { loadEntitlement } from "./entitlement";

export const POST_NOT_FOUND = "Post not found";

export interface PostWithCreator {
  post: Post;
  creator: Pick<CreatorProfile, "id" | "userId" | "petName" | "subscriptionPrice" | "benefits">;
}

export async function findPostWithCreator(db: DbOrTx, postId: string): Promise<PostWithCreator | undefined> {
  const [row] = await db
    .select({
      post: posts,
      creator: {
        id: creatorProfiles.id,
        userId: creatorProfiles.userId,
        petName: creatorProfiles.petName,
        subscriptionPrice: creatorProfiles.subscriptionPrice,
        benefits: creatorProfiles.benefits,
      },
    })
    .from(posts)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, posts.creatorProfileId))
    .where(eq(posts.id, postId))
    .limit(1);
  return row;
}

/** The post with the rule's answer for the viewer; 404 when it is missing or hidden from them. */
async function loadPostSeenBy(
  db: DbOrTx,
  viewer: Actor | undefined,
  postId: string,
): Promise<PostWithCreator & { access: PostAccess }> {
  const found = await findPostWithCreator(db, postId);
  if (!found || !mayViewHidden(viewer, { authorId: found.creator.userId, hiddenAt: found.post.hiddenAt })) {
    throw notFound(POST_NOT_FOUND);
  }
  // A video not watchable yet is its creator's and staff's alone: for everyone else the post does not exist.
  if (!found.post.videoReady && !(viewer && (viewer.isStaff || viewer.id === found.creator.userId))) {
    throw notFound(POST_NOT_FOUND);
  }
  // Everyone sees a public post: no entitlement to load.
  const entitlement = found.post.audienceKind === "public" ? undefined : await loadEntitlement(db, viewer, found.creator);
  return { ...found, access: entitlement ? postAccess(entitlement, found.post) : OPEN_ACCESS };
}

/**
 * The post if the viewer may see it, its likes and its comments. A locked post
 * answers 403 to visitors too (not 401): its reason is what they need to know.
 */
export async function loadPostOpenTo(db: DbOrTx, viewer: Actor | undefined, postId: string): Promise<PostWithCreator> {
  const { access, ...found } = await loadPostSeenBy(db, viewer, postId);
  assertPostVisible(access);
  return found;
}
