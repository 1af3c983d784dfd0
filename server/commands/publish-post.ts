/**
 * Publishing a post: its media checked (before the transaction: that reads the
 * stored file), then in one transaction the media put to use (readable by the
 * creator's fans only when the post is premium), the post itself, and the job
 * that tells every fan about it. The job exists exactly when the post does, and
 * the request costs the same whether the creator has ten fans or a hundred thousand.
 */
import type { z } from "zod";
import { posts, type CreatorProfile, type Post } from "../db/schema";
import { requestedAudience, type postInputSchema } from "@shared/validation";
import { isPremiumAudience, PUBLIC_AUDIENCE } from "@shared/post-audience";
import type { Db } from "../db";
import type { JobQueue } from "../jobs/queue";
import type { Actor } from "../policies";
import type { ObjectStorage } from "../storage/types";
import { attachPostMedia, checkPostMedia } from "./media";

type PostInput = z.output<typeof postInputSchema>;

export async function publishPost(
  deps: { db: Db; storage: ObjectStorage; jobs: JobQueue },
  input: { author: Actor; profile: Pick<CreatorProfile, "id" | "petName">; post: PostInput },
): Promise<Post> {
  const { db, storage, jobs } = deps;
  const { author, profile, post: fields } = input;
  const media = await checkPostMedia(db, storage, { ownerId: author.id, mediaUrl: fields.mediaUrl });
  const thumbnail = fields.thumbnailUrl
    ? await checkPostMedia(db, storage, { ownerId: author.id, mediaUrl: fields.thumbnailUrl })
    : null;
  return db.transaction(async (tx) => {
    const rule = { creatorProfileId: profile.id, premium: isPremiumAudience(requestedAudience(fields) ?? PUBLIC_AUDIENCE) };
    await attachPostMedia(tx, jobs, media, rule);
    if (thumbnail) await attachPostMedia(tx, jobs, thumbnail, rule);
    const [post] = await tx
      .insert(posts)
      .values({
        creatorProfileId: profile.id,
        caption: fields.caption,
        mediaUrl: fields.mediaUrl,
        mediaType: fields.mediaType,
        thumbnailUrl: fields.thumbnailUrl,
        duration: fields.duration,
        isPremium: rule.premium,
      })
      .returning();
    await jobs.send(tx, "notify-fans-of-post", { postId: post.id });
    return post;
  });
}
