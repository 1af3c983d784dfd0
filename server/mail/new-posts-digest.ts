/**
 * The daily digest of new posts: for each person whose email choice for new
 * posts is "daily", one email listing the posts of that UTC day they were told
 * of (their in-app new-post notifications, so exactly the posts the one gating
 * rule let them receive: jobs/handlers/notify-fans-of-post.ts), nothing when
 * there were none.
 *
 * Built in batched statements: the people are walked a thousand at a time by id;
 * per batch one statement gathers each person's posts (leaving out whoever has
 * the day's digest already), the people with the same posts share one email
 * drawn once for the whole run, and one statement per group writes their rows
 * (./notification-mail.ts), each batch in its own transaction. One email per
 * address and day (cause "new_posts_digest:<day>"): a rerun sends nothing twice.
 */
import { sql } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import type { Db } from "../db";
import { mailGroup, type NotificationMailContext } from "./notification-mail";
import type { RenderedMail } from "./render";
import { newPostsDigestMail, type PostFacts } from "./templates/notifications";

const DIGEST_BATCH_SIZE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day before `now`, as "YYYY-MM-DD": what the digest sent just after midnight covers. */
export const previousUtcDay = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

interface DigestPost {
  id: string;
  creatorName: string;
  creatorUserId: string;
  mediaType: string;
  caption: string | null;
}

/** Writes the digest of `day` ("YYYY-MM-DD", UTC); answers how many emails were written. */
export async function sendNewPostsDigest(db: Db, ctx: NotificationMailContext, day: string, batchSize = DIGEST_BATCH_SIZE): Promise<number> {
  const from = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime())) throw new Error(`not a day: ${day}`);
  const to = new Date(from.getTime() + DAY_MS);
  const dayLabel = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(from);
  const causeKey = `new_posts_digest:${day}`;
  const drawn = new Map<string, Promise<RenderedMail>>();
  let after = "00000000-0000-0000-0000-000000000000";
  let written = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const found = await tx.execute<{ last: string | null; people: number; digests: { userId: string; posts: DigestPost[] }[] | null }>(sql`
        with people as (
          select np.user_id from notification_preferences np
          where np.category = 'new_posts' and np.email = 'daily' and np.user_id > ${after}::uuid
          order by np.user_id
          limit ${batchSize}
        ), told as (
          select n.user_id, json_agg(json_build_object(
                   'id', p.id, 'creatorName', c.pet_name, 'creatorUserId', c.user_id, 'mediaType', p.media_type, 'caption', p.caption)
                 order by n.created_at, p.id) as posts
          from people
          join notifications n on n.user_id = people.user_id
          join posts p on p.id = n.post_id
          join creator_profiles c on c.id = p.creator_profile_id
          join users u on u.id = people.user_id
          where n.type = ${NOTIFICATION_TYPES.newPost} and n.created_at >= ${from.toISOString()}::timestamptz and n.created_at < ${to.toISOString()}::timestamptz
            -- A rerun skips, before drawing anything, whoever has this day's digest already.
            and not exists (select 1 from mail_outbox m
              where m.to_address = lower(trim(u.email)) and m.kind = 'new_posts_digest' and m.cause_key = ${causeKey})
          group by n.user_id
        )
        select (select max(user_id::text) from people) as last,
               (select count(*) from people)::int as people,
               (select json_agg(json_build_object('userId', user_id, 'posts', posts)) from told) as digests`);
      const row = found.rows[0]!;
      // The people told of the same posts get the same email, drawn once.
      const groups = new Map<string, { posts: DigestPost[]; userIds: string[] }>();
      for (const digest of row.digests ?? []) {
        const key = digest.posts.map((p) => p.id).join(",");
        const group = groups.get(key) ?? { posts: digest.posts, userIds: [] };
        group.userIds.push(digest.userId);
        groups.set(key, group);
      }
      let count = 0;
      for (const group of groups.values()) {
        count += await mailGroup(tx, ctx, group.userIds, {
          kind: "new_posts_digest",
          causeKey,
          choice: "daily",
          drawnOnce: { key: group.posts.map((p) => p.id).join(","), cache: drawn },
          draft: ({ links, unsubscribeUrl }) =>
            newPostsDigestMail({
              links,
              unsubscribeUrl,
              day: dayLabel,
              posts: group.posts.map(
                (p): PostFacts => ({ creatorName: p.creatorName, creatorUrl: links.creator(p.creatorUserId), mediaType: p.mediaType, caption: p.caption }),
              ),
            }),
        });
      }
      return { last: row.last, people: row.people, count };
    });
    written += batch.count;
    if (!batch.last || batch.people < batchSize) return written;
    after = batch.last;
  }
}
