/**
 * Editing a post: its caption, its audience (or the specification's isPremium)
 * and whether it is behind-the-scenes. In one transaction with the post: a new
 * audience is checked like a new post's (a tier of this creator, the month's
 * allowance of the limited tiers that would receive it, counted in the month the
 * post was published), and a move between public and exclusive moves who may
 * read its media (the media records that policies/media.ts reads on every
 * request): a post made exclusive stops serving its photo or video to those the
 * rule locks out at once, one made public serves it to everyone. Between
 * exclusive audiences the files follow the post by themselves (they are read
 * under its rule). A file something else still shows under the old rule
 * (another post, a profile picture, a listing) is refused with 409 rather than
 * silently exposed or hidden. A new file (`mediaUrl`) replaces the post's: the
 * old one is let go of, and a video post waits for its new video to be
 * watchable (server/video/posts.ts).
 */
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { audienceOfIsPremium, type PostAudience } from "@shared/post-audience";
import { mediaObjects, posts, type CreatorProfile, type Post } from "../db/schema";
import type { postUpdateSchema } from "@shared/validation";
import type { z } from "zod";
import type { Db, DbOrTx } from "../db";
import { conflict, notFound } from "../http/errors";
import { loadTierLadder } from "../loaders/entitlement";
import { audienceOf, isVideoPost } from "../policies/post-access";
import { assertAudienceTier, assertBehindTheScenesAudience, assertMonthAllowance, audienceColumns } from "./post-audience";
import type { JobQueue } from "../jobs/queue";
import type { ObjectStorage } from "../storage/types";
import { objectUrlPath } from "../storage/object-path";
import { attachPostVideo, posterPathsOf } from "../video/posts";
import { attachPostMedia, checkPostMedia, type CheckedUpload } from "./media";
import { releaseMedia, storedObjectPath } from "./release-media";

type PostChanges = z.output<typeof postUpdateSchema>;

export const POST_NOT_FOUND = "Post not found";
const MEDIA_SHARED =
  "This post's file is also shown elsewhere (another post, a profile or a listing), so its visibility cannot change: upload it again for this post";

const sameAudience = (a: PostAudience, b: PostAudience) =>
  a.kind === b.kind && (a.kind !== "tier" || (b.kind === "tier" && a.minTierId === b.minTierId));

export async function editPost(
  deps: { db: Db; storage: ObjectStorage; jobs: JobQueue },
  input: { postId: string; profile: Pick<CreatorProfile, "id" | "userId" | "subscriptionPrice" | "benefits">; changes: PostChanges },
): Promise<Post> {
  const { db, storage, jobs } = deps;
  const { postId, profile, changes } = input;
  // A new file is checked before the transaction (that reads the stored file): the creator's own upload.
  const media = changes.mediaUrl ? await checkPostMedia(db, storage, { ownerId: profile.userId, mediaUrl: changes.mediaUrl }) : null;
  return db.transaction(async (tx) => {
    // Locked, so two edits of one post apply one after the other.
    const [post] = await tx.select().from(posts).where(eq(posts.id, postId)).for("update");
    if (!post) throw notFound(POST_NOT_FOUND);
    const before = audienceOf(post);
    const audience =
      changes.audience ?? (changes.isPremium !== undefined && changes.isPremium !== post.isPremium ? audienceOfIsPremium(changes.isPremium) : before);
    const behindTheScenes = changes.behindTheScenes ?? post.behindTheScenes;
    const audienceChanged = !sameAudience(audience, before);
    if (audienceChanged || behindTheScenes !== post.behindTheScenes) {
      assertBehindTheScenesAudience(audience, behindTheScenes);
      const ladder = audience.kind === "public" ? [] : await loadTierLadder(tx, profile.id);
      if (audienceChanged) assertAudienceTier(audience, ladder);
      await assertMonthAllowance(tx, {
        profile,
        ladder,
        post: { audience, behindTheScenes, video: isVideoPost(post) },
        month: post.createdAt,
        excludePostId: post.id,
      });
    }
    const premium = audience.kind !== "public";
    if (premium !== post.isPremium) await moveMediaVisibility(tx, post, premium);
    const [updated] = await tx
      .update(posts)
      .set({ caption: changes.caption, ...audienceColumns(audience), behindTheScenes })
      .where(eq(posts.id, post.id))
      .returning();
    if (!media || changes.mediaUrl === post.mediaUrl) return updated;
    return replaceMedia(tx, jobs, updated, media);
  });
}

/**
 * The post's file replaced by a new upload, read under the post's rule; the old
 * one let go of (its image variants, or its video's ladder and poster, deleted
 * once this commits). A video post waits for its new video like a new post (its
 * fans are not told again: they were told of the post), with the poster of the
 * old video no longer its thumbnail.
 */
async function replaceMedia(tx: DbOrTx, jobs: JobQueue, post: Post, media: CheckedUpload): Promise<Post> {
  const video = isVideoPost(post);
  const oldPosters = (await posterPathsOf(tx, [storedObjectPath(post.mediaUrl)].filter((p): p is string => p !== null))).map(objectUrlPath);
  const thumbnailWasPoster = post.thumbnailUrl !== null && oldPosters.includes(post.thumbnailUrl);
  await tx
    .update(posts)
    .set({
      mediaUrl: objectUrlPath(media.objectPath),
      ...(video ? { videoReady: false, duration: null } : {}),
      ...(thumbnailWasPoster ? { thumbnailUrl: null } : {}),
    })
    .where(eq(posts.id, post.id));
  await attachPostMedia(tx, jobs, media, { creatorProfileId: post.creatorProfileId, postId: post.id, premium: post.isPremium });
  await releaseMedia(tx, jobs, [post.mediaUrl, thumbnailWasPoster ? post.thumbnailUrl : null]);
  if (video) await attachPostVideo(tx, jobs, post.id, media.objectPath);
  const [current] = await tx.select().from(posts).where(eq(posts.id, post.id));
  return current!;
}

async function moveMediaVisibility(tx: DbOrTx, post: Post, premium: boolean): Promise<void> {
  const references = [post.mediaUrl, post.thumbnailUrl].filter((ref): ref is string => Boolean(storedObjectPath(ref)));
  if (references.length === 0) return;
  if (await shownElsewhereUnderOtherRule(tx, post.id, references, premium)) throw conflict(MEDIA_SHARED);
  // A video's poster is read as the video is, also when the creator chose another thumbnail.
  const posters = (await posterPathsOf(tx, references.map((ref) => storedObjectPath(ref)!))).map(objectUrlPath);
  await tx
    .update(mediaObjects)
    .set(
      premium
        ? { visibility: "subscribers", creatorProfileId: post.creatorProfileId, postId: post.id }
        : { visibility: "public", creatorProfileId: null, postId: null },
    )
    .where(inArray(mediaObjects.objectPath, [...new Set([...references, ...posters])].map((ref) => storedObjectPath(ref)!)));
}

/**
 * Whether something else shows one of these files under another rule: when the
 * post becomes exclusive, any other post (an exclusive file is read under its
 * one post's rule) or anything public (a picture, a listing, an article); when
 * it becomes public, another exclusive post.
 */
async function shownElsewhereUnderOtherRule(tx: DbOrTx, postId: string, references: string[], premium: boolean) {
  const [otherPost] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        ne(posts.id, postId),
        premium ? undefined : eq(posts.isPremium, true),
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
