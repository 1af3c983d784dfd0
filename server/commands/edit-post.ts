/**
 * Editing a post: its caption, and whether it is premium. In one transaction
 * with the post, a premium change moves who may read its media (the media
 * records that policies/media.ts reads on every request): a post made premium
 * stops serving its photo or video to non-fans at once, one made public serves
 * it to everyone. A file something else still shows under the old rule (another
 * post, a profile picture, a listing) is refused with 409 rather than silently
 * exposed or hidden.
 */
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { mediaObjects, posts, type Post } from "../db/schema";
import type { postUpdateSchema } from "@shared/validation";
import type { z } from "zod";
import type { Db, DbOrTx } from "../db";
import { conflict, notFound } from "../http/errors";
import { storedObjectPath } from "./release-media";

type PostChanges = z.output<typeof postUpdateSchema>;

export const POST_NOT_FOUND = "Post not found";
const MEDIA_SHARED =
  "This post's file is also shown elsewhere (another post, a profile or a listing), so its visibility cannot change: upload it again for this post";

export async function editPost(db: Db, input: { postId: string; changes: PostChanges }): Promise<Post> {
  const { postId, changes } = input;
  return db.transaction(async (tx) => {
    // Locked, so two edits of one post apply one after the other.
    const [post] = await tx.select().from(posts).where(eq(posts.id, postId)).for("update");
    if (!post) throw notFound(POST_NOT_FOUND);
    if (changes.isPremium !== undefined && changes.isPremium !== post.isPremium) {
      await moveMediaVisibility(tx, post, changes.isPremium);
    }
    const [updated] = await tx
      .update(posts)
      .set({ caption: changes.caption, isPremium: changes.isPremium })
      .where(eq(posts.id, post.id))
      .returning();
    return updated;
  });
}

async function moveMediaVisibility(tx: DbOrTx, post: Post, premium: boolean): Promise<void> {
  const references = [post.mediaUrl, post.thumbnailUrl].filter((ref): ref is string => Boolean(storedObjectPath(ref)));
  if (references.length === 0) return;
  if (await shownElsewhereUnderOtherRule(tx, post.id, references, premium)) throw conflict(MEDIA_SHARED);
  await tx
    .update(mediaObjects)
    .set(
      premium
        ? { visibility: "subscribers", creatorProfileId: post.creatorProfileId }
        : { visibility: "public", creatorProfileId: null },
    )
    .where(inArray(mediaObjects.objectPath, references.map((ref) => storedObjectPath(ref)!)));
}

/**
 * Whether another post of the other kind shows one of these files, or (when the
 * post becomes premium) anything public does: a picture, a listing, an article.
 */
async function shownElsewhereUnderOtherRule(tx: DbOrTx, postId: string, references: string[], premium: boolean) {
  const [otherPost] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        ne(posts.id, postId),
        ne(posts.isPremium, premium),
        or(inArray(posts.mediaUrl, references), inArray(posts.thumbnailUrl, references)),
      ),
    )
    .limit(1);
  if (otherPost) return true;
  if (!premium) return false;
  const refs = sql.join(
    references.map((ref) => sql`${ref}`),
    sql`, `,
  );
  const publicUse = await tx.execute(sql`
    select 1 from creator_profiles where cover_image_url in (${refs}) or avatar_image_url in (${refs})
    union all select 1 from users where profile_image_url in (${refs})
    union all select 1 from marketplace_items where image_url in (${refs})
    union all select 1 from articles where image_url in (${refs})
    limit 1`);
  return publicUse.rows.length > 0;
}
