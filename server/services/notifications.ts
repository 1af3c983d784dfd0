/**
 * Notifications written alongside the event that causes them, inside the same
 * transaction (callers pass their `tx`), so a post or a subscription never
 * exists without its notifications, nor the other way round.
 */
import { and, eq, sql } from "drizzle-orm";
import { notifications, subscriptions, type CreatorProfile, type Post } from "@shared/schema";
import type { DbOrTx } from "../db";

export const NOTIFICATION_TYPES = {
  newPost: "new_post",
  newSubscriber: "new_subscriber",
} as const;

/**
 * Tells every active subscriber of the creator about a new post, in one
 * INSERT ... SELECT however many subscribers there are. Only active subscribers
 * are written to, and they may see the post, so nothing premium leaks here.
 */
export async function notifySubscribersOfNewPost(
  tx: DbOrTx,
  post: Pick<Post, "id" | "mediaType">,
  creator: Pick<CreatorProfile, "id" | "petName">,
): Promise<void> {
  const title = `New post from ${creator.petName}`;
  const message = `${creator.petName} shared a new ${post.mediaType}.`;
  const fanOut = tx
    // Every column, in table order, as INSERT ... SELECT requires.
    .select({
      id: sql<string>`gen_random_uuid()`.as("id"),
      userId: subscriptions.subscriberId,
      creatorProfileId: subscriptions.creatorProfileId,
      type: sql<string>`${NOTIFICATION_TYPES.newPost}::text`.as("type"),
      title: sql<string>`${title}::text`.as("title"),
      message: sql<string>`${message}::text`.as("message"),
      postId: sql<string>`${post.id}::uuid`.as("post_id"),
      read: sql<boolean>`false`.as("read"),
      createdAt: sql<Date>`now()`.as("created_at"),
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.creatorProfileId, creator.id), eq(subscriptions.status, "active")));
  await tx.insert(notifications).select(fanOut);
}

/** Tells the creator that someone subscribed. */
export async function notifyCreatorOfNewSubscriber(
  tx: DbOrTx,
  creator: Pick<CreatorProfile, "id" | "userId" | "petName">,
  subscriberName: string,
): Promise<void> {
  await tx.insert(notifications).values({
    userId: creator.userId,
    creatorProfileId: creator.id,
    type: NOTIFICATION_TYPES.newSubscriber,
    title: "New PawFan!",
    message: `${subscriberName} subscribed to ${creator.petName}.`,
  });
}
