/**
 * Publishing a post: its media checked (before the transaction: that reads the
 * stored file), then in one transaction the audience checked (a tier of this
 * creator; the month's allowance of every limited tier that would receive it,
 * ./post-audience.ts), the post itself, its media put to use (read under the
 * post's rule when it is exclusive), and the job that tells every fan about it.
 * The job exists exactly when the post does, and the request costs the same
 * whether the creator has ten fans or a hundred thousand. A video or reel post
 * is published not watchable yet (its author and staff see it, with where its
 * transcode stands): its transcode job is sent instead, and fans are told once
 * the video is watchable (server/video/posts.ts).
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { posts, type CreatorProfile, type Post } from "../db/schema";
import { requestedAudience, type postInputSchema } from "@shared/validation";
import { PUBLIC_AUDIENCE } from "@shared/post-audience";
import type { Db } from "../db";
import type { JobQueue } from "../jobs/queue";
import { loadTierLadder } from "../loaders/entitlement";
import type { Actor } from "../policies";
import { isVideoPost } from "../policies/post-access";
import type { ObjectStorage } from "../storage/types";
import { attachPostVideo } from "../video/posts";
import { attachPostMedia, checkPostMedia } from "./media";
import { assertAudienceTier, assertBehindTheScenesAudience, assertMonthAllowance, audienceColumns } from "./post-audience";

type PostInput = z.output<typeof postInputSchema>;

export async function publishPost(
  deps: { db: Db; storage: ObjectStorage; jobs: JobQueue },
  input: { author: Actor; profile: Pick<CreatorProfile, "id" | "petName" | "subscriptionPrice" | "benefits">; post: PostInput },
): Promise<Post> {
  const { db, storage, jobs } = deps;
  const { author, profile, post: fields } = input;
  const audience = requestedAudience(fields) ?? PUBLIC_AUDIENCE;
  const media = await checkPostMedia(db, storage, { ownerId: author.id, mediaUrl: fields.mediaUrl });
  const thumbnail = fields.thumbnailUrl
    ? await checkPostMedia(db, storage, { ownerId: author.id, mediaUrl: fields.thumbnailUrl })
    : null;
  return db.transaction(async (tx) => {
    const ladder = audience.kind === "public" ? [] : await loadTierLadder(tx, profile.id);
    assertAudienceTier(audience, ladder);
    assertBehindTheScenesAudience(audience, fields.behindTheScenes);
    const { behindTheScenes } = fields;
    const video = isVideoPost(fields);
    await assertMonthAllowance(tx, {
      profile,
      ladder,
      post: { audience, behindTheScenes, video },
      month: new Date(),
    });
    const [post] = await tx
      .insert(posts)
      .values({
        creatorProfileId: profile.id,
        caption: fields.caption,
        mediaUrl: fields.mediaUrl,
        mediaType: fields.mediaType,
        thumbnailUrl: fields.thumbnailUrl,
        duration: fields.duration,
        ...audienceColumns(audience),
        behindTheScenes,
        videoReady: !video,
      })
      .returning();
    const rule = { creatorProfileId: profile.id, postId: post.id, premium: post.isPremium };
    await attachPostMedia(tx, jobs, media, rule);
    if (thumbnail) await attachPostMedia(tx, jobs, thumbnail, rule);
    if (!video) {
      await jobs.send(tx, "notify-fans-of-post", { postId: post.id });
      return post;
    }
    // A video reaches fans once watchable: the transcode job then tells them (server/video/posts.ts).
    await attachPostVideo(tx, jobs, post.id, media.objectPath);
    const [current] = await tx.select().from(posts).where(eq(posts.id, post.id));
    return current!;
  });
}
