/**
 * A post as a viewer may reach it, for what hangs off it (its comments): 404
 * when it is missing or hidden from them, 403 with what unlocks it when the
 * posts' content rule locks it. The one place comments ask that rule.
 */
import { eq } from "drizzle-orm";
import { creatorProfiles, posts, type CreatorProfile, type Post } from "../db/schema";
import type { DbOrTx } from "../db";
import { forbidden, notFound } from "../http/errors";
import { can, type Actor } from "../policies";
import { canViewCreatorContent } from "../policies/creator-content";
import { mayViewHidden } from "../policies/moderation";
import { postRules } from "../policies/post";

export const POST_NOT_FOUND = "Post not found";

export interface PostWithCreator {
  post: Post;
  creator: Pick<CreatorProfile, "id" | "userId" | "petName">;
}

export async function findPostWithCreator(db: DbOrTx, postId: string): Promise<PostWithCreator | undefined> {
  const [row] = await db
    .select({ post: posts, creator: { id: creatorProfiles.id, userId: creatorProfiles.userId, petName: creatorProfiles.petName } })
    .from(posts)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, posts.creatorProfileId))
    .where(eq(posts.id, postId))
    .limit(1);
  return row;
}

/**
 * The post if the viewer may see it and its comments. A locked post answers 403
 * to visitors too (not 401): its reason is what they need to know.
 */
export async function loadPostOpenTo(db: DbOrTx, viewer: Actor | undefined, postId: string): Promise<PostWithCreator> {
  const found = await findPostWithCreator(db, postId);
  if (!found || !mayViewHidden(viewer, { authorId: found.creator.userId, hiddenAt: found.post.hiddenAt })) {
    throw notFound(POST_NOT_FOUND);
  }
  const mayViewCreatorContent = !found.post.isPremium || (await canViewCreatorContent(db, viewer, found.creator));
  if (!can(viewer, "viewPostComments", { post: found.post, mayViewCreatorContent })) {
    throw forbidden(postRules.viewPostComments.refusal);
  }
  return found;
}
