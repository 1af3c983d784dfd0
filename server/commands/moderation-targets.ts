/**
 * The kinds of reportable things (shared/moderation.ts REPORT_TARGET_TYPES)
 * in one table: how each is read for the report and action commands and the
 * moderators' case view, whose it is, where it is shown, which uploaded files
 * it shows, and how it is hidden, shown again and removed. Nothing else knows
 * which table a target type lives in.
 */
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";
import type { MessageEvidence, ReportTargetType } from "@shared/moderation";
import {
  communityThreads,
  creatorProfiles,
  ledgerTransfers,
  marketplaceItems,
  payouts,
  postComments,
  posts,
  subscriptions,
  threadComments,
  videoAssets,
} from "../db/schema";
import type { DbOrTx } from "../db";
import { conflict } from "../http/errors";
import { adjustCommentCount } from "./comment-count";
import { adjustPostCommentCount } from "./post-comment-count";
import { detachFiles, hideFiles, showFiles, type FileRule } from "./moderation-files";
import { chatMessageTarget, directMessageTarget } from "./message-moderation";
import type { Actor } from "../policies";
import type { JobQueue } from "../jobs/queue";
import { announceUnreadCountsOfPost } from "../loaders/unread-counts";

/** A reportable thing as the moderation commands and the case view need it. */
export interface ModerationTarget {
  type: ReportTargetType;
  id: string;
  /** The profile's owner, the post's creator, the thread's or a comment's writer, the seller. */
  authorId: string;
  hiddenAt: Date | null;
  /** A name or title, and the text a moderator reads. */
  title: string;
  text: string;
  /** The picture or video it shows first, if any. */
  media: { url: string; kind: "image" | "video" } | null;
  /** Where the app shows it. */
  href: string;
  /** The uploaded files it shows ("/objects/…" or elsewhere), with the rule they are read under while it is visible. */
  files: Array<{ url: string; rule: FileRule }>;
}

interface TargetKind {
  /** The targets of these ids that exist. */
  load(db: DbOrTx, ids: string[]): Promise<ModerationTarget[]>;
  setHiddenAt(db: DbOrTx, id: string, hiddenAt: SQL | null): Promise<boolean>;
  /** Deletes it for good and answers the files it (and what went with it) showed. */
  remove(db: DbOrTx, target: ModerationTarget): Promise<string[]>;
  /** Private things (messages): whether the person may see it, hence report it. Others: everyone who finds it. */
  visibleTo?(db: DbOrTx, actor: Actor, target: ModerationTarget): Promise<boolean>;
  /** Private things: what the moderator reads, kept when it is first reported (the thing itself may be deleted later). */
  evidence?(db: DbOrTx, target: ModerationTarget): Promise<MessageEvidence>;
}

const PUBLIC: FileRule = { visibility: "public" };
const present = (url: string | null | undefined): url is string => Boolean(url);

/** Sets hidden_at of one row (null: shown); false when the row is gone. */
function hiddenAtSetter(table: AnyPgTable) {
  return async (db: DbOrTx, id: string, hiddenAt: SQL | null) => {
    const result = await db.execute(sql`update ${table} set hidden_at = ${hiddenAt} where id = ${id}`);
    return (result.rowCount ?? 0) > 0;
  };
}

/** A post's files: its media, its thumbnail and, for a video, its poster (read as the video is: server/video/posts.ts). */
function postFiles(
  post: { mediaUrl: string | null; thumbnailUrl: string | null; isPremium: boolean; creatorProfileId: string },
  posterPath: string | null = null,
) {
  const rule: FileRule = post.isPremium
    ? { visibility: "subscribers", creatorProfileId: post.creatorProfileId }
    : PUBLIC;
  const poster = posterPath ? `/objects/${posterPath}` : null;
  return [...new Set([post.mediaUrl, post.thumbnailUrl, poster].filter(present))].map((url) => ({ url, rule }));
}

const KINDS: Record<ReportTargetType, TargetKind> = {
  creator_profile: {
    async load(db, ids) {
      const rows = await db.select().from(creatorProfiles).where(inArray(creatorProfiles.id, ids));
      return rows.map((p) => ({
        type: "creator_profile",
        id: p.id,
        authorId: p.userId,
        hiddenAt: p.hiddenAt,
        title: `${p.petName} (${p.petType})`,
        text: p.bio,
        media: p.avatarImageUrl ?? p.coverImageUrl ? { url: (p.avatarImageUrl ?? p.coverImageUrl)!, kind: "image" } : null,
        href: `/profile/${p.userId}`,
        files: [p.coverImageUrl, p.avatarImageUrl].filter(present).map((url) => ({ url, rule: PUBLIC })),
      }));
    },
    setHiddenAt: hiddenAtSetter(creatorProfiles),
    async remove(db, target) {
      // Deleting a profile would take its fans' subscriptions, and the money records
      // that refer to it must stay: such a profile is hidden and its owner suspended instead.
      const [money] = await db
        .select({
          held: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.creatorProfileId} = ${target.id})
            or exists (select 1 from ${ledgerTransfers} where ${ledgerTransfers.creatorProfileId} = ${target.id})
            or exists (select 1 from ${payouts} where ${payouts.creatorProfileId} = ${target.id})`,
        })
        .from(sql`(select 1) as one`);
      if (money?.held) {
        throw conflict("This PawPal has subscriptions or payments on record, so the profile cannot be removed: hide it and suspend its owner instead");
      }
      const postRows = await db
        .select({ mediaUrl: posts.mediaUrl, thumbnailUrl: posts.thumbnailUrl })
        .from(posts)
        .where(eq(posts.creatorProfileId, target.id));
      // Its posts, tiers and their likes and notifications go with it (ON DELETE CASCADE).
      await db.delete(creatorProfiles).where(eq(creatorProfiles.id, target.id));
      return [...target.files.map((f) => f.url), ...postRows.flatMap((p) => [p.mediaUrl, p.thumbnailUrl]).filter(present)];
    },
  },
  post: {
    async load(db, ids) {
      const rows = await db
        .select({ post: posts, ownerId: creatorProfiles.userId, petName: creatorProfiles.petName, posterPath: videoAssets.posterPath })
        .from(posts)
        .innerJoin(creatorProfiles, eq(creatorProfiles.id, posts.creatorProfileId))
        .leftJoin(videoAssets, eq(videoAssets.sourceObjectPath, sql`substr(${posts.mediaUrl}, ${"/objects/".length + 1})`))
        .where(inArray(posts.id, ids));
      return rows.map(({ post, ownerId, petName, posterPath }) => ({
        type: "post",
        id: post.id,
        authorId: ownerId,
        hiddenAt: post.hiddenAt,
        title: `${petName}'s ${post.isPremium ? "exclusive " : ""}${post.mediaType}`,
        text: post.caption ?? "",
        media: post.mediaUrl ? { url: post.mediaUrl, kind: post.mediaType === "image" ? "image" : "video" } : null,
        href: `/profile/${ownerId}`,
        files: postFiles(post, posterPath),
      }));
    },
    setHiddenAt: hiddenAtSetter(posts),
    async remove(db, target) {
      // Its likes and the fans' "new post" notifications go with it (ON DELETE CASCADE).
      await db.delete(posts).where(eq(posts.id, target.id));
      return target.files.map((f) => f.url);
    },
  },
  post_comment: {
    async load(db, ids) {
      const rows = await db
        .select({ comment: postComments, ownerId: creatorProfiles.userId, petName: creatorProfiles.petName, mediaType: posts.mediaType })
        .from(postComments)
        .innerJoin(posts, eq(posts.id, postComments.postId))
        .innerJoin(creatorProfiles, eq(creatorProfiles.id, posts.creatorProfileId))
        .where(inArray(postComments.id, ids));
      return rows.map(({ comment, ownerId, petName, mediaType }) => ({
        type: "post_comment",
        id: comment.id,
        authorId: comment.userId,
        hiddenAt: comment.hiddenAt,
        title: `Comment on ${petName}'s ${mediaType}`,
        text: comment.content,
        media: null,
        href: `/profile/${ownerId}`,
        files: [],
      }));
    },
    // The post's commentsCount counts the comments everyone sees: hiding one takes it off, showing it adds it back.
    async setHiddenAt(db, id, hiddenAt) {
      const result = await db.execute<{ post_id: string; was_hidden: boolean }>(sql`
        update post_comments c set hidden_at = ${hiddenAt}
        from (select id, hidden_at is not null as was_hidden from post_comments where id = ${id} for update) old
        where c.id = old.id
        returning c.post_id, old.was_hidden`);
      const changed = result.rows[0];
      if (!changed) return false;
      const nowHidden = hiddenAt !== null;
      if (changed.was_hidden !== nowHidden) await adjustPostCommentCount(db, changed.post_id, nowHidden ? -1 : 1);
      return true;
    },
    async remove(db, target) {
      const [removed] = await db
        .delete(postComments)
        .where(eq(postComments.id, target.id))
        .returning({ postId: postComments.postId, hiddenAt: postComments.hiddenAt });
      if (removed && !removed.hiddenAt) await adjustPostCommentCount(db, removed.postId, -1);
      return [];
    },
  },
  thread: {
    async load(db, ids) {
      const rows = await db.select().from(communityThreads).where(inArray(communityThreads.id, ids));
      return rows.map((t) => ({
        type: "thread",
        id: t.id,
        authorId: t.userId,
        hiddenAt: t.hiddenAt,
        title: t.title,
        text: t.content,
        media: null,
        href: `/community?thread=${t.id}`,
        files: [],
      }));
    },
    setHiddenAt: hiddenAtSetter(communityThreads),
    async remove(db, target) {
      // Its comments go with it (ON DELETE CASCADE).
      await db.delete(communityThreads).where(eq(communityThreads.id, target.id));
      return [];
    },
  },
  comment: {
    async load(db, ids) {
      const rows = await db
        .select({ comment: threadComments, threadTitle: communityThreads.title })
        .from(threadComments)
        .innerJoin(communityThreads, eq(communityThreads.id, threadComments.threadId))
        .where(inArray(threadComments.id, ids));
      return rows.map(({ comment, threadTitle }) => ({
        type: "comment",
        id: comment.id,
        authorId: comment.userId,
        hiddenAt: comment.hiddenAt,
        title: `Comment on “${threadTitle}”`,
        text: comment.content,
        media: null,
        href: `/community?thread=${comment.threadId}`,
        files: [],
      }));
    },
    // The thread's commentCount counts the comments everyone sees: hiding one takes it off, showing it adds it back.
    async setHiddenAt(db, id, hiddenAt) {
      const result = await db.execute<{ thread_id: string; was_hidden: boolean }>(sql`
        update thread_comments c set hidden_at = ${hiddenAt}
        from (select id, hidden_at is not null as was_hidden from thread_comments where id = ${id} for update) old
        where c.id = old.id
        returning c.thread_id, old.was_hidden`);
      const changed = result.rows[0];
      if (!changed) return false;
      const nowHidden = hiddenAt !== null;
      if (changed.was_hidden !== nowHidden) await adjustCommentCount(db, changed.thread_id, nowHidden ? -1 : 1);
      return true;
    },
    async remove(db, target) {
      const [removed] = await db
        .delete(threadComments)
        .where(eq(threadComments.id, target.id))
        .returning({ threadId: threadComments.threadId, hiddenAt: threadComments.hiddenAt });
      if (removed && !removed.hiddenAt) await adjustCommentCount(db, removed.threadId, -1);
      return [];
    },
  },
  marketplace_item: {
    async load(db, ids) {
      const rows = await db.select().from(marketplaceItems).where(inArray(marketplaceItems.id, ids));
      return rows.map((item) => ({
        type: "marketplace_item",
        id: item.id,
        authorId: item.sellerId,
        hiddenAt: item.hiddenAt,
        title: item.title,
        text: item.description,
        media: item.imageUrl ? { url: item.imageUrl, kind: "image" } : null,
        href: `/marketplace?item=${item.id}`,
        files: [item.imageUrl].filter(present).map((url) => ({ url, rule: PUBLIC })),
      }));
    },
    setHiddenAt: hiddenAtSetter(marketplaceItems),
    async remove(db, target) {
      await db.delete(marketplaceItems).where(eq(marketplaceItems.id, target.id));
      return target.files.map((f) => f.url);
    },
  },
  message: directMessageTarget,
  chat_message: chatMessageTarget,
};

export async function loadTarget(db: DbOrTx, type: ReportTargetType, id: string): Promise<ModerationTarget | undefined> {
  const [target] = await KINDS[type].load(db, [id]);
  return target;
}

/** Whether the person may see it (a message: only those who may read where it was written). */
export async function targetVisibleTo(db: DbOrTx, actor: Actor, target: ModerationTarget): Promise<boolean> {
  const kind = KINDS[target.type];
  return kind.visibleTo ? kind.visibleTo(db, actor, target) : true;
}

/** What a moderator reads of a private thing besides the target itself; null for public things. */
export async function targetEvidence(db: DbOrTx, target: ModerationTarget): Promise<MessageEvidence | null> {
  const kind = KINDS[target.type];
  return kind.evidence ? kind.evidence(db, target) : null;
}

/** The targets of a page of cases, by "type:id" (removed ones are missing). */
export async function loadTargets(
  db: DbOrTx,
  refs: ReadonlyArray<{ targetType: string; targetId: string }>,
): Promise<Map<string, ModerationTarget>> {
  const byType = new Map<ReportTargetType, string[]>();
  for (const ref of refs) {
    const type = ref.targetType as ReportTargetType;
    byType.set(type, [...(byType.get(type) ?? []), ref.targetId]);
  }
  const loaded = await Promise.all([...byType].map(([type, ids]) => KINDS[type].load(db, ids)));
  return new Map(loaded.flat().map((target) => [targetKey(target.type, target.id), target]));
}

export const targetKey = (type: string, id: string) => `${type}:${id}`;

/**
 * Hides it from everyone but its author and staff, with the files it shows
 * (policies/media.ts); answers false when it was hidden already.
 */
export async function hideTarget(db: DbOrTx, jobs: JobQueue, target: ModerationTarget): Promise<boolean> {
  if (target.hiddenAt) return false;
  await badgesFollow(db, jobs, target);
  await KINDS[target.type].setHiddenAt(db, target.id, sql`now()`);
  await hideFiles(db, target.files.map((f) => f.url));
  return true;
}

/** Shows it again, its files under their own rules again. */
export async function showTarget(db: DbOrTx, jobs: JobQueue, target: ModerationTarget): Promise<void> {
  await badgesFollow(db, jobs, target);
  await KINDS[target.type].setHiddenAt(db, target.id, null);
  await showFiles(db, target.files);
}

/**
 * Deletes it for good. Its uploaded files (and those of what went with it)
 * that nothing else shows become unattached uploads, which the hourly clean-up
 * job deletes (moderation-files.ts).
 */
export async function removeTarget(db: DbOrTx, jobs: JobQueue, target: ModerationTarget): Promise<void> {
  await badgesFollow(db, jobs, target);
  const files = await KINDS[target.type].remove(db, target);
  await detachFiles(db, files);
}

/**
 * A post's notifications count in its fans' badges only while it is shown:
 * hiding, showing or removing it tells those with unread ones their new counts.
 */
async function badgesFollow(db: DbOrTx, jobs: JobQueue, target: ModerationTarget): Promise<void> {
  if (target.type === "post") await announceUnreadCountsOfPost(db, jobs, target.id);
}
