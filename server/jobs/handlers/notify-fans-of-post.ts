/**
 * Tells every fan of a creator who receives a new post about it (the fan-out of
 * realtime/fan-out.ts). A fan receives it when their tier (or the profile's own
 * price) is in its audience and has what it needs (behind-the-scenes, video):
 * the same terms as the one rule (policies/post-access.ts) for a post just
 * published, so nobody is told of a post that is locked to them. A rerun (the
 * job may run twice) writes nothing twice: notifications are unique per person,
 * post and kind. The words name the creator and the kind of post only. A
 * video or reel post's job is sent once its video is watchable.
 *
 * Given the mail context, the fans told who chose new posts by email at once get
 * an email too, written in the same batch's transaction as their notifications
 * (one statement per batch, mail/notification-mail.ts); those who chose the daily
 * digest get it from the digest job (mail/new-posts-digest.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import type { Db } from "../../db";
import { FAN_BENEFITS, FAN_PRICE, notifyFans } from "../../realtime/fan-out";
import { mailGroup, type NotificationMailContext } from "../../mail/notification-mail";
import { newPostMail } from "../../mail/templates/notifications";

export async function notifyFansOfPost(db: Db, postId: string, batchSize?: number, mail?: NotificationMailContext): Promise<number> {
  const found = await db.execute<{
    creator_profile_id: string;
    creator_user_id: string;
    caption: string | null;
    pet_name: string;
    media_type: string;
    audience_kind: string;
    min_tier_price: string | null;
    behind_the_scenes: boolean;
    video_ready: boolean;
  }>(sql`
    select p.creator_profile_id, c.user_id as creator_user_id, p.caption, c.pet_name, p.media_type, p.audience_kind, mt.price as min_tier_price, p.behind_the_scenes, p.video_ready
    from posts p join creator_profiles c on c.id = p.creator_profile_id
    left join subscription_tiers mt on mt.id = p.audience_min_tier_id
    where p.id = ${postId}`);
  const post = found.rows[0];
  // The post was deleted before the job ran: nobody to tell. A video not watchable (again: its file
  // replaced) is told of by the transcode that makes it watchable (server/video/posts.ts).
  if (!post || !post.video_ready) return 0;

  const receives: SQL[] = [];
  if (post.audience_kind === "tier") receives.push(sql`${FAN_PRICE} >= ${post.min_tier_price}::numeric`);
  if (post.behind_the_scenes) receives.push(sql`(${FAN_BENEFITS}->>'behindTheScenes')::boolean`);
  if (post.media_type === "video" || post.media_type === "reel") receives.push(sql`${FAN_BENEFITS}->>'video' <> 'none'`);
  return notifyFans(db, {
    creatorProfileId: post.creator_profile_id,
    subject: { postId },
    type: NOTIFICATION_TYPES.newPost,
    title: `New post from ${post.pet_name}`,
    message: `${post.pet_name} shared a new ${post.media_type}.`,
    receives,
    batchSize,
    alsoWrite: mail
      ? async (tx, created) => {
          await mailGroup(
            tx,
            mail,
            created.map((c) => c.userId),
            {
              kind: "new_post",
              causeKey: `post:${postId}`,
              choice: "instant",
              draft: ({ links, unsubscribeUrl }) =>
                newPostMail({
                  links,
                  unsubscribeUrl,
                  post: { creatorName: post.pet_name, creatorUrl: links.creator(post.creator_user_id), mediaType: post.media_type, caption: post.caption },
                }),
            },
          );
        }
      : undefined,
  });
}
