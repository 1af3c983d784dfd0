/**
 * Tells a post's creator about the comments others wrote on it, in one
 * notification per post: "3 new comments on Biscuit's photo: “latest”". The
 * notification counts from the first comment the creator has not been told of
 * yet: this batch's first (`since`), or, while the notification is still
 * unread, the first comment it already told of (its createdAt is that
 * comment's time). Hidden comments and the creator's own are not counted; when
 * none is left (deleted meanwhile) nothing is written. A rerun writes the same row.
 * Given the mail context, the creator who chose comments by email gets one email
 * per batch (its cause: the post and `since`), in the notification's transaction.
 */
import { sql } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import type { Db } from "../../db";
import { notificationsCreated, publish, type NotificationCreated } from "../../realtime/publish";
import { mailGroup, type NotificationMailContext } from "../../mail/notification-mail";
import { newCommentsMail } from "../../mail/templates/notifications";

const EXCERPT_LENGTH = 80;

function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** Whether the creator was notified (a notification written or brought up to date). */
export async function notifyCreatorOfComments(db: Db, postId: string, since: Date, mail?: NotificationMailContext): Promise<boolean> {
  const type = NOTIFICATION_TYPES.newComments;
  const found = await db.execute<{
    creator_profile_id: string;
    creator_id: string;
    pet_name: string;
    media_type: string;
    unread_since: Date | string | null;
  }>(sql`
    select p.creator_profile_id, c.user_id as creator_id, c.pet_name, p.media_type,
      (select n.created_at from notifications n
        where n.user_id = c.user_id and n.post_id = p.id and n.type = ${type} and not n.read) as unread_since
    from posts p join creator_profiles c on c.id = p.creator_profile_id
    where p.id = ${postId}`);
  const post = found.rows[0];
  // The post was deleted before the job ran: nothing to tell.
  if (!post) return false;
  const unreadSince = post.unread_since ? new Date(post.unread_since) : null;
  const from = unreadSince && unreadSince < since ? unreadSince : since;

  const batch = await db.execute<{ n: number; first_at: Date | string | null; latest: string | null }>(sql`
    select count(*)::int as n, min(created_at) as first_at,
      (array_agg(content order by created_at desc, id desc))[1] as latest
    from post_comments
    where post_id = ${postId} and created_at >= ${from.toISOString()}::timestamptz
      and user_id <> ${post.creator_id}::uuid and hidden_at is null`);
  const { n, first_at, latest } = batch.rows[0]!;
  if (n === 0 || !first_at || latest === null) return false;

  const title = "New comments on your post";
  const message = `${n} new ${n === 1 ? "comment" : "comments"} on ${post.pet_name}'s ${post.media_type}: “${excerpt(latest)}”`;
  // The notification and its live event commit together (../../realtime/publish.ts).
  await db.transaction(async (tx) => {
    const written = await tx.execute<NotificationCreated>(sql`
    insert into notifications (user_id, creator_profile_id, type, title, message, post_id, created_at)
    values (${post.creator_id}::uuid, ${post.creator_profile_id}::uuid, ${type}, ${title}, ${message}, ${postId}::uuid,
      ${new Date(first_at).toISOString()}::timestamptz)
    on conflict (user_id, post_id, type) where post_id is not null
    do update set title = excluded.title, message = excluded.message, read = false, created_at = excluded.created_at
    returning id, user_id as "userId"`);
    await publish(tx, notificationsCreated(written.rows, type));
    if (mail) {
      await mailGroup(tx, mail, [post.creator_id], {
        kind: "new_comments",
        causeKey: `post-comments:${postId}:${since.toISOString()}`,
        choice: "instant",
        draft: ({ links, unsubscribeUrl }) =>
          newCommentsMail({
            links,
            unsubscribeUrl,
            count: n,
            creatorName: post.pet_name,
            mediaType: post.media_type,
            latest: excerpt(latest),
            postUrl: links.creator(post.creator_id),
          }),
      });
    }
  });
  return true;
}
