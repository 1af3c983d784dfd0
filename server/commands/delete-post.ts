/**
 * Deleting a post, by its creator or staff: in one transaction the post (its
 * likes and the notifications about it go with it), then its media records,
 * the jobs that tell the badges of those who had not read its notification,
 * and the job that deletes the stored files once this commits
 * (./release-media.ts). The profile's post count follows by its trigger.
 */
import { eq } from "drizzle-orm";
import { posts } from "../db/schema";
import type { Db } from "../db";
import { notFound } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import { POST_NOT_FOUND } from "./edit-post";
import { releaseMedia } from "./release-media";
import { announceUnreadCountsOfPost } from "../loaders/unread-counts";

export async function deletePost(deps: { db: Db; jobs: JobQueue }, postId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Its unread notifications go with it: their people's badges are told after the commit.
    await announceUnreadCountsOfPost(tx, deps.jobs, postId);
    const [deleted] = await tx
      .delete(posts)
      .where(eq(posts.id, postId))
      .returning({ mediaUrl: posts.mediaUrl, thumbnailUrl: posts.thumbnailUrl });
    // Deleted meanwhile by another request.
    if (!deleted) throw notFound(POST_NOT_FOUND);
    await releaseMedia(tx, deps.jobs, [deleted.mediaUrl, deleted.thumbnailUrl]);
  });
}
